import Motion
import Testing

/// The worked example of Motion's DocC catalog (Sources/Motion/Motion.docc), run as
/// written, so the numbers the page prints stay true.
@Suite struct MotionCatalogExampleTests {
    @Test func theDurationSpringOnAFixedClockReachesTheNumbersThePageGives() {
        let spring = Spring(duration: 0.4, dampingRatio: 0.4, from: 0, to: 100)
        var clock = FixedStepClock()
        var peak = 0.0
        while !spring.isDone(at: clock.time) {
            clock.advance(steps: 1)
            peak = max(peak, spring.position(at: clock.time))
        }
        #expect(abs(spring.stiffness - 1443.35) < 0.005)
        #expect(abs(peak - 125.35) < 0.005)
        #expect(clock.steps == 195)
        #expect(abs(clock.time - 0.8125) < 1e-12)
    }
}
