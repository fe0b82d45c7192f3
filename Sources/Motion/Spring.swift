/// A damped spring moving a value from `from` toward `to`, evaluated in closed form
/// (under-damped, critically damped or over-damped), never by stepping an integrator.
public struct Spring: Simulation, Hashable, Sendable {
    public var parameters: SpringParameters
    public var from: Double
    public var to: Double
    /// Units per second at t = 0 (positive means increasing, not "toward the target").
    public var initialVelocity: Double
    /// How close to rest counts as done (default: `Tolerance.points`).
    public var tolerance: Tolerance

    public init(
        parameters: SpringParameters, from: Double, to: Double, initialVelocity: Double = 0,
        tolerance: Tolerance = .points
    ) {
        self.parameters = parameters
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.tolerance = tolerance
    }

    public init(
        mass: Double = 1, stiffness: Double, damping: Double,
        from: Double, to: Double, initialVelocity: Double = 0
    ) {
        self.init(
            parameters: SpringParameters(mass: mass, stiffness: stiffness, damping: damping),
            from: from, to: to, initialVelocity: initialVelocity)
    }

    /// A spring given by its undamped period and damping ratio (SwiftUI, WWDC18).
    public init(response: Double, dampingRatio: Double, from: Double, to: Double, initialVelocity: Double = 0) {
        self.init(
            parameters: SpringParameters(response: response, dampingRatio: dampingRatio),
            from: from, to: to, initialVelocity: initialVelocity)
    }

    /// UIKit's duration-based spring. `initialRelativeVelocity` is in distances per second
    /// (1 covers `to − from` in one second), as in `UIView.animate(…initialSpringVelocity:)`.
    public init(
        duration: Double, dampingRatio: Double, initialRelativeVelocity: Double = 0,
        from: Double, to: Double
    ) {
        self.init(
            parameters: SpringParameters(
                duration: duration, dampingRatio: dampingRatio,
                initialRelativeVelocity: initialRelativeVelocity),
            from: from, to: to,
            initialVelocity: VelocityHandoff.pointsPerSecond(
                relativeVelocity: initialRelativeVelocity,
                from: from, to: to))
    }

    /// SwiftUI's `Spring(duration:bounce:)`.
    public init(duration: Double, bounce: Double, from: Double, to: Double, initialVelocity: Double = 0) {
        self.init(
            parameters: SpringParameters(duration: duration, bounce: bounce),
            from: from, to: to, initialVelocity: initialVelocity)
    }

    /// The moving mass (`SpringParameters.mass`).
    public var mass: Double { parameters.mass }
    /// Force per unit of displacement (`SpringParameters.stiffness`).
    public var stiffness: Double { parameters.stiffness }
    /// Force per unit of velocity (`SpringParameters.damping`).
    public var damping: Double { parameters.damping }
    /// Below 1 the spring overshoots, at 1 it is critically damped, above 1 it creeps.
    public var dampingRatio: Double { parameters.dampingRatio }

    /// The value `t` seconds after the spring started.
    public func position(at t: Double) -> Double {
        to + parameters.basis(at: t).displacement(from: from - to, velocity: initialVelocity)
    }

    /// How fast the value moves `t` seconds after the start, units per second.
    public func velocity(at t: Double) -> Double {
        parameters.basis(at: t).velocity(from: from - to, velocity: initialVelocity)
    }

    /// Whether, `t` seconds after the start, the distance to `to` and the speed are
    /// within `tolerance`.
    public func isDone(at t: Double) -> Bool {
        let basis = parameters.basis(at: t)
        return tolerance.isAtRest(
            displacement: basis.displacement(from: from - to, velocity: initialVelocity),
            velocity: basis.velocity(from: from - to, velocity: initialVelocity))
    }
}
