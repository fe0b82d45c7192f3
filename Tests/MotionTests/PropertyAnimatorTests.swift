import Testing
import PropertyBased
import Geometry
@testable import Motion

/// UIViewPropertyAnimator semantics, stepped in virtual time.
@Suite struct PropertyAnimatorTests {
    static let step = 1.0 / 240

    /// Collects completion positions.
    final class Recorder {
        var positions: [AnimatingPosition] = []
    }

    func run(_ animator: PropertyAnimator<some Animatable>, seconds: Double) {
        for _ in 0..<Int((seconds / Self.step).rounded()) { animator.step(dt: Self.step) }
    }

    @Test func runsToTheEndAndReportsIt() {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 0.3, timing: .curve(.easeInOut), from: 0.0, to: 100) {
            recorder.positions.append($0)
        }
        #expect(animator.state == .inactive)
        run(animator, seconds: 0.1)
        #expect(animator.value == 0, "not started: stepping does nothing")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        run(animator, seconds: 0.15)
        #expect(abs(animator.value - 50) < 1e-6)
        #expect(recorder.positions.isEmpty)
        run(animator, seconds: 0.2)
        #expect(animator.value == 100)
        #expect(animator.state == .inactive)
        #expect(recorder.positions == [.end])
    }

    @Test func pauseFreezesAndStartResumesWhereItWas() {
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), from: 0.0, to: 1)
        animator.startAnimation()
        run(animator, seconds: 0.25)
        animator.pauseAnimation()
        let frozen = animator.value
        #expect(animator.state == .active && !animator.isRunning)
        run(animator, seconds: 1)
        #expect(animator.value == frozen)
        animator.startAnimation()
        run(animator, seconds: 0.25)
        #expect(abs(animator.value - 0.5) < 1e-9)
    }

    @Test func fractionCompleteIsSettableOnlyWhilePaused() {
        let animator = PropertyAnimator(duration: 1, timing: .curve(.easeIn), from: Point(x: 0, y: 0), to: Point(x: 100, y: 200))
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(animator.value == Point(x: 25, y: 50), "scrubs linearly by default")
        animator.startAnimation()
        run(animator, seconds: 0.1)
        let before = animator.fractionComplete
        animator.fractionComplete = 0.9
        #expect(animator.fractionComplete == before, "ignored while running")
        animator.fractionComplete = -3
        animator.pauseAnimation()
        animator.fractionComplete = 7
        #expect(animator.fractionComplete == 1, "clamped to 0…1")
    }

    @Test func nonLinearScrubbingFollowsTheCurve() {
        let animator = PropertyAnimator(duration: 1, timing: .curve(.easeIn), from: 0.0, to: 10)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0.5)
        #expect(abs(animator.value - 10 * TimingCurve.easeIn.value(at: 0.5)) < 1e-12)
    }

    /// A paused animator's value is a function of fractionComplete alone, whatever ran
    /// before (reversals, springs, steps).
    @Test func pausedValueDependsOnlyOnFractionComplete() async {
        await propertyCheck(input: Gen.double(in: 0...1), Gen.int(in: 0...200), Gen.int(in: 0...200),
                            Gen.bool, Gen.bool) { fraction, stepsA, stepsB, reverseA, linear in
            func animator(steps: Int, reversed: Bool, timing: TimingParameters) -> PropertyAnimator<Rect> {
                let animator = PropertyAnimator(duration: 0.5, timing: timing, from: Rect(x: 0, y: 0, width: 100, height: 100),
                                                to: Rect(x: 20, y: 300, width: 414, height: 600))
                animator.scrubsLinearly = linear
                animator.startAnimation()
                for step in 0..<steps {
                    if step == steps / 2 { animator.isReversed = reversed }
                    animator.step(dt: Self.step)
                }
                animator.pauseAnimation()
                animator.fractionComplete = fraction
                return animator
            }
            let a = animator(steps: stepsA, reversed: reverseA, timing: .curve(.default))
            let b = animator(steps: stepsB, reversed: false, timing: .curve(.default))
            #expect(a.fractionComplete == fraction)
            #expect(a.value == b.value)
            if linear {
                let expected = Rect(x: 0, y: 0, width: 100, height: 100)
                    .interpolated(to: Rect(x: 20, y: 300, width: 414, height: 600), fraction: fraction)
                #expect(a.value == expected)
            }
        }
    }

    @Test func reversedRunEndsAtStart() {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 0.4, timing: .curve(.linear), from: 0.0, to: 1)
        animator.addCompletion { recorder.positions.append($0) }
        animator.startAnimation()
        run(animator, seconds: 0.2)
        animator.isReversed = true
        #expect(animator.isReversed)
        run(animator, seconds: 0.5)
        #expect(animator.value == 0)
        #expect(recorder.positions == [.start])
    }

    /// Reversing mid-flight turns around without a jump in value or velocity.
    @Test func reversingWhileRunningIsContinuous() {
        for timing in [TimingParameters.curve(.easeInOut), .spring(dampingRatio: 0.8)] {
            let animator = PropertyAnimator(duration: 0.5, timing: timing, from: 0.0, to: 100)
            animator.startAnimation()
            run(animator, seconds: 0.2)
            let value = animator.value, velocity = animator.velocity
            #expect(velocity > 0)
            animator.isReversed = true
            #expect(animator.value == value)
            animator.step(dt: 1e-6)
            #expect(abs((animator.value - value) / 1e-6 - velocity) < 1e-2 * abs(velocity))
        }
    }

    @Test func continueWithSpringAndDurationFactor() {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 0.6, timing: .curve(.linear), from: 0.0, to: 1) { recorder.positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.4
        animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 1, initialVelocity: 2), durationFactor: 0.5)
        #expect(animator.isRunning)
        // Leaves at 2 remaining distances per second: 2 × 0.6 = 1.2 progress per second.
        #expect(abs(animator.velocity - 1.2) < 1e-12)
        run(animator, seconds: 0.6)
        #expect(recorder.positions == [.end])
        #expect(animator.value == 1)
    }

    @Test func continueWithCurveUsesDurationFactor() {
        let animator = PropertyAnimator(duration: 1, timing: .curve(.easeIn), from: 0.0, to: 1)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 0.25)
        run(animator, seconds: 0.125)
        #expect(abs(animator.value - 0.75) < 1e-9)
        run(animator, seconds: 0.13)
        #expect(animator.state == .inactive && animator.value == 1)
    }

    @Test func continueWithZeroFactorTakesTheTimeLeft() {
        let animator = PropertyAnimator(duration: 1, timing: .curve(.linear), from: 0.0, to: 1)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        run(animator, seconds: 0.25)
        #expect(abs(animator.value - 0.75) < 1e-9)
    }

    @Test func stopWithoutFinishingKeepsValueAndSkipsCompletion() {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 0.4, from: 0.0, to: 1) { recorder.positions.append($0) }
        animator.startAnimation()
        run(animator, seconds: 0.1)
        let value = animator.value
        animator.stopAnimation(withoutFinishing: true)
        #expect(animator.state == .inactive)
        run(animator, seconds: 1)
        #expect(animator.value == value)
        #expect(recorder.positions.isEmpty)
    }

    /// docs/MOTION.md, fix 9: a stopped animator ignores writes until finished.
    @Test func stoppedAnimatorIgnoresWritesThenFinishes() {
        for position in [AnimatingPosition.start, .end, .current] {
            let recorder = Recorder()
            let animator = PropertyAnimator(duration: 0.4, from: 0.0, to: 10) { recorder.positions.append($0) }
            animator.startAnimation()
            run(animator, seconds: 0.1)
            animator.stopAnimation(withoutFinishing: false)
            #expect(animator.state == .stopped)
            let value = animator.value
            animator.fractionComplete = 0.9
            animator.isReversed = true
            animator.startAnimation()
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 1)
            run(animator, seconds: 0.5)
            #expect(animator.state == .stopped)
            #expect(animator.value == value)
            #expect(!animator.isReversed)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(recorder.positions == [position])
            switch position {
            case .start: #expect(animator.value == 0)
            case .end: #expect(animator.value == 10)
            case .current: #expect(animator.value == value)
            }
            animator.finishAnimation(at: .end)
            #expect(recorder.positions == [position], "finishing twice is ignored")
        }
    }

    @Test func physicalSpringRunsUntilSettled() {
        let animator = PropertyAnimator(duration: 0.1, timing: .physicalSpring(SpringParameters(response: 0.5, dampingRatio: 0.5)),
                                        from: 0.0, to: 1)
        animator.startAnimation()
        run(animator, seconds: 0.3)
        #expect(animator.isRunning, "a physical spring ignores the duration")
        var overshoot = 0.0
        for _ in 0..<480 { animator.step(dt: Self.step); overshoot = max(overshoot, animator.value) }
        #expect(overshoot > 1)
        #expect(animator.state == .inactive && animator.value == 1)
    }
}
