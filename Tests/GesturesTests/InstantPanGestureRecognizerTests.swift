import Geometry
import Testing

@testable import Gestures

@Suite struct InstantPanGestureRecognizerTests {
    @Test func beginsOnTouchDownWithZeroTranslation() {
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let log = ActionLog(); log.watch(scrub)
        let h = Harness([scrub])
        h.down(10, 10)
        #expect(scrub.state == .began)
        #expect(scrub.translation == .zero)
        h.step(); h.move(10, 13)
        #expect(scrub.translation == Point(x: 0, y: 3))
        h.step(); h.up(10, 13)
        #expect(log.entries == ["scrub began", "scrub changed", "scrub ended"])
    }

    @Test func shouldBeginFalseFails() {
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        scrub.shouldBegin = { _ in false }
        let log = ActionLog(); log.watch(scrub)
        let h = Harness([scrub])
        h.down(0, 0); h.move(0, 50); h.up(0, 50)
        #expect(log.entries.isEmpty)
    }

    @Test func isHeldByATapThenBeginsWhenTheTapFailsByMovement() {
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let tap = TapGestureRecognizer(name: "tap")
        scrub.require(toFail: tap)
        let log = ActionLog(); log.watch(scrub, tap)
        let h = Harness([tap, scrub])
        h.down(0, 0)
        #expect(scrub.state == .possible)
        h.move(0, 20)
        #expect(log.entries == ["scrub began"])
        #expect(scrub.translation == Point(x: 0, y: 20))
        h.up(0, 20)
        #expect(log.entries == ["scrub began", "scrub ended"])
    }

    @Test func failsWhenTheTapItWaitsOnRecognizes() {
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let tap = TapGestureRecognizer(name: "tap")
        scrub.require(toFail: tap)
        let log = ActionLog(); log.watch(scrub, tap)
        let h = Harness([tap, scrub])
        h.down(0, 0); h.wait(0.1); h.up(0, 0)
        #expect(log.entries == ["tap recognized"])
    }

    @Test func focusLossCancels() {
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let log = ActionLog(); log.watch(scrub)
        let h = Harness([scrub])
        h.down(0, 0); h.move(0, 5)
        h.send(.focusLost)
        #expect(log.entries == ["scrub began", "scrub changed", "scrub cancelled"])
        #expect(scrub.state == .possible)
    }
}
