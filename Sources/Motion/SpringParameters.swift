#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A damped spring's physics: mass, stiffness and damping, with the constructors UIKit
/// and SwiftUI use to describe springs in other terms.
///
/// The solution constants of the three damping regimes are worked out once here, so
/// `basis(at:)` — called by every running spring each step — is one `exp` and, when
/// under-damped, one `sin` and one `cos`.
public struct SpringParameters: Hashable, Sendable {
    /// The closed form in use, with its constants.
    @usableFromInline
    enum Regime: Hashable, Sendable {
        /// x = e^(−decay·t)·(A cos ωd t + B sin ωd t), ωd = `frequency`; the quotients the
        /// basis needs are kept too, as divisions cost more than the rest of a step.
        case underdamped(
            decay: Double, frequency: Double, decayOverFrequency: Double,
            inverseFrequency: Double, omegaSquaredOverFrequency: Double)
        /// x = e^(−ω t)·(A + B t).
        case critical(omega: Double)
        /// x = A e^(slow·t) + B e^(fast·t), both roots negative, `fast < slow`.
        case overdamped(slow: Double, fast: Double)
    }

    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    @usableFromInline let regime: Regime

    /// Damping ratios this close to 1 use the critically damped form, whose neighbours'
    /// formulas divide by a vanishing ωd or root gap. The solution is smooth in ζ, so the
    /// switch moves the result by O(1e-9) of the distance.
    public static let criticalDampingTolerance = 1e-9

    /// docs/MOTION.md, Springs: Framer's approximation picks the natural frequency
    /// whose decay envelope reaches 0.001 at `duration`.
    public static let durationEnvelope = 0.001

    /// Framer's first guess for the natural frequency: 5 / duration.
    static let durationFrequencyGuess = 5.0

    /// A safety cap on halvings; a double-precision bracket reaches adjacent values in
    /// about 60, and the loop stops there.
    static let durationBisectionLimit = 200

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring needs mass > 0, stiffness > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < Self.criticalDampingTolerance {
            regime = .critical(omega: omega)
        } else if zeta < 1 {
            let decay = zeta * omega, frequency = omega * (1 - zeta * zeta).squareRoot()
            regime = .underdamped(
                decay: decay, frequency: frequency, decayOverFrequency: decay / frequency,
                inverseFrequency: 1 / frequency, omegaSquaredOverFrequency: omega * omega / frequency)
        } else {
            // fast = −ω(ζ + √(ζ²−1)); slow from the product of roots (ω²) rather than
            // −ω(ζ − √(ζ²−1)), which cancels catastrophically for large ζ.
            let fast = -omega * (zeta + (zeta * zeta - 1).squareRoot())
            regime = .overdamped(slow: omega * omega / fast, fast: fast)
        }
    }

    /// A spring of given mass and stiffness with damping chosen for `dampingRatio`.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
    }

    /// docs/MOTION.md, Springs: spring from response: stiffness (2π / response)²,
    /// damping 4πζ / response (per unit mass). `response` is the undamped period.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        precondition(response > 0, "response must be positive")
        let omega = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega * omega * mass, damping: 2 * dampingRatio * omega * mass)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration, damping ratio 1 − bounce
    /// for bounce ≥ 0 and 1 / (1 + bounce) below (docs/MOTION.md, Springs: 0.5 s, bounce 0.3 →
    /// stiffness 157.9, damping 17.6).
    public init(duration: Double, bounce: Double = 0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// UIKit's `UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`
    /// spring. UIKit publishes no formula; this uses Framer's (docs/MOTION.md, Springs): the natural
    /// frequency whose decay envelope falls to `durationEnvelope` at `duration`, for a unit
    /// distance started at `initialRelativeVelocity` distances per second toward the target.
    public init(duration: Double, dampingRatio: Double, initialRelativeVelocity: Double = 0, mass: Double = 1) {
        precondition(duration > 0 && dampingRatio > 0, "duration and damping ratio must be positive")
        let omega = Self.naturalFrequency(
            duration: duration, dampingRatio: dampingRatio,
            relativeVelocity: initialRelativeVelocity)
        self.init(mass: mass, stiffness: omega * omega * mass, dampingRatio: dampingRatio)
    }

    /// ω₀ = √(k / m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)): below 1 the spring overshoots, 1 is critical, above 1 it creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped period 2π / ω₀, SwiftUI's `response`.
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's `bounce` for this spring's damping ratio, the inverse of
    /// `init(duration:bounce:)`: 1 − ζ for ζ ≤ 1 (0 is critical, toward 1 springier), and
    /// 1 / ζ − 1 above, negative for an over-damped spring (docs/MOTION.md, Springs).
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The duration UIKit's `UIView.animate(withDuration:…usingSpringWithDamping:
    /// initialSpringVelocity:)` would need to make this spring, under Framer's model that
    /// `init(duration:dampingRatio:initialRelativeVelocity:)` uses: the inverse of that
    /// initializer, found by bisection (the model's frequency falls as the duration grows).
    public func uikitDuration(initialRelativeVelocity velocity: Double = 0) -> Double {
        let target = naturalFrequency, ratio = dampingRatio
        var low = 1e-4, high = 1e3
        for _ in 0..<Self.durationBisectionLimit {
            let middle = (low * high).squareRoot()
            let omega = Self.naturalFrequency(duration: middle, dampingRatio: ratio, relativeVelocity: velocity)
            if omega > target { low = middle } else { high = middle }
            if high / low - 1 < 1e-15 { break }
        }
        return (low * high).squareRoot()
    }

    /// The spring's solution at `t` seconds for unit start displacement and velocity.
    @inlinable
    public func basis(at t: Double) -> SpringBasis {
        switch regime {
        case let .underdamped(decay, frequency, ratio, inverseFrequency, omegaSquaredOverFrequency):
            let envelope = exp(-decay * t)
            let c = cos(frequency * t), s = sin(frequency * t)
            return SpringBasis(
                positionPerDisplacement: envelope * (c + ratio * s),
                positionPerVelocity: envelope * s * inverseFrequency,
                velocityPerDisplacement: -envelope * omegaSquaredOverFrequency * s,
                velocityPerVelocity: envelope * (c - ratio * s))
        case let .critical(omega):
            let envelope = exp(-omega * t)
            return SpringBasis(
                positionPerDisplacement: envelope * (1 + omega * t),
                positionPerVelocity: envelope * t,
                velocityPerDisplacement: -envelope * omega * omega * t,
                velocityPerVelocity: envelope * (1 - omega * t))
        case let .overdamped(slow, fast):
            let eSlow = exp(slow * t), eFast = exp(fast * t)
            let inverseGap = 1 / (slow - fast)
            return SpringBasis(
                positionPerDisplacement: (slow * eFast - fast * eSlow) * inverseGap,
                positionPerVelocity: (eSlow - eFast) * inverseGap,
                velocityPerDisplacement: slow * fast * (eFast - eSlow) * inverseGap,
                velocityPerVelocity: (slow * eSlow - fast * eFast) * inverseGap)
        }
    }

    /// Framer's envelope root: the ω₀ at which the amplitude bound of a unit displacement
    /// started at `relativeVelocity` falls to `durationEnvelope` after `duration`.
    ///
    /// Framer runs 12 Newton steps from 5 / duration on a signed envelope, which can land
    /// on the wrong side of the envelope's peak when the initial velocity is large. Here
    /// the bound is taken past its single peak, where it decreases monotonically, and the
    /// root is bracketed and bisected to full precision.
    static func naturalFrequency(duration: Double, dampingRatio zeta: Double, relativeVelocity v: Double) -> Double {
        let T = duration
        // The bound on the remaining amplitude at `duration` for natural frequency ω.
        func bound(_ omega: Double) -> Double {
            if zeta < 1 {
                let s = (1 - zeta * zeta).squareRoot()
                return abs(zeta - v / omega) / s * exp(-zeta * omega * T)
            }
            return abs((omega - v) * T + 1) * exp(-omega * T)
        }
        // The bound's peak: the positive root of v·u² + ζTv·u − ζ²T = 0 in u = 1/ω when
        // under-damped, ω = v otherwise. Past it the bound only falls.
        var peak: Double = 0
        if v > 0 {
            if zeta < 1 {
                let b = zeta * T * v
                let u = (-b + (b * b + 4 * v * zeta * zeta * T).squareRoot()) / (2 * v)
                peak = 1 / u
            } else {
                peak = v
            }
        }
        var low = peak
        var high = max(durationFrequencyGuess / T, peak * 2)
        guard bound(low) > durationEnvelope || low == 0 else { return low }
        while bound(high) > durationEnvelope { low = high; high *= 2 }
        for _ in 0..<durationBisectionLimit {
            let mid = (low + high) / 2
            guard mid > low && mid < high else { break }
            if bound(mid) > durationEnvelope { low = mid } else { high = mid }
        }
        return high
    }
}
