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
                "max_input_latency_ms", "startup_ms", "first_window_frame_ms", "peak_rss_mb", "dropped_time_ms",
                "slowest_frames", "renderer"
            ])
        let slowest = try #require(object["slowest_frames"] as? [[String: Any]])
        #expect(
            Set(slowest.first?.keys.map { $0 } ?? []) == [
                "at_ms", "index", "frame_ms", "steps", "step_ms", "build_ms", "render_ms"
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

    /// The report names the slowest frames, slowest first, when and where their time
    /// went: at most `slowFrameCount` of them, untimed frames never among them.
    @Test func theSlowestFramesAreListedSlowestFirst() throws {
        let stats = FrameStats(started: ContinuousClock().now)
        stats.recordFrame(steps: 0.5, stepCount: 4, build: 0, render: 0, index: 0, at: 0.5, timed: false)
        // Frame i takes (i * 7 mod 25) ms: 25 distinct times in no order.
        for index in 1...25 {
            let milliseconds = Double(index * 7 % 25)
            stats.recordFrame(
                steps: 0.001, stepCount: 4, build: 0.0005, render: milliseconds / 1000, index: index,
                at: Double(index) / 60)
        }
        let slowest = stats.report.slowestFrames
        #expect(slowest.count == FrameStats.slowFrameCount)
        #expect(slowest.map(\.frameMilliseconds).map { ($0 - 1.5).rounded() } == (15...24).reversed().map(Double.init))
        let first = try #require(slowest.first)
        // 24 ms is frame 7 (49 mod 25): its own index, clock time and parts.
        #expect(first.index == 7)
        #expect(abs(first.atMilliseconds - 7000.0 / 60) < 1e-9)
        #expect(first.steps == 4)
        #expect(abs(first.stepMilliseconds - 1) < 1e-9 && abs(first.buildMilliseconds - 0.5) < 1e-9)
        #expect(abs(first.renderMilliseconds - 24) < 1e-9)
        #expect(!slowest.contains { $0.index == 0 }, "the untimed 500 ms frame is not listed")
    }

    /// The bench's line for a scenario that missed frames names each listed one by its
    /// script time, in script order, and counts those the list had no room for.
    @Test func missedFramesAreNamedByWhenTheyFell() {
        let stats = FrameStats(started: ContinuousClock().now)
        for index in 0..<14 {
            // Frames 0, 2, 4… take 20 ms, the rest 5 ms: seven missed.
            stats.recordFrame(
                steps: 0, stepCount: 4, build: 0, render: index % 2 == 0 ? 0.020 + Double(index) / 1e5 : 0.005,
                index: index, at: Double(index) / 60)
        }
        #expect(stats.report.missedFrames == 7)
        #expect(
            stats.report.missedFramesLine(named: "card")
                == "Missed frames, card: 7, at 0 ms (20.0 ms long), 33 ms (20.0 ms long), 67 ms (20.0 ms long), "
                + "100 ms (20.1 ms long), 133 ms (20.1 ms long), 167 ms (20.1 ms long), 200 ms (20.1 ms long) of its script.")
        for index in 14..<20 { stats.recordFrame(steps: 0, stepCount: 4, build: 0, render: 0.030, index: index, at: 1) }
        // Thirteen missed, ten listed (the six 30 ms ones and four of the 20 ms ones).
        #expect(stats.report.missedFramesLine(named: "card")?.hasSuffix(" and 3 more of its script.") == true)
        let calm = FrameStats(started: ContinuousClock().now)
        calm.recordFrame(steps: 0, stepCount: 4, build: 0, render: 0.005)
        #expect(calm.report.missedFramesLine(named: "fling") == nil)
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
