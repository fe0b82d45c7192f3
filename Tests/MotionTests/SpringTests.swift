import Testing

@testable import Motion

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Spring constructors and closed forms against docs/MOTION.md, Springs, and a fine integration.
@Suite struct SpringTests {
    /// docs/MOTION.md, Springs: SwiftUI documents Spring(duration: 0.5,
    /// bounce: 0.3) as stiffness 157.9, damping 17.6.
    @Test func swiftUIDurationAndBounceMatchDocumentedStiffnessAndDamping() {
        let spring = SpringParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.9) < 0.05)
        #expect(abs(spring.damping - 17.6) < 0.05)
        #expect(spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(abs(spring.response - 0.5) < 1e-12)
    }

    @Test func negativeBounceIsOverdamped() {
        let spring = SpringParameters(duration: 0.5, bounce: -0.5)
        #expect(abs(spring.dampingRatio - 2) < 1e-12)
    }

    @Test func responseAndRatioGiveWWDCFormulas() {
        let spring = Spring(response: 0.4, dampingRatio: 0.8, from: 0, to: 1)
        let omega = 2 * Double.pi / 0.4
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.8 / 0.4) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
    }

    /// Framer's method: the amplitude bound reaches 0.001 at `duration`.
    @Test(arguments: [(0.4, 0.4, 3.0), (0.5, 0.8, 0.0), (0.3, 1.0, 0.0), (0.6, 1.5, 2.0), (0.2, 0.1, -1.0)])
    func uikitDurationPutsEnvelopeAtOneThousandthAtDuration(duration: Double, ratio: Double, velocity: Double) {
        let spring = SpringParameters(duration: duration, dampingRatio: ratio, initialRelativeVelocity: velocity)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        let omega = spring.naturalFrequency
        let bound: Double
        if ratio < 1 {
            bound = abs(ratio - velocity / omega) / (1 - ratio * ratio).squareRoot() * exp(-ratio * omega * duration)
        } else {
            bound = abs((omega - velocity) * duration + 1) * exp(-omega * duration)
        }
        #expect(abs(bound - SpringParameters.durationEnvelope) < 1e-9)
    }

    /// docs/MOTION.md, Press feedback: UIKit spring 0.4 s, ratio 0.4, initial velocity 3,
    /// scale 1 → 0.98. It must overshoot below 0.98 and be still within 1 s.
    @Test func pressSpringDipsPastTargetAndSettlesWithinOneSecond() {
        let spring = Spring(duration: 0.4, dampingRatio: 0.4, initialRelativeVelocity: 3, from: 1, to: 0.98)
        #expect(spring.initialVelocity < 0)
        var lowest = 1.0
        for step in 0...240 { lowest = min(lowest, spring.position(at: Double(step) / 240)) }
        #expect(lowest < 0.98)
        #expect(lowest > 0.97)
        // Settled: within 0.1 % of the 0.02 travel from 1 s on, and nearly still.
        for step in 240...720 {
            let t = Double(step) / 240
            #expect(abs(spring.position(at: t) - 0.98) < 0.02 * 1e-3)
            #expect(abs(spring.velocity(at: t)) < 0.02 * 1e-2)
        }
        #expect(spring.isDone(at: 1))
        #expect(!spring.isDone(at: 0))
    }

    /// Closed form against RK4 with a 1e-4 s step over 2 s, to 1e-6, in every regime.
    @Test(arguments: [0.0, 0.15, 0.7, 0.999_999, 1.0, 1.000_000_000_5, 1.000_001, 1.4, 3.0, 25.0])
    func closedFormMatchesFineIntegration(ratio: Double) {
        let parameters = SpringParameters(mass: 1.3, stiffness: 900, dampingRatio: ratio)
        let spring = Spring(parameters: parameters, from: 0.3, to: 1.2, initialVelocity: -4)
        let m = parameters.mass, k = parameters.stiffness, c = parameters.damping
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1.2) - c * v) / m }
        var x = 0.3, v = -4.0
        let h = 1e-4
        var worst = 0.0
        for step in 1...20_000 {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if step % 100 == 0 {
                let t = Double(step) * h
                worst = max(worst, abs(spring.position(at: t) - x), abs(spring.velocity(at: t) - v) / parameters.naturalFrequency)
            }
        }
        #expect(worst < 1e-6)
    }

    @Test func startsAtFromWithInitialVelocity() {
        for ratio in [0.3, 1.0, 2.0] {
            let spring = Spring(parameters: SpringParameters(response: 0.3, dampingRatio: ratio), from: 5, to: -2, initialVelocity: 40)
            #expect(abs(spring.position(at: 0) - 5) < 1e-12)
            #expect(abs(spring.velocity(at: 0) - 40) < 1e-12)
        }
    }

    /// Large damping ratios keep full precision (the slow root is not found by
    /// cancellation).
    @Test func heavilyOverdampedSpringStaysAccurate() {
        let spring = Spring(parameters: SpringParameters(stiffness: 1, dampingRatio: 1e6), from: 1, to: 0)
        // The slow root ≈ −1 / (2ζ): the spring creeps at rate 5e-7 per second.
        let expected = exp(-0.5e-6 * 10)
        #expect(abs(spring.position(at: 10) - expected) < 1e-9)
    }

    @Test func undampedSpringNeverSettles() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 0, from: 0, to: 1)
        #expect(!spring.isDone(at: 100))
        #expect(abs(spring.position(at: 2 * Double.pi / 10) - 0) < 1e-9)
    }

}
