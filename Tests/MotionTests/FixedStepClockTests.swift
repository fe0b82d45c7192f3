import Testing

@testable import Motion

@Suite struct FixedStepClockTests {
    @Test func aSixtiethOfASecondIsFourSteps() {
        var clock = FixedStepClock()
        #expect(clock.accumulate(1.0 / 60) == 4)
        clock.advance(steps: 4)
        #expect(abs(clock.time - 1.0 / 60) < 1e-12)
    }

    @Test func partialStepsCarryOver() {
        var clock = FixedStepClock()
        let third = 1.0 / 720  // a third of a step
        #expect(clock.accumulate(third) == 0)
        #expect(clock.accumulate(third) == 0)
        #expect(clock.accumulate(third * 1.01) == 1)
    }

    @Test func aLongStallIsClampedAndReported() {
        var clock = FixedStepClock()
        #expect(clock.accumulate(2) == 60)  // 0.25 s of steps, not 480
        #expect(abs(clock.droppedTime - 1.75) < 1e-12)
    }

    @Test func scriptMillisecondsMapToStepsExactly() {
        let clock = FixedStepClock()
        #expect(clock.stepIndex(containingMilliseconds: 0) == 0)
        #expect(clock.stepIndex(containingMilliseconds: 25) == 6)  // 6/240 s is exactly 25 ms
        #expect(clock.stepIndex(containingMilliseconds: 24) == 5)
        #expect(clock.stepIndex(containingMilliseconds: 1000) == 240)
    }
}
