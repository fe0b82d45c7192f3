#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Scroll deceleration: velocity falls by `rate` every millisecond, in closed form.
///
/// The time constant is τ = rate / (1 − rate) ms, so the glide's end is exactly WWDC18's
/// projection `offset + (v / 1000) · rate / (1 − rate)` and velocity at t = 0 is exactly
/// the hand-off velocity. Per millisecond velocity then falls by e^(−1/τ), which differs
/// from `rate` by under 2e-6 at 0.998 (a plain e^(t·ln rate) would instead miss the
/// published projection by 0.1 %).
public struct Decay: Simulation, Hashable, Sendable {
    /// docs/MOTION.md, Scrolling: deceleration `.normal`, 0.998 per millisecond.
    public static let normalRate = 0.998
    /// docs/MOTION.md, Scrolling: deceleration `.fast`, 0.99 per millisecond.
    public static let fastRate = 0.99
    /// Milliseconds per second: the rate is per millisecond, velocities per second.
    static let millisecondsPerSecond = 1000.0

    public var from: Double
    /// Points per second at t = 0.
    public var initialVelocity: Double
    /// Fraction of velocity kept per millisecond, in 0..<1.
    public var rate: Double
    /// The glide counts as stopped when slower than `tolerance.velocity` (default:
    /// `Tolerance.fling`, 0.1 pt/s).
    public var tolerance: Tolerance

    public init(from: Double, velocity: Double, rate: Double = Decay.normalRate, tolerance: Tolerance = .fling) {
        precondition(rate > 0 && rate < 1, "a decay rate is a fraction in 0..<1")
        self.from = from
        self.initialVelocity = velocity
        self.rate = rate
        self.tolerance = tolerance
    }

    /// The speed below which the glide counts as stopped, points per second.
    public var stopVelocity: Double { tolerance.velocity }

    /// τ in seconds: velocity is v₀·e^(−t/τ).
    public var timeConstant: Double { Self.timeConstant(rate: rate) }

    @usableFromInline
    static func timeConstant(rate: Double) -> Double { rate / (1 - rate) / millisecondsPerSecond }

    /// Where the glide ends (WWDC18's projection).
    public var restPosition: Double { from + initialVelocity * timeConstant }

    /// Seconds until the speed falls below `stopVelocity` (0 if it already is).
    public var duration: Double {
        let speed = abs(initialVelocity)
        return speed <= stopVelocity ? 0 : timeConstant * log(speed / stopVelocity)
    }

    /// The initial velocity whose glide covers `distance` exactly: for snapping a
    /// flick to a chosen rest point.
    public static func velocity(toTravel distance: Double, rate: Double = Decay.normalRate) -> Double {
        distance / timeConstant(rate: rate)
    }

    /// Seconds until the glide reaches `position`, in closed form (nil if it never
    /// does: behind its start, or beyond its rest point). Flutter's
    /// `BouncingScrollSimulation` hands a fling to the edge spring at this time, not at
    /// the first step past the edge.
    public func time(atPosition position: Double) -> Double? {
        let travel = position - from
        guard travel == 0 || (travel > 0) == (initialVelocity > 0), initialVelocity != 0 else {
            return travel == 0 ? 0 : nil
        }
        let share = travel / (initialVelocity * timeConstant)
        guard share < 1 else { return nil }
        return -timeConstant * log(1 - share)
    }

    public func position(at t: Double) -> Double {
        from + initialVelocity * timeConstant * (1 - exp(-t / timeConstant))
    }

    public func velocity(at t: Double) -> Double {
        initialVelocity * exp(-t / timeConstant)
    }

    public func isDone(at t: Double) -> Bool {
        abs(velocity(at: t)) < stopVelocity
    }
}
