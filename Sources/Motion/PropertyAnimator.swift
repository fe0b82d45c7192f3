/// An interruptible, scrubbable animation of a value from `from` to `to`, with
/// `UIViewPropertyAnimator`'s semantics, advanced by `step(dt:)` (it reads no clock).
///
/// Progress p runs from 0 (`from`) to 1 (`to`); the value is `from + (to − from)·p`.
/// A run — from `startAnimation()`, `continueAnimation(…)` or a direction change —
/// moves p from where it is to the end in the current direction, along a curve over
/// the run's duration or along a spring. Runs start from the current progress velocity,
/// so interrupting one never makes the value jump or its velocity break.
///
/// `fractionComplete` is settable only while paused (docs/MOTION.md, Timing curves). With
/// `scrubsLinearly` (the default) p is the fraction itself; otherwise p is the
/// animator's curve at that fraction. Either way a paused value depends only on
/// `fractionComplete`. While a spring runs, `fractionComplete` follows its overshoot
/// past 0…1.
///
/// Writes that UIKit forbids are defined here as no-ops rather than crashes: setting
/// `fractionComplete` while running, and anything but `finishAnimation(at:)` while
/// stopped (docs/MOTION.md, fix 9: a dismissed, stopped animator may still be written to).
public final class PropertyAnimator<Value: Animatable> {
    /// A spring run counts as settled within this much progress: 1e-5 of the animated
    /// distance, under 0.01 pt for anything on screen. Tuned here.
    public static var progressSettlingEpsilon: Double { 1e-5 }

    /// Seconds for a full run from 0 to 1 with curve timing, and the base of
    /// `continueAnimation`'s duration factor.
    public let duration: Double
    public let from: Value
    public let to: Value
    public private(set) var timingParameters: TimingParameters
    public private(set) var state: AnimatorState = .inactive
    /// Active and not paused.
    public private(set) var isRunning = false
    /// See the type's discussion.
    public var scrubsLinearly = true

    /// The run in progress, or the paused one to resume; nil when the next start must
    /// plan a new run from the current progress.
    private var run: Run?
    private var progress: Double = 0
    /// Progress per second.
    private var progressVelocity: Double = 0
    /// The fraction last set while scrubbing non-linearly (p is then the curve's value).
    private var scrubbedFraction: Double?
    private var reversed = false
    private var completions: [(AnimatingPosition) -> Void] = []

    /// What moves progress during a run.
    private enum Run {
        case curve(CurveAnimation<Double>)
        case spring(SpringAnimation<Double>)
    }

    public init(duration: Double, timing: TimingParameters = .curve(.easeInOut), from: Value, to: Value,
                completion: ((AnimatingPosition) -> Void)? = nil) {
        self.duration = max(duration, 0)
        self.timingParameters = timing
        self.from = from
        self.to = to
        if let completion { completions.append(completion) }
    }

    /// The animated value now.
    public var value: Value { from.interpolated(to: to, fraction: progress) }

    /// Units per second.
    public var velocity: Value { (to - from).scaled(by: progressVelocity) }

    /// Runs once when the animator next ends (at the end, the start, or where it was
    /// finished early); handlers are dropped after running.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public var fractionComplete: Double {
        get { scrubbedFraction ?? progress }
        set {
            guard state != .stopped, !isRunning else { return }
            state = .active
            let fraction = min(max(newValue, 0), 1)
            if scrubsLinearly {
                scrubbedFraction = nil
                progress = fraction
            } else {
                scrubbedFraction = fraction
                progress = scrubCurve.value(at: fraction)
            }
            progressVelocity = 0
            run = nil
        }
    }

    /// Whether runs head for the start instead of the end. Flipping it while running
    /// turns the motion around smoothly; while paused it applies to the next run.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard state != .stopped, newValue != reversed else { return }
            reversed = newValue
            guard isRunning, let current = run else { run = nil; return }
            switch current {
            case var .curve(animation):
                animation.retarget(to: endProgress, duration: duration * remainingFraction)
                run = .curve(animation)
            case var .spring(animation):
                animation.retarget(to: endProgress)
                run = .spring(animation)
            }
        }
    }

    /// Starts, or resumes a paused animator where it was.
    public func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        state = .active
        isRunning = true
        if run == nil { beginRun(timing: timingParameters, runDuration: duration * remainingFraction, interrupting: false) }
    }

    /// Freezes the value where it is; an inactive animator becomes active and paused.
    public func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        isRunning = false
        progressVelocity = 0
    }

    /// Resumes with new timing (nil keeps the current) over `durationFactor × duration`
    /// seconds. A factor of 0 means the time left at the original pace,
    /// `(1 − fractionComplete) × duration` (UIKit documents only the multiplication).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        guard state != .stopped else { return }
        if let parameters { timingParameters = parameters }
        let runDuration = durationFactor > 0 ? durationFactor * duration : duration * remainingFraction
        let interrupting = isRunning
        state = .active
        isRunning = true
        beginRun(timing: timingParameters, runDuration: runDuration, interrupting: interrupting)
    }

    /// Stops where it is. Without finishing the animator goes inactive and no completion
    /// runs; otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    public func stopAnimation(withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        progressVelocity = 0
        run = nil
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator at `position` and runs the completions; ignored in any
    /// other state.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        switch position {
        case .start: progress = 0
        case .end: progress = 1
        case .current: break
        }
        complete(at: position)
    }

    /// Advances a running animator by `dt` seconds; completes it when the run ends.
    public func step(dt: Double) {
        guard state == .active, isRunning, let current = run else { return }
        let finished: Bool
        switch current {
        case var .curve(animation):
            animation.step(dt: dt)
            progress = animation.value
            progressVelocity = animation.velocity
            finished = animation.isFinished
            run = .curve(animation)
        case var .spring(animation):
            animation.step(dt: dt)
            progress = animation.value
            progressVelocity = animation.velocity
            finished = animation.isSettled
            run = .spring(animation)
        }
        if finished {
            progress = endProgress
            complete(at: reversed ? .start : .end)
        }
    }

    private var endProgress: Double { reversed ? 0 : 1 }

    /// The share of a full run still to go in the current direction.
    private var remainingFraction: Double { min(abs(endProgress - progress), 1) }

    /// Non-linear scrubbing follows the animator's curve; springs scrub linearly.
    private var scrubCurve: TimingCurve {
        if case let .curve(curve) = timingParameters { return curve }
        return .linear
    }

    /// Plans a run from the current progress. A run that interrupts a moving one starts
    /// at its velocity; one from rest starts as its timing does.
    private func beginRun(timing: TimingParameters, runDuration: Double, interrupting: Bool) {
        scrubbedFraction = nil
        if !interrupting { progressVelocity = 0 }
        let remaining = endProgress - progress
        switch timing {
        case let .curve(curve):
            run = .curve(CurveAnimation(from: progress, to: endProgress, duration: runDuration, curve: curve,
                                        initialVelocity: interrupting ? progressVelocity : nil))
        case let .spring(dampingRatio, relativeVelocity):
            guard runDuration > 0 else {
                run = .curve(CurveAnimation(from: progress, to: endProgress, duration: 0))
                return
            }
            let spring = SpringParameters(duration: runDuration, dampingRatio: dampingRatio,
                                          initialRelativeVelocity: relativeVelocity)
            run = .spring(SpringAnimation(value: progress, target: endProgress,
                                          velocity: progressVelocity + relativeVelocity * remaining,
                                          spring: spring, settlingEpsilon: Self.progressSettlingEpsilon))
        case let .physicalSpring(spring, relativeVelocity):
            run = .spring(SpringAnimation(value: progress, target: endProgress,
                                          velocity: progressVelocity + relativeVelocity * remaining,
                                          spring: spring, settlingEpsilon: Self.progressSettlingEpsilon))
        }
        switch run {
        case let .curve(animation)?: progressVelocity = animation.velocity
        case let .spring(animation)?: progressVelocity = animation.velocity
        case nil: break
        }
    }

    private func complete(at position: AnimatingPosition) {
        state = .inactive
        isRunning = false
        progressVelocity = 0
        scrubbedFraction = nil
        run = nil
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }
}
