import Testing

@testable import SplashCommand

/// Peak memory is read from /proc/self/status at any size.
struct FrameStatsTests {
    @Test func peakMemoryIsReadWhateverItsWidth() {
        #expect(FrameStats.peakResidentMegabytes(inStatus: "Name:\tsplash\nVmHWM:\t   40960 kB\n") == 40)
        // Over ~9.5 GiB the number fills its column: no space after the tab (it read 0).
        #expect(FrameStats.peakResidentMegabytes(inStatus: "VmPeak:\t1 kB\nVmHWM:\t10485760 kB\n") == 10240)
        #expect(FrameStats.peakResidentMegabytes(inStatus: "nothing here") == 0)
    }
}
