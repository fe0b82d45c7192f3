import Geometry
import PropertyBased
import Testing

@testable import Motion

/// The steppable spring: exact against the closed form, continuous when retargeted.
@Suite struct AnimationSpringTests {
    static let step = 1.0 / 240

    static let springs = zip(Gen.double(in: 0.1...1.5), Gen.double(in: 0.05...3))
        .map { SpringParameters(response: $0, dampingRatio: $1) }

    /// Stepping in 1/240 s steps lands where the closed form at the total time does.
    @Test func steppingMatchesClosedFormAtTotalTime() async {
        await propertyCheck(
            input: Self.springs, Gen.double(in: -1000...1000), Gen.double(in: -1000...1000),
            Gen.double(in: -5000...5000), Gen.int(in: 1...720)
        ) { spring, from, to, velocity, steps in
            var animation = Animation.spring(value: from, target: to, velocity: velocity, spring: spring)
            for _ in 0..<steps { animation.step(dt: Self.step) }
            let closed = Spring(parameters: spring, from: from, to: to, initialVelocity: velocity)
            let t = Double(steps) * Self.step
            if animation.isFinished {
                #expect(animation.value == to)
                #expect(abs(closed.position(at: t) - to) < 2 * Tolerance.points.distance)
            } else {
                let scale = max(1, abs(from - to) + abs(velocity))
                #expect(abs(animation.value - closed.position(at: t)) <= 1e-9 * scale)
                #expect(abs(animation.velocity - closed.velocity(at: t)) <= 1e-9 * scale * spring.naturalFrequency)
            }
        }
    }

    /// Retargeting mid-flight keeps value and velocity, and the new motion leaves with
    /// that velocity (its one-sided slope matches).
    @Test func retargetingKeepsValueAndVelocityContinuous() async {
        await propertyCheck(
            input: Self.springs, Self.springs, Gen.double(in: -1000...1000),
            Gen.double(in: -1000...1000), Gen.int(in: 1...200), Gen.bool
        ) { first, second, to, newTarget, steps, swap in
            var animation = Animation.spring(value: 0.0, target: to, spring: first)
            for _ in 0..<steps { animation.step(dt: Self.step) }
            let value = animation.value, velocity = animation.velocity
            if swap { animation.retarget(to: newTarget, spring: second) } else { animation.retarget(to: newTarget) }
            #expect(animation.target == newTarget || animation.isFinished)
            guard !animation.isFinished else { return }
            #expect(animation.value == value)
            #expect(animation.velocity == velocity)
            // One-sided slope after the retarget, with a bound on the curvature.
            let spring = animation.spring!
            let omega = spring.naturalFrequency
            let acceleration = omega * omega * abs(value - newTarget) + 2 * spring.dampingRatio * omega * abs(velocity)
            let h = 1e-6
            var probe = animation
            probe.step(dt: h)
            let slope = (probe.value - value) / h
            #expect(abs(slope - velocity) <= 2 * acceleration * h + 1e-9 * (1 + abs(value)) / h)
        }
    }

    @Test func settlesAtTargetExactly() {
        var animation = Animation.spring(value: 1.0, target: 0.98, spring: SpringParameters(duration: 0.4, dampingRatio: 0.4))
        var steps = 0
        while !animation.isFinished && steps < 2400 { animation.step(dt: Self.step); steps += 1 }
        #expect(animation.isFinished)
        #expect(animation.value == 0.98)
        #expect(animation.velocity == 0)
        animation.step(dt: Self.step)
        #expect(animation.value == 0.98)
    }

    @Test func setImmediatelyRestsThere() {
        var animation = Animation.spring(
            value: Point(x: 0, y: 0), target: Point(x: 100, y: 50),
            spring: SpringParameters(response: 0.3, dampingRatio: 0.8))
        animation.step(dt: Self.step)
        animation.setImmediately(Point(x: 7, y: 8))
        #expect(animation.isFinished)
        #expect(animation.value == Point(x: 7, y: 8))
        #expect(animation.target == Point(x: 7, y: 8))
        #expect(animation.velocity == .zero)
        #expect(Animation.spring(value: 3.0, spring: SpringParameters(response: 0.3, dampingRatio: 1)).isFinished)
    }

    @Test func retargetWithGestureVelocity() {
        var animation = Animation.spring(value: 10.0, spring: SpringParameters(response: 0.3, dampingRatio: 1))
        animation.retarget(to: 200, velocity: 1500)
        #expect(!animation.isFinished)
        #expect(animation.velocity == 1500)
        animation.step(dt: Self.step)
        #expect(animation.value > 10 + 1500 * Self.step * 0.9)
    }
}
