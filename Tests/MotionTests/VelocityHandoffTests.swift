import Testing
import PropertyBased
import Geometry
@testable import Motion

/// Gesture velocity ⇄ relative spring velocity (docs/MOTION.md, Springs: relative initial velocity).
@Suite struct VelocityHandoffTests {
    @Test func relativeVelocityIsVelocityOverRemainingDistance() {
        #expect(VelocityHandoff.relativeVelocity(pointsPerSecond: 100, from: 0, to: 200) == 0.5)
        #expect(VelocityHandoff.relativeVelocity(pointsPerSecond: -100, from: 300, to: 100) == 0.5)
        #expect(VelocityHandoff.relativeVelocity(pointsPerSecond: 100, from: 5, to: 5) == 0)
        let point = VelocityHandoff.relativeVelocity(pointsPerSecond: Point(x: 100, y: -50), from: .zero, to: Point(x: 50, y: 100))
        #expect(point == Point(x: 2, y: -0.5))
    }

    @Test func conversionRoundTrips() async {
        await propertyCheck(input: Gen.double(in: -5000...5000), Gen.double(in: -1000...1000), Gen.double(in: 1...1000)) { v, from, distance in
            let relative = VelocityHandoff.relativeVelocity(pointsPerSecond: v, from: from, to: from + distance)
            let back = VelocityHandoff.pointsPerSecond(relativeVelocity: relative, from: from, to: from + distance)
            #expect(abs(back - v) < 1e-9 * max(1, abs(v)))
        }
    }

    /// A spring started with a gesture's relative velocity leaves at the gesture's speed.
    @Test func springLeavesAtGestureVelocity() {
        let relative = VelocityHandoff.relativeVelocity(pointsPerSecond: 800, from: 100, to: 500)
        let spring = Spring(duration: 0.5, dampingRatio: 0.8, initialRelativeVelocity: relative, from: 100, to: 500)
        #expect(abs(spring.velocity(at: 0) - 800) < 1e-9)
    }
}
