import PropertyBased
import Testing

@testable import Motion

/// The three vocabularies a spring is written in mean the same spring, pinned to their
/// published definitions (docs/MOTION.md, Springs).
@Suite struct SpringVocabularyTests {
    /// SwiftUI's `Spring(duration:bounce:)` for mass 1: stiffness (2π ÷ duration)²,
    /// damping 4π(1 − bounce) ÷ duration; below 0 the ratio is 1 ÷ (1 + bounce).
    @Test(arguments: [(0.5, 0.3), (0.4, 0.0), (1.2, 0.8), (0.35, -0.5)])
    func swiftUIsDefinition(duration: Double, bounce: Double) {
        let spring = SpringParameters(duration: duration, bounce: bounce)
        #expect(abs(spring.stiffness - (2 * Double.pi / duration) * (2 * Double.pi / duration)) < 1e-9 * spring.stiffness)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        #expect(abs(spring.damping - 4 * Double.pi * ratio / duration) < 1e-9 * max(1, spring.damping))
        if bounce >= 0 {
            #expect(abs(spring.damping - 4 * Double.pi * (1 - bounce) / duration) < 1e-9 * max(1, spring.damping))
        } else {
            #expect(spring.dampingRatio > 1, "a negative bounce is over-damped")
        }
        #expect(abs(spring.response - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-9)
    }

    /// From any vocabulary to the others and back, within 1e-9.
    @Test func everyVocabularyRoundTrips() async {
        await propertyCheck(input: Gen.double(in: 0.05...3), Gen.double(in: -0.9...0.95), Gen.double(in: 0.1...5)) {
            duration, bounce, mass in
            let swiftUI = SpringParameters(duration: duration, bounce: bounce)
            // SwiftUI → UIKit (ratio, response) → SwiftUI.
            let uikit = SpringParameters(response: swiftUI.response, dampingRatio: swiftUI.dampingRatio)
            #expect(abs(uikit.response - duration) < 1e-9 * duration)
            #expect(abs(uikit.bounce - bounce) < 1e-9)
            // → physical → UIKit, at any mass.
            let physical = SpringParameters(
                mass: mass, stiffness: uikit.stiffness * mass, damping: uikit.damping * mass)
            #expect(abs(physical.response - uikit.response) < 1e-9 * uikit.response)
            #expect(abs(physical.dampingRatio - uikit.dampingRatio) < 1e-9 * uikit.dampingRatio)
            let back = SpringParameters(duration: physical.response, bounce: physical.bounce)
            #expect(abs(back.stiffness - swiftUI.stiffness) < 1e-9 * swiftUI.stiffness)
            #expect(abs(back.damping - swiftUI.damping) < 1e-9 * max(1, swiftUI.damping))
        }
    }

    /// UIKit's duration for a spring is the inverse of the duration initializer.
    @Test(arguments: [(0.4, 0.4, 3.0), (0.6, 0.8, 0.0), (0.5, 1.0, 0.0), (0.3, 0.6, 1.0)])
    func uikitDurationInvertsTheDurationInitializer(duration: Double, ratio: Double, velocity: Double) {
        let spring = SpringParameters(duration: duration, dampingRatio: ratio, initialRelativeVelocity: velocity)
        #expect(abs(spring.uikitDuration(initialRelativeVelocity: velocity) - duration) < 1e-6 * duration)
    }
}
