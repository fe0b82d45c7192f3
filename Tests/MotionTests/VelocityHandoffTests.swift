import Geometry
import PropertyBased
import Testing

@testable import Motion

/// Gesture velocity ⇄ relative spring velocity (docs/MOTION.md, Springs: relative initial velocity).
@Suite struct VelocityHandoffTests {
    @Test func pointsPerSecondIsRelativeVelocityTimesRemainingDistance() async {
        #expect(VelocityHandoff.pointsPerSecond(relativeVelocity: 0.5, from: 0, to: 200) == 100)
        #expect(VelocityHandoff.pointsPerSecond(relativeVelocity: 0.5, from: 300, to: 100) == -100)
        #expect(VelocityHandoff.pointsPerSecond(relativeVelocity: 3, from: 5, to: 5) == 0)
        await propertyCheck(input: Gen.double(in: -50...50), Gen.double(in: -1000...1000), Gen.double(in: 1...1000)) { r, from, distance in
            let v = VelocityHandoff.pointsPerSecond(relativeVelocity: r, from: from, to: from + distance)
            #expect(abs(v / distance - r) < 1e-9 * max(1, abs(r)))
        }
    }

    /// A spring started with a gesture's relative velocity leaves at the gesture's speed.
    @Test func springLeavesAtGestureVelocity() {
        let relative = 800.0 / (500 - 100)
        let spring = Spring(duration: 0.5, dampingRatio: 0.8, initialRelativeVelocity: relative, from: 100, to: 500)
        #expect(abs(spring.velocity(at: 0) - 800) < 1e-9)
    }
}
