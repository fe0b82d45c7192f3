import Geometry

/// Turns elapsed time into whole simulation steps ("Fix Your Timestep!").
///
/// Real (or scripted) time is accumulated and only ever spent in whole steps of
/// `stepDuration`, so the simulation's state after N steps is the same whatever the
/// frame rate. A long stall (a debugger pause, a swapped-out window) is clamped to
/// `maximumElapsed` so the loop never spirals trying to catch up; the time thrown away is
/// reported in `droppedTime`.
public struct FixedStepClock: Sendable {
    /// DESIGN.md, One frame: the simulation step is 1/240 s, four steps per 60 Hz frame.
    public static let defaultStepsPerSecond = 240
    /// docs/MOTION.md, Time: Fiedler clamps a stall at 0.25 s.
    public static let defaultMaximumElapsed = 0.25

    public let stepsPerSecond: Int
    public let maximumElapsed: Double
    /// Whole steps taken so far; simulation time is `steps × stepDuration`.
    public private(set) var steps: Int = 0
    /// Time accumulated but not yet spent in a whole step.
    public private(set) var accumulator: Double = 0
    /// Total time discarded by the stall clamp.
    public private(set) var droppedTime: Double = 0

    /// A clock at step zero that spends time in steps of 1 / `stepsPerSecond` seconds and
    /// drops whatever one `accumulate` brings beyond `maximumElapsed`.
    public init(
        stepsPerSecond: Int = FixedStepClock.defaultStepsPerSecond,
        maximumElapsed: Double = FixedStepClock.defaultMaximumElapsed
    ) {
        precondition(stepsPerSecond > 0, "a clock needs a positive step rate")
        self.stepsPerSecond = stepsPerSecond
        self.maximumElapsed = maximumElapsed
    }

    /// Seconds in one step.
    public var stepDuration: Double { 1 / Double(stepsPerSecond) }

    /// Simulation time at the end of the last whole step, in seconds.
    public var time: Double { Double(steps) / Double(stepsPerSecond) }

    /// The step whose interval [k·dt, (k+1)·dt) contains `time`, computed exactly from
    /// milliseconds so scripted events land in the same step at every frame rate.
    public func stepIndex(containingMilliseconds ms: Int) -> Int {
        (ms * stepsPerSecond) / 1000
    }

    /// Adds `elapsed` seconds of real time and returns how many whole steps are now due.
    /// The caller runs them and records each with `advance(steps:)`.
    public mutating func accumulate(_ elapsed: Double) -> Int {
        var elapsed = max(0, elapsed)
        if elapsed > maximumElapsed {
            droppedTime += elapsed - maximumElapsed
            elapsed = maximumElapsed
        }
        accumulator += elapsed
        let due = Int(saturating: (accumulator * Double(stepsPerSecond)).rounded(.down))
        accumulator -= Double(due) / Double(stepsPerSecond)
        return due
    }

    /// Records `count` steps taken: those `accumulate` made due, or, headless, the steps
    /// run to reach an exact target.
    public mutating func advance(steps count: Int) {
        precondition(count >= 0, "time only moves forward")
        steps += count
    }
}
