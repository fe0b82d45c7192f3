#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The one running animation in Splash: a value on any `Animatable` type moving on a
/// spring, along a timing curve for a fixed duration, or gliding to a stop by decay. It
/// owns its time (the seconds since it last started), is stepped once per simulation
/// step, and is finished within its `Tolerance`, after Flutter's physics simulations
/// driven by one controller.
///
/// Every kind is evaluated in closed form at the time accumulated since the last
/// (re)start, so stepping in 1/240 s steps lands exactly where the formula at the total
/// time does. A retarget starts again from the current value and velocity, so motion
/// stays continuous whatever the kind before and after.
public struct Animation<Value: Animatable>: Sendable {
    /// How the value moves.
    public enum Kind: Sendable {
        /// A damped spring (docs/MOTION.md, Springs).
        case spring(SpringParameters)
        /// A timing curve over a fixed duration, UIView.animate-style (docs/MOTION.md,
        /// Timing curves).
        case curve(TimingCurve, duration: Double)
        /// Velocity falls by `rate` every millisecond; the target is where it comes to
        /// rest (docs/MOTION.md, Scrolling).
        case decay(rate: Double)
    }

    // Stored properties are `@usableFromInline` so `step(dt:)` can be inlined and
    // specialized in the modules that step animations every 1/240 s (as Flutter's
    // simulations are evaluated inline): unspecialized, a generic step through witness
    // tables cost about three times as much.
    @usableFromInline var currentKind: Kind
    @usableFromInline var currentValue: Value
    @usableFromInline var currentVelocity: Value
    @usableFromInline var currentTarget: Value
    @usableFromInline var sinceStart: Double = 0
    @usableFromInline var sinceMade: Double = 0

    public var kind: Kind { currentKind }
    public var value: Value { currentValue }
    /// Units per second.
    public var velocity: Value { currentVelocity }
    public var target: Value { currentTarget }
    /// Seconds since the last (re)start.
    public var elapsed: Double { sinceStart }
    /// Seconds since it was made, across retargets: how long a flight whose target
    /// moves has been under way.
    public var age: Double { sinceMade }
    /// When the value and its speed count as at rest (springs and decays; a curve ends
    /// at its duration).
    public var tolerance: Tolerance
    /// Where the value was and how fast it moved at the last (re)start: a spring's
    /// displacement from the target, a curve's start, a decay's start.
    @usableFromInline var start: Value
    @usableFromInline var startVelocity: Value
    /// A curve's velocity at its start beyond what the curve itself gives, carried by
    /// Δv·D·φ(t/D), φ(s) = s(1 − s)²: it starts at 0 with slope Δv and is back to 0, flat,
    /// when the curve ends, so a retarget keeps value and velocity and still ends on time.
    @usableFromInline var velocityCorrection: Value = .zero
    @usableFromInline var finished = false

    private init(kind: Kind, value: Value, target: Value, velocity: Value, tolerance: Tolerance) {
        self.currentKind = kind
        self.currentValue = value
        self.currentVelocity = velocity
        self.currentTarget = target
        self.tolerance = tolerance
        start = value
        startVelocity = velocity
        restart(target: target, velocity: velocity, kind: kind)
    }

    /// A value resting at `value`: nothing moves until it is retargeted.
    public init(value: Value) {
        self.init(kind: .curve(.easeInOut, duration: 0), value: value, target: value, velocity: .zero, tolerance: .points)
    }

    /// A spring at `value` moving at `velocity` toward `target` (default: at rest there).
    public static func spring(
        value: Value, target: Value? = nil, velocity: Value = .zero, spring: SpringParameters,
        tolerance: Tolerance = .points
    ) -> Animation {
        Animation(kind: .spring(spring), value: value, target: target ?? value, velocity: velocity, tolerance: tolerance)
    }

    /// From `start` to `target` along `curve` over `duration` seconds. With no
    /// `initialVelocity` it leaves at the curve's own start velocity, as UIKit's curves
    /// do; a given one (units per second) is honoured through the correction term.
    public static func curve(
        from start: Value, to target: Value, duration: Double, curve: TimingCurve = .easeInOut,
        initialVelocity: Value? = nil
    ) -> Animation {
        var animation = Animation(value: start)
        animation.restart(
            target: target, velocity: initialVelocity, kind: .curve(curve, duration: max(duration, 0)))
        return animation
    }

    /// A glide from `start` at `velocity`, slowing by `rate` per millisecond, until its
    /// speed is under `tolerance.velocity`; its target is where it comes to rest.
    public static func decay(
        from start: Value, velocity: Value, rate: Double = Decay.normalRate, tolerance: Tolerance = .glide
    ) -> Animation {
        precondition(rate > 0 && rate < 1, "a decay rate is a fraction in 0..<1")
        let rest = start + velocity.scaled(by: Decay.timeConstant(rate: rate))
        return Animation(kind: .decay(rate: rate), value: start, target: rest, velocity: velocity, tolerance: tolerance)
    }

    /// Whether it has come to rest (a spring or decay within its tolerance, a curve at
    /// its duration); stepping does nothing then.
    public var isFinished: Bool { finished }

    /// The spring's parameters, if it is a spring.
    public var spring: SpringParameters? {
        if case .spring(let parameters) = kind { return parameters }
        return nil
    }

    /// The curve's duration, if it is a curve.
    public var duration: Double? {
        if case .curve(_, let duration) = kind { return duration }
        return nil
    }

    /// Advances by `dt` seconds.
    @inlinable
    public mutating func step(dt: Double) {
        guard !finished else { return }
        sinceStart += dt
        sinceMade += dt
        switch kind {
        case .spring(let parameters):
            let basis = parameters.basis(at: elapsed)
            let displacement = basis.displacement(from: start, velocity: startVelocity)
            currentVelocity = basis.velocity(from: start, velocity: startVelocity)
            currentValue = target + displacement
            if tolerance.isAtRest(displacement: displacement, velocity: velocity) { land() }
        case .curve(let curve, let duration):
            guard elapsed < duration else { return land() }
            let s = elapsed / duration
            let phi = s * (1 - s) * (1 - s)
            let phiSlope = (1 - s) * (1 - 3 * s)
            currentValue = start.interpolated(to: target, fraction: curve.value(at: s)) + velocityCorrection.scaled(by: duration * phi)
            currentVelocity = curveVelocity(at: s) + velocityCorrection.scaled(by: phiSlope)
        case .decay(let rate):
            let tau = Decay.timeConstant(rate: rate)
            let kept = exp(-elapsed / tau)
            currentVelocity = startVelocity.scaled(by: kept)
            currentValue = start + startVelocity.scaled(by: tau * (1 - kept))
            if velocity.componentMagnitude < tolerance.velocity { land() }
        }
    }

    /// Heads for `target` from the current value and velocity, the same way: a spring
    /// keeps its spring, a curve its curve and duration. A decay has no target of its
    /// own choosing (it goes where its velocity takes it), so it glides on from here.
    public mutating func retarget(to target: Value) {
        restart(target: target, velocity: velocity, kind: kind)
    }

    /// Heads for `target` on a new spring, from the current value and velocity.
    public mutating func retarget(to target: Value, spring: SpringParameters) {
        restart(target: target, velocity: velocity, kind: .spring(spring))
    }

    /// Heads for `target` from the current value at `velocity`, e.g. a gesture's velocity
    /// on release, on `spring` (default: the same way as before).
    public mutating func retarget(to target: Value, velocity: Value, spring: SpringParameters? = nil) {
        restart(target: target, velocity: velocity, kind: spring.map { .spring($0) } ?? kind)
    }

    /// Heads for `target` along a curve from the current value and velocity, over
    /// `duration` seconds (default: the current curve's) along `curve` (default: the
    /// current one, else ease in-out).
    public mutating func retarget(to target: Value, duration: Double?, curve: TimingCurve? = nil) {
        var current: (TimingCurve, Double) = (.easeInOut, 0)
        if case .curve(let ownCurve, let ownDuration) = kind { current = (ownCurve, ownDuration) }
        restart(
            target: target, velocity: velocity,
            kind: .curve(curve ?? current.0, duration: max(duration ?? current.1, 0)))
    }

    /// Jumps to `value` and rests there.
    public mutating func setImmediately(_ value: Value) {
        self.currentValue = value
        currentTarget = value
        land()
    }

    private mutating func restart(target newTarget: Value, velocity newVelocity: Value?, kind newKind: Kind) {
        currentKind = newKind
        sinceStart = 0
        finished = false
        switch newKind {
        case .spring:
            let carried = newVelocity ?? .zero
            currentTarget = newTarget
            currentVelocity = carried
            start = value - newTarget
            startVelocity = carried
            if tolerance.isAtRest(displacement: start, velocity: startVelocity) { land() }
        case .curve(_, let duration):
            start = value
            currentTarget = newTarget
            velocityCorrection = .zero
            let own = curveVelocity(at: 0)
            let correction = (newVelocity ?? own) - own
            // A curve with a vertical start (a zero-length handle pointing up) has no
            // finite start slope to correct against; it then starts at its own velocity.
            velocityCorrection = correction.componentMagnitude.isFinite ? correction : .zero
            currentVelocity = own + velocityCorrection
            if duration == 0 { land() }
        case .decay(let rate):
            let carried = newVelocity ?? .zero
            start = value
            startVelocity = carried
            currentVelocity = carried
            currentTarget = value + carried.scaled(by: Decay.timeConstant(rate: rate))
            if carried.componentMagnitude < tolerance.velocity { land() }
        }
    }

    @usableFromInline
    func curveVelocity(at s: Double) -> Value {
        guard case .curve(let curve, let duration) = kind, duration > 0 else { return .zero }
        return (target - start).scaled(by: curve.derivative(at: s) / duration)
    }

    @usableFromInline
    mutating func land() {
        if case .curve(_, let duration) = kind { sinceStart = max(elapsed, duration) }
        currentValue = target
        currentVelocity = .zero
        finished = true
    }
}
