/// A fixed-duration animation along a `TimingCurve` (UIView.animate-style), on any
/// `Animatable` value, steppable and retargetable.
///
/// Retargeting starts a new curve from the current value. A curve's own start slope
/// rarely matches the motion in progress, so the difference in velocity is carried by a
/// correction term Δv·D·φ(t/D), φ(s) = s(1 − s)²: it starts at 0 with slope Δv and is
/// back to 0, flat, when the curve ends. Value and velocity are then continuous across
/// any retarget, and the animation still ends exactly at the target after D seconds.
public struct CurveAnimation<Value: Animatable>: Sendable {
    public private(set) var start: Value
    public private(set) var target: Value
    public private(set) var duration: Double
    public private(set) var curve: TimingCurve
    /// Velocity at the start beyond what the curve itself gives, units per second.
    private var velocityCorrection: Value
    /// Seconds since the last (re)start.
    public private(set) var elapsed: Double
    public private(set) var value: Value
    /// Units per second.
    public private(set) var velocity: Value

    /// An animation from `start` to `target` over `duration` seconds. With no
    /// `initialVelocity` it leaves at the curve's own start velocity, as UIKit's curves
    /// do; a given one (units per second) is honoured through the correction term.
    public init(
        from start: Value, to target: Value, duration: Double, curve: TimingCurve = .easeInOut,
        initialVelocity: Value? = nil
    ) {
        self.start = start
        self.target = target
        self.duration = max(duration, 0)
        self.curve = curve
        velocityCorrection = .zero
        elapsed = 0
        value = start
        velocity = .zero
        let ownVelocity = curveVelocity(at: 0)
        let correction = (initialVelocity ?? ownVelocity) - ownVelocity
        // A curve with a vertical start (a zero-length handle pointing up) has no finite
        // start slope to correct against; it then starts at its own velocity.
        velocityCorrection = correction.componentMagnitude.isFinite ? correction : .zero
        velocity = ownVelocity + velocityCorrection
        if self.duration == 0 { finish() }
    }

    /// An animation resting at `value`.
    public init(value: Value) {
        self.init(from: value, to: value, duration: 0)
    }

    /// Whether the curve has run its full duration; stepping does nothing then.
    public var isFinished: Bool { elapsed >= duration }

    /// Advances by `dt` seconds.
    public mutating func step(dt: Double) {
        guard !isFinished else { return }
        elapsed += dt
        if isFinished { finish(); return }
        let s = elapsed / duration
        let phi = s * (1 - s) * (1 - s)
        let phiSlope = (1 - s) * (1 - 3 * s)
        value = start.interpolated(to: target, fraction: curve.value(at: s)) + velocityCorrection.scaled(by: duration * phi)
        velocity = curveVelocity(at: s) + velocityCorrection.scaled(by: phiSlope)
    }

    /// Heads for `target` from the current value and velocity over `duration` seconds
    /// (default: the current duration) along `curve` (default: the current curve).
    public mutating func retarget(to target: Value, duration: Double? = nil, curve: TimingCurve? = nil) {
        let carried = velocity
        self = CurveAnimation(
            from: value, to: target, duration: duration ?? self.duration,
            curve: curve ?? self.curve, initialVelocity: carried)
    }

    /// Jumps to `value` and rests there.
    public mutating func setImmediately(_ value: Value) {
        self = CurveAnimation(value: value)
    }

    private func curveVelocity(at s: Double) -> Value {
        guard duration > 0 else { return .zero }
        return (target - start).scaled(by: curve.derivative(at: s) / duration)
    }

    private mutating func finish() {
        elapsed = duration
        value = target
        velocity = .zero
    }
}
