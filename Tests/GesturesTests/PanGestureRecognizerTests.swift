import Geometry
import Testing

@testable import Gestures

@Suite struct PanGestureRecognizerTests {
    @Test func beginsPastTheThresholdAndReportsTranslationFromTheDownPoint() {
        let pan = PanGestureRecognizer(name: "pan")
        let log = ActionLog(); log.watch(pan)
        let h = Harness([pan])
        h.down(100, 100)
        h.step(); h.move(106, 100)
        #expect(pan.state == .possible)
        h.step(); h.move(112, 100)
        #expect(pan.state == .began)
        #expect(pan.translation == Point(x: 12, y: 0))
        h.step(); h.move(130, 90)
        #expect(pan.translation == Point(x: 30, y: -10))
        h.step(); h.up(140, 90)
        #expect(log.entries == ["pan began", "pan changed", "pan ended"])
        #expect(pan.state == .possible)
    }

    @Test func setTranslationRebasesTheOrigin() {
        let pan = PanGestureRecognizer(name: "pan")
        let h = Harness([pan])
        pan.addTarget { if $0.state == .began { pan.setTranslation(.zero) } }
        h.down(0, 0); h.move(0, 20)
        #expect(pan.translation == .zero)
        h.move(5, 30)
        #expect(pan.translation == Point(x: 5, y: 10))
    }

    @Test func horizontalLockFailsOnAVerticalDragAndReportsOnlyX() {
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        let log = ActionLog(); log.watch(strip)
        let h = Harness([strip])
        h.down(0, 0); h.move(4, 11)
        #expect(strip.state == .failed)
        h.move(60, 11); h.up(60, 11)
        #expect(log.entries.isEmpty)

        h.down(0, 0); h.move(11, 4)
        #expect(strip.state == .began)
        #expect(strip.translation == Point(x: 11, y: 0))
        h.up(11, 4)
    }

    @Test func aLockedPanReportsItsAxisAsPlainNumbers() {
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        let feed = PanGestureRecognizer(directionLock: .vertical, name: "feed")
        let h = Harness([strip])
        h.down(0, 0)
        for index in 1...6 { h.step(); h.move(Double(index) * 12, Double(index) * 2) }
        #expect(strip.state == .changed)
        #expect(strip.primaryTranslation == strip.translation.x)
        #expect(strip.primaryTranslation == 72)
        #expect(strip.primaryVelocity == strip.velocity.x)
        #expect(strip.primaryVelocity > 0)
        let v = Harness([feed])
        v.down(0, 0)
        for index in 1...6 { v.step(); v.move(Double(index) * 2, -Double(index) * 12) }
        #expect(feed.primaryTranslation == -72)
        #expect(feed.primaryVelocity == feed.velocity.y)
        #expect(feed.primaryVelocity < 0)
    }

    @Test func liftingBeforeTheThresholdFails() {
        let pan = PanGestureRecognizer(name: "pan")
        let log = ActionLog(); log.watch(pan)
        let h = Harness([pan])
        h.down(0, 0); h.move(5, 5)
        h.up(5, 5)
        #expect(log.entries.isEmpty)
        #expect(pan.state == .possible)
    }

    @Test func failsWhenItsFailureRequirementBegins() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let pan = PanGestureRecognizer(name: "pan")
        pan.shouldRecognizeSimultaneously = { _, _ in true }  // only the requirement applies
        pan.require(toFail: lift)
        let log = ActionLog(); log.watch(lift, pan)
        let h = Harness([lift, pan])
        h.down(0, 0); h.wait(0.6)
        h.move(40, 0); h.up(40, 0)
        #expect(log.entries == ["lift began", "lift changed", "lift ended"])
    }

    @Test func beginsOnceItsFailureRequirementFailsByMovement() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let pan = PanGestureRecognizer(name: "pan")
        pan.slop = 5
        pan.require(toFail: lift)
        let log = ActionLog(); log.watch(lift, pan)
        let h = Harness([pan, lift])  // pan hears the move first and is held
        h.down(0, 0); h.move(8, 0)
        #expect(pan.state == .possible)
        h.move(12, 0)
        #expect(log.entries == ["pan began"])
        #expect(pan.translation == Point(x: 12, y: 0))
    }

    @Test func focusLossCancelsAndTheAppCanCancelToo() {
        let pan = PanGestureRecognizer(name: "pan")
        let log = ActionLog(); log.watch(pan)
        let h = Harness([pan])
        h.down(0, 0); h.move(20, 0)
        h.send(.focusLost)
        #expect(log.entries == ["pan began", "pan cancelled"])
        #expect(pan.state == .possible)

        h.down(0, 0); h.move(20, 0)
        pan.cancel()
        #expect(pan.state == .cancelled)  // until its touch is up
        h.move(40, 0); h.up(40, 0)
        #expect(log.entries == ["pan began", "pan cancelled", "pan began", "pan cancelled"])
        #expect(pan.state == .possible)
    }

    @Test func followsItsFirstFingerOnly() {
        let pan = PanGestureRecognizer(name: "pan")
        let h = Harness([pan])
        h.down(0, 0, TouchID(1))
        h.down(100, 0, TouchID(2))
        h.move(200, 0, TouchID(2))
        #expect(pan.state == .possible)
        h.move(0, 30, TouchID(1))
        #expect(pan.translation == Point(x: 0, y: 30))
        h.up(0, 30, TouchID(1))
        #expect(pan.state == .possible)
        h.up(200, 0, TouchID(2))
        #expect(h.arena.activeTouchCount == 0)
    }

    @Test func disablingAnActivePanCancelsIt() {
        let pan = PanGestureRecognizer(name: "pan")
        let log = ActionLog(); log.watch(pan)
        let h = Harness([pan])
        h.down(0, 0); h.move(20, 0)
        pan.isEnabled = false
        h.up(20, 0)
        h.down(0, 0); h.move(20, 0); h.up(20, 0)
        #expect(log.entries == ["pan began", "pan cancelled"])
    }
}
