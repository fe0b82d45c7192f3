extension FrameStatsReport {
    /// One of a run's slowest frames: when it fell on the simulation clock and where its
    /// time went, so a missed frame can be found in the script (or the session) that
    /// drew it, and looked at there with `--every-frame`.
    public struct SlowFrame: Codable, Equatable, Sendable {
        /// The frame's time on the simulation clock, from the run's start: a script's
        /// own milliseconds headless; a window's session time.
        public var atMilliseconds: Double
        /// The frame's number, as `--every-frame` names its PNG (`frame-NNNNN.png`).
        public var index: Int
        public var frameMilliseconds: Double
        public var steps: Int
        public var stepMilliseconds: Double
        public var buildMilliseconds: Double
        public var renderMilliseconds: Double

        public init(
            atMilliseconds: Double, index: Int, frameMilliseconds: Double, steps: Int, stepMilliseconds: Double,
            buildMilliseconds: Double, renderMilliseconds: Double
        ) {
            self.atMilliseconds = atMilliseconds
            self.index = index
            self.frameMilliseconds = frameMilliseconds
            self.steps = steps
            self.stepMilliseconds = stepMilliseconds
            self.buildMilliseconds = buildMilliseconds
            self.renderMilliseconds = renderMilliseconds
        }

        /// The JSON keys, snake_case like the rest of the report.
        enum CodingKeys: String, CodingKey {
            case atMilliseconds = "at_ms"
            case index
            case frameMilliseconds = "frame_ms"
            case steps
            case stepMilliseconds = "step_ms"
            case buildMilliseconds = "build_ms"
            case renderMilliseconds = "render_ms"
        }
    }
}
