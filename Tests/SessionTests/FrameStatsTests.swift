import Foundation
import Testing

@testable import Session

/// Frame statistics: peak memory read from /proc/self/status at any size, and the
/// report `--stats-out` writes read back by the one Codable type the bench uses.
struct FrameStatsTests {
    @Test func peakMemoryIsReadWhateverItsWidth() {
        #expect(FrameStats.peakResidentMegabytes(inStatus: "Name:\tsplash\nVmHWM:\t   40960 kB\n") == 40)
        // Over ~9.5 GiB the number fills its column: no space after the tab (it read 0).
        #expect(FrameStats.peakResidentMegabytes(inStatus: "VmPeak:\t1 kB\nVmHWM:\t10485760 kB\n") == 10240)
        #expect(FrameStats.peakResidentMegabytes(inStatus: "nothing here") == 0)
    }

    /// The file's keys are the contract the bench and scripts read (snake_case), and the
    /// report decodes back to itself.
    @Test func theReportWritesItsKeysAndReadsBack() throws {
        let stats = FrameStats(started: ContinuousClock().now)
        stats.recordFrame(steps: 0.002, stepCount: 4, build: 0.001, render: 0.004)
        stats.recordFrame(steps: 0.010, stepCount: 4, build: 0.001, render: 0.010)
        stats.recordLatency(0.012)
        let data = try stats.json()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "frames", "frame_ms", "step_us", "build_ms", "render_ms", "steps_per_frame", "missed_frames",
                "max_input_latency_ms", "startup_ms", "first_window_frame_ms", "peak_rss_mb", "dropped_time_ms"
            ])
        let report = try JSONDecoder().decode(FrameStatsReport.self, from: data)
        // Peak memory is read when asked, so it may have grown since the file was written.
        var expected = stats.report
        expected.peakResidentMegabytes = report.peakResidentMegabytes
        #expect(report == expected)
        #expect(report.frames == 2)
        #expect(report.missedFrames == 1, "21 ms is over 1/60 s")
        #expect(abs(report.frameMilliseconds.max - 21) < 1e-9)
        #expect(abs(report.maximumInputLatencyMilliseconds - 12) < 1e-9)
        // No window frame before the app's (headless): the first frame is both.
        #expect(report.firstWindowFrameMilliseconds == report.startupMilliseconds)
    }

    /// A window's loading-screen frames mark its first frame, not the feed's: they are
    /// neither counted nor timed, and `startup_ms` still means the first frame of the feed.
    @Test func loadingFramesCountOnlyForTheFirstWindowFrame() {
        let stats = FrameStats(started: ContinuousClock().now)
        stats.recordWindowFrame()
        stats.recordWindowFrame()
        #expect(stats.report.frames == 0)
        #expect(stats.report.startupMilliseconds == 0, "no feed frame yet")
        stats.recordFrame(steps: 0.002, stepCount: 1, build: 0.001, render: 0.004)
        let report = stats.report
        #expect(report.frames == 1)
        #expect(report.firstWindowFrameMilliseconds > 0)
        #expect(report.firstWindowFrameMilliseconds <= report.startupMilliseconds)
    }
}
