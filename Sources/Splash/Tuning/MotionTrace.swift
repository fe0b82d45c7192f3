/// The last real run of one animation, sampled from the simulation every step, as a
/// share of the way from where it started to where it was going (0 at the start, 1 at
/// the target, past 1 when it overshoots): the motion panel draws it over the spring's
/// own step response, so the velocity a gesture handed the spring shows (issue 15).
public struct MotionTrace: Equatable, Sendable {
    /// Seconds between samples: one simulation step.
    public var interval: Double
    public var samples: [Double]

    public init(interval: Double, samples: [Double] = []) {
        self.interval = interval
        self.samples = samples
    }

    /// The most samples kept (tuned: ten seconds of steps, far longer than any spring
    /// here takes to settle).
    public static let maximumSamples = 2400

    /// The share of the way `value` is from `start` toward `target` (1 when they meet).
    public static func share(_ value: Double, from start: Double, to target: Double) -> Double {
        target == start ? 1 : (value - start) / (target - start)
    }

    mutating func append(_ share: Double) {
        if samples.count < MotionTrace.maximumSamples { samples.append(share) }
    }
}
