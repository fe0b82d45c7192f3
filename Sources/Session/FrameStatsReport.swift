/// What `--stats-out` writes and `make bench` reads back: frame, step, display-list
/// build and render times, missed frames, input latency, startup and peak memory. One
/// Codable type for both sides, so the file's keys cannot drift between them.
public struct FrameStatsReport: Codable, Equatable, Sendable {
    /// The median, the 99th percentile and the largest of a set of measurements.
    public struct Summary: Codable, Equatable, Sendable {
        public var p50: Double
        public var p99: Double
        public var max: Double

        public init(p50: Double, p99: Double, max: Double) {
            self.p50 = p50
            self.p99 = p99
            self.max = max
        }
    }

    /// Frames timed (from `--stats-from` on).
    public var frames: Int
    public var frameMilliseconds: Summary
    /// One simulation step, microseconds.
    public var stepMicroseconds: Summary
    public var buildMilliseconds: Summary
    public var renderMilliseconds: Summary
    public var stepsPerFrame: Summary
    /// Frames over 1/60 s (`FrameStats.missedFrameBudget`).
    public var missedFrames: Int
    public var maximumInputLatencyMilliseconds: Double
    /// From the program's start to the first frame of the feed (the photos loaded).
    public var startupMilliseconds: Double
    /// From the program's start to the first frame a window showed: its background or
    /// the loading screen while the photos load in the background; the same as
    /// `startupMilliseconds` headless, where the photos load before any frame.
    public var firstWindowFrameMilliseconds: Double
    public var peakResidentMegabytes: Double
    /// Time a stalled loop skipped rather than run (a window only).
    public var droppedTimeMilliseconds: Double
    /// What drew the frames: in a window SDL's renderer and the OpenGL behind it, or the
    /// CPU canvas and why (`Window.renderingDescription`); headless, the CPU canvas.
    public var renderer: String
    /// The slowest timed frames, slowest first (at most ten): when each was drawn and
    /// where its time went.
    public var slowestFrames: [SlowFrame]

    /// The report's JSON keys: the names the state-report contract (DESIGN.md) gives them.
    enum CodingKeys: String, CodingKey {
        case frames
        case frameMilliseconds = "frame_ms"
        case stepMicroseconds = "step_us"
        case buildMilliseconds = "build_ms"
        case renderMilliseconds = "render_ms"
        case stepsPerFrame = "steps_per_frame"
        case missedFrames = "missed_frames"
        case maximumInputLatencyMilliseconds = "max_input_latency_ms"
        case startupMilliseconds = "startup_ms"
        case firstWindowFrameMilliseconds = "first_window_frame_ms"
        case peakResidentMegabytes = "peak_rss_mb"
        case droppedTimeMilliseconds = "dropped_time_ms"
        case slowestFrames = "slowest_frames"
        case renderer
    }
}
