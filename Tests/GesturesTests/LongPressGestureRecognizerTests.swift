import Geometry
import Testing

@testable import Gestures

@Suite struct LongPressGestureRecognizerTests {
    @Test func beginsOnTheStepThatReachesTheDurationThenChangesAndEnds() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(50, 50)
        h.wait(LongPressGestureRecognizer.defaultMinimumPressDuration - 1.0 / 240)
        #expect(lift.state == .possible)
        h.step()
        #expect(lift.state == .began)
        // After it begins, movement is unrestricted.
        h.move(150, 250)
        #expect(lift.state == .changed)
        #expect(lift.location == Point(x: 150, y: 250))
        h.up(150, 250)
        #expect(log.entries == ["lift began", "lift changed", "lift ended"])
        #expect(lift.state == .possible)
    }

    @Test func pressFeedbackBeginsAfterTwelveSteps() {
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.05, name: "press")
        let h = Harness([press])
        h.down(0, 0)
        for _ in 0..<11 { h.step() }
        #expect(press.state == .possible)
        h.step()
        #expect(press.state == .began)
    }

    @Test func anEventAfterTheDeadlineSeesThePressBegunFirst() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(0, 0)
        // No steps at all: the up, stamped after the deadline, still fires the timer first.
        h.arena.handle(InputEvent(time: 0.6, kind: .touchUp(.mouse, .zero)), hitTest: h.hitTest)
        #expect(log.entries == ["lift began", "lift ended"])
    }

    @Test func movingTooFarBeforeTheDurationFails() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(0, 0)
        h.wait(0.2)
        h.move(7, 7)  // 9.9 points: allowed
        #expect(lift.state == .possible)
        h.move(8, 7)  // 10.6 points
        #expect(lift.state == .failed)
        h.wait(1)
        h.up(8, 7)
        #expect(log.entries.isEmpty)
        #expect(lift.state == .possible)
    }

    @Test func liftingEarlyFails() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(0, 0); h.wait(0.3); h.up(0, 0); h.wait(1)
        #expect(log.entries.isEmpty)
    }

    @Test func failsWhenItsFailureRequirementBegins() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        scrub.shouldRecognizeSimultaneously = { _, _ in true }
        lift.require(toFail: scrub)
        let log = ActionLog(); log.watch(lift, scrub)
        let h = Harness([lift, scrub])
        h.down(0, 0); h.wait(1); h.up(0, 0)
        #expect(log.states(of: "lift").isEmpty)
        #expect(log.states(of: "scrub") == ["began", "ended"])
    }

    @Test func isHeldUntilItsFailureRequirementFails() {
        let lift = LongPressGestureRecognizer(name: "lift")
        lift.slop = 20
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        lift.require(toFail: strip)
        let log = ActionLog(); log.watch(lift, strip)
        let h = Harness([lift, strip])
        h.down(0, 0)
        h.wait(0.6)
        #expect(lift.state == .possible)  // held: the strip might still pan
        h.move(0, 12)  // vertical: the horizontal strip fails, releasing the lift
        #expect(strip.state == .failed)
        #expect(log.entries == ["lift began"])
        h.up(0, 12)
        #expect(log.entries == ["lift began", "lift ended"])
    }

    @Test func focusLossCancelsABegunPress() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(0, 0); h.wait(0.6)
        h.send(.focusLost)
        #expect(log.entries == ["lift began", "lift cancelled"])
        #expect(lift.state == .possible)
        h.move(30, 30); h.up(30, 30)
        #expect(log.entries == ["lift began", "lift cancelled"])
    }

    @Test func touchCancelCancelsABegunPress() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let log = ActionLog(); log.watch(lift)
        let h = Harness([lift])
        h.down(0, 0, TouchID(3)); h.wait(0.6)
        h.send(.touchCancel(TouchID(3)))
        #expect(log.entries == ["lift began", "lift cancelled"])
        #expect(h.arena.activeTouchCount == 0)
    }
}
