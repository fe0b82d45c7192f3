/// A running spring on any `Animatable` value: the allocation-free, steppable object the
/// app keeps per animated property.
///
/// Stepping evaluates the spring's closed form at the time accumulated since the last
/// (re)start, so a spring stepped in 1/240 s steps is exactly where `Spring` evaluated
/// at the total time puts it: no integration error builds up. Retargeting restarts the
/// closed form from the current value and velocity, so motion stays continuous.
public struct SpringAnimation<Value: Animatable>: Sendable {
    @usableFromInline var currentValue: Value
    @usableFromInline var currentVelocity: Value
    @usableFromInline var currentTarget: Value
    @usableFromInline var parameters: SpringParameters
    /// Displacement from the target and velocity at the last (re)start.
    @usableFromInline var startDisplacement: Value
    @usableFromInline var startVelocity: Value
    /// Seconds since the last (re)start.
    @usableFromInline var elapsed: Double
    @usableFromInline var settled: Bool
    /// See `Spring.defaultSettlingEpsilon`. A unitless property such as scale may want a
    /// smaller one.
    public var settlingEpsilon: Double

    /// A spring at `value` moving at `velocity` toward `target` (default: at rest there).
    public init(
        value: Value, target: Value? = nil, velocity: Value = .zero, spring: SpringParameters,
        settlingEpsilon: Double = Spring.defaultSettlingEpsilon
    ) {
        currentValue = value
        currentVelocity = velocity
        currentTarget = target ?? value
        parameters = spring
        startDisplacement = value - (target ?? value)
        startVelocity = velocity
        elapsed = 0
        settled = false
        self.settlingEpsilon = settlingEpsilon
        settleIfAtRest()
    }

    public var value: Value { currentValue }
    /// Units per second.
    public var velocity: Value { currentVelocity }
    public var target: Value { currentTarget }
    public var spring: SpringParameters { parameters }
    /// At the target and still, within `settlingEpsilon`; stepping does nothing then.
    public var isSettled: Bool { settled }

    /// Advances by `dt` seconds.
    @inlinable
    public mutating func step(dt: Double) {
        guard !settled else { return }
        elapsed += dt
        let basis = parameters.basis(at: elapsed)
        let displacement = basis.displacement(from: startDisplacement, velocity: startVelocity)
        currentVelocity = basis.velocity(from: startDisplacement, velocity: startVelocity)
        currentValue = currentTarget + displacement
        if displacement.componentMagnitude < settlingEpsilon && currentVelocity.componentMagnitude < settlingEpsilon {
            currentValue = currentTarget
            currentVelocity = .zero
            settled = true
        }
    }

    /// Heads for `target` from the current value and velocity, keeping the spring.
    public mutating func retarget(to target: Value) {
        restart(target: target, velocity: currentVelocity)
    }

    /// Heads for `target` with a new spring, from the current value and velocity.
    public mutating func retarget(to target: Value, spring: SpringParameters) {
        parameters = spring
        restart(target: target, velocity: currentVelocity)
    }

    /// Heads for `target` from the current value at a given velocity, e.g. a gesture's
    /// velocity on release.
    public mutating func retarget(to target: Value, velocity: Value, spring: SpringParameters? = nil) {
        if let spring { parameters = spring }
        restart(target: target, velocity: velocity)
    }

    /// Jumps to `value` and rests there (target, velocity and motion reset).
    public mutating func setImmediately(_ value: Value) {
        currentValue = value
        currentTarget = value
        currentVelocity = .zero
        startDisplacement = .zero
        startVelocity = .zero
        elapsed = 0
        settled = true
    }

    private mutating func restart(target: Value, velocity: Value) {
        currentTarget = target
        currentVelocity = velocity
        startDisplacement = currentValue - target
        startVelocity = velocity
        elapsed = 0
        settled = false
        settleIfAtRest()
    }

    private mutating func settleIfAtRest() {
        if startDisplacement.componentMagnitude < settlingEpsilon && startVelocity.componentMagnitude < settlingEpsilon {
            currentValue = currentTarget
            currentVelocity = .zero
            settled = true
        } else {
            settled = false
        }
    }
}
