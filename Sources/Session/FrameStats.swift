import Foundation
import Geometry

/// Measures the cost of each frame on the real clock, for `--stats-out` and `make bench`.
///
/// This is the one place Splash reads a clock outside Platform: it measures, it never
/// decides anything, so runs stay deterministic.
public final class FrameStats {
    /// docs/MOTION.md, Time / issue 8: a frame over 1/60 s is a missed frame.
    public static let missedFrameBudget = 1.0 / 60
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var frameSeconds: [Double] = []
    private var stepSeconds: [Double] = []
    private var buildSeconds: [Double] = []
    private var renderSeconds: [Double] = []
    private var stepsPerFrame: [Int] = []
    private var firstFrame: Double?
    /// When the window first showed anything (its background or the loading screen),
    /// before the photos were in; nil until then, and headless.
    private var firstWindowFrame: Double?
    private var maxLatency: Double = 0
    /// The slowest timed frames so far, slowest first, at most `slowFrameCount`.
    private var slowest: [FrameStatsReport.SlowFrame] = []
    /// How many of the slowest frames the report lists: enough to find every missed
    /// frame of a bench scenario that misses a few, few enough to read.
    static let slowFrameCount = 10
    var droppedTime: Double = 0
    /// What draws the frames, as the report names it (`FrameStatsReport.renderer`).
    var renderer = "SDL's software renderer into a kept canvas: headless"

    /// `started` is when the program began (before the photo library loaded), so the
    /// startup time covers everything the user waits for.
    init(started: ContinuousClock.Instant) { self.started = started }

    /// Times one call, in seconds.
    func time(_ body: () -> Void) -> Double {
        let start = clock.now
        body()
        return (clock.now - start).inSeconds
    }

    /// Records a rendered frame, number `index` (as `--every-frame` names it), drawn at
    /// `at` seconds on the simulation clock; an untimed one (before `--stats-from`) only
    /// marks when the first frame appeared.
    func recordFrame(
        steps: Double, stepCount: Int, build: Double, render: Double, index: Int = 0, at: Double = 0,
        timed: Bool = true
    ) {
        if firstFrame == nil { firstFrame = (clock.now - started).inSeconds }
        guard timed else { return }
        let frame = steps + build + render
        frameSeconds.append(frame)
        if slowest.count < Self.slowFrameCount || frame * 1000 > slowest[slowest.count - 1].frameMilliseconds {
            let entry = FrameStatsReport.SlowFrame(
                atMilliseconds: at * 1000, index: index, frameMilliseconds: frame * 1000, steps: stepCount,
                stepMilliseconds: steps * 1000, buildMilliseconds: build * 1000, renderMilliseconds: render * 1000)
            // Slowest first; an equal time keeps the earlier frame ahead.
            let position = slowest.firstIndex { $0.frameMilliseconds < entry.frameMilliseconds } ?? slowest.count
            slowest.insert(entry, at: position)
            if slowest.count > Self.slowFrameCount { slowest.removeLast() }
        }
        if stepCount > 0 { stepSeconds.append(steps / Double(stepCount)) }
        stepsPerFrame.append(stepCount)
        buildSeconds.append(build)
        renderSeconds.append(render)
    }

    /// Marks a frame the window presented before the app existed (the loading screen):
    /// it counts for `first_window_frame_ms`, never for the app's frames or `startup_ms`.
    func recordWindowFrame() {
        if firstWindowFrame == nil { firstWindowFrame = (clock.now - started).inSeconds }
    }

    func recordLatency(_ seconds: Double) { maxLatency = max(maxLatency, seconds) }

    var frameCount: Int { frameSeconds.count }

    /// Peak resident memory of this process in megabytes: VmHWM from /proc, which
    /// belongs to this program's memory alone (getrusage's maximum is inherited across
    /// exec, so a parent's peak would show through).
    static var peakResidentMegabytes: Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        return peakResidentMegabytes(inStatus: status)
    }

    /// VmHWM from the text of /proc/self/status, in megabytes: "VmHWM:\t 123456 kB";
    /// above ~9.5 GiB the number fills its column and no space is left after the tab,
    /// so the line is split on any whitespace.
    public static func peakResidentMegabytes(inStatus status: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    /// What was measured, as `--stats-out` writes it.
    var report: FrameStatsReport {
        func summary(_ values: [Double], scale: Double) -> FrameStatsReport.Summary {
            .init(
                p50: Percentile.of(values, 0.5) * scale, p99: Percentile.of(values, 0.99) * scale,
                max: (values.max() ?? 0) * scale)
        }
        return FrameStatsReport(
            frames: frameSeconds.count,
            frameMilliseconds: summary(frameSeconds, scale: 1000),
            stepMicroseconds: summary(stepSeconds, scale: 1e6),
            buildMilliseconds: summary(buildSeconds, scale: 1000),
            renderMilliseconds: summary(renderSeconds, scale: 1000),
            stepsPerFrame: summary(stepsPerFrame.map(Double.init), scale: 1),
            missedFrames: frameSeconds.filter { $0 > Self.missedFrameBudget }.count,
            maximumInputLatencyMilliseconds: maxLatency * 1000,
            startupMilliseconds: (firstFrame ?? 0) * 1000,
            firstWindowFrameMilliseconds: (firstWindowFrame ?? firstFrame ?? 0) * 1000,
            peakResidentMegabytes: Self.peakResidentMegabytes,
            droppedTimeMilliseconds: droppedTime * 1000,
            renderer: renderer, slowestFrames: slowest)
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(report)
    }

    func write(to path: String) throws {
        try json().write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
