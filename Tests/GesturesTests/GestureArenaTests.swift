import Geometry
import Testing

@testable import Gestures

@Suite struct GestureArenaTests {
    /// Seed 001's press feedback: 0.05 s, with everyone, cancelling no touches.
    private func makePress() -> LongPressGestureRecognizer {
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.05, name: "press")
        press.shouldRecognizeSimultaneously = { _, _ in true }
        press.cancelsTouchesInView = false
        return press
    }

    @Test func pressAndScrollRecognizeSimultaneously() {
        let press = makePress()
        let scroll = PanGestureRecognizer(name: "scroll")
        var bothActive = false
        scroll.addTarget { _ in bothActive = bothActive || (press.state.isActive && scroll.state.isActive) }
        let log = ActionLog(); log.watch(press, scroll)
        let h = Harness([press, scroll])  // cell's press, then the scroll view's pan
        h.down(0, 0); h.wait(0.05)
        #expect(press.state == .began)
        h.move(0, -20)
        #expect(press.state == .changed)
        #expect(scroll.state == .began)
        #expect(bothActive)
        h.up(0, -20)
        #expect(log.entries == ["press began", "press changed", "scroll began", "press ended", "scroll ended"])
    }

    @Test func theAppCancelsThePressWhenScrollingBegins() {
        let press = makePress()
        let scroll = PanGestureRecognizer(name: "scroll")
        let log = ActionLog(); log.watch(press, scroll)
        scroll.addTarget { if $0.state == .began { press.cancel() } }
        let h = Harness([press, scroll])
        h.down(0, 0); h.wait(0.05)
        h.move(0, -20); h.move(0, -30); h.up(0, -30)
        #expect(
            log.entries == [
                "press began", "press changed", "scroll began", "press cancelled", "scroll changed", "scroll ended"
            ])
    }

    @Test func withoutSimultaneityTheDeepestWins() {
        let inner = PanGestureRecognizer(name: "inner")
        let outer = PanGestureRecognizer(name: "outer")
        let log = ActionLog(); log.watch(inner, outer)
        let h = Harness([inner, outer])
        h.down(0, 0); h.move(20, 0); h.move(30, 0); h.up(30, 0)
        #expect(log.entries == ["inner began", "inner changed", "inner ended"])
    }

    @Test func aVerticalDragInTheCategoryStripScrollsTheFeed() {
        let card = TapGestureRecognizer(name: "card")
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        let feed = PanGestureRecognizer(name: "feed")
        let log = ActionLog(); log.watch(card, strip, feed)
        let h = Harness([card, strip, feed])
        h.down(50, 50); h.move(52, 70); h.up(52, 80)
        #expect(log.entries == ["feed began", "feed ended"])

        h.down(50, 50); h.move(70, 52); h.up(80, 52)
        #expect(log.entries.suffix(2) == ["strip began", "strip ended"])

        h.down(50, 50); h.up(51, 51)
        #expect(log.entries.last == "card recognized")
    }

    @Test func anActiveRivalThatCancelsTouchesKeepsTheTouch() {
        let lift = LongPressGestureRecognizer(name: "lift")
        let scroll = PanGestureRecognizer(name: "scroll")
        let log = ActionLog(); log.watch(lift, scroll)
        let h = Harness([lift, scroll])
        h.down(0, 0); h.wait(0.5)
        #expect(scroll.state == .failed)  // the lift cancelled touches when it began
        h.move(0, 80); h.up(0, 80)
        #expect(log.entries == ["lift began", "lift changed", "lift ended"])
    }

    @Test func aPassiveRecognizerIsTakenOverByOneThatCancelsTouches() {
        let hint = LongPressGestureRecognizer(minimumPressDuration: 0.1, name: "hint")
        hint.cancelsTouchesInView = false
        let scroll = PanGestureRecognizer(name: "scroll")
        let log = ActionLog(); log.watch(hint, scroll)
        let h = Harness([hint, scroll])
        h.down(0, 0); h.wait(0.2)
        #expect(scroll.state == .possible)  // not failed: the hint cancels no touches
        h.move(0, 30); h.up(0, 30)
        #expect(log.entries == ["hint began", "hint changed", "hint cancelled", "scroll began", "scroll ended"])
    }

    @Test func shouldBeginFalseLeavesTheTouchToTheNextRecognizer() {
        let inner = PanGestureRecognizer(name: "inner")
        inner.shouldBegin = { _ in false }
        let outer = PanGestureRecognizer(name: "outer")
        let log = ActionLog(); log.watch(inner, outer)
        let h = Harness([inner, outer])
        h.down(0, 0); h.move(20, 0); h.up(20, 0)
        #expect(log.entries == ["outer began", "outer ended"])
    }

    @Test func disabledRecognizersTakeNoTouches() {
        let tap = TapGestureRecognizer(name: "tap")
        tap.isEnabled = false
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(0, 0); h.up(0, 0)
        #expect(log.entries.isEmpty)
    }

    @Test func fingersOnDifferentNodesRecognizeIndependently() {
        let left = PanGestureRecognizer(name: "left")
        let right = PanGestureRecognizer(name: "right")
        let log = ActionLog(); log.watch(left, right)
        let h = Harness(hitTest: { $0.x < 100 ? [left] : [right] })
        h.down(10, 0, TouchID(1)); h.down(200, 0, TouchID(2))
        #expect(h.arena.activeTouchCount == 2)
        h.move(10, 40, TouchID(1)); h.move(200, 40, TouchID(2))
        #expect(left.state == .began && right.state == .began)
        h.send(.focusLost)
        #expect(log.entries == ["left began", "right began", "left cancelled", "right cancelled"])
        #expect(h.arena.activeTouchCount == 0)
    }

    @Test func nonTouchEventsAndStrayTouchEventsAreIgnored() {
        let tap = TapGestureRecognizer(name: "tap")
        let log = ActionLog(); log.watch(tap)
        var hitTests = 0
        let h = Harness(hitTest: { _ in
            hitTests += 1; return [tap]
        })
        h.send(.hover(Point(x: 1, y: 1)))
        h.send(.wheel(dx: 0, dy: 3, at: .zero, modifiers: []))
        h.send(.key("Escape", modifiers: []))
        h.send(.resize(Size(width: 10, height: 10)))
        h.send(.drop(path: "/tmp/x.jpg"))
        h.up(0, 0); h.move(0, 0); h.send(.touchCancel(.mouse))
        #expect(hitTests == 0)
        #expect(h.arena.activeTouchCount == 0)
        #expect(log.entries.isEmpty)
    }

    @Test func aRepeatedDownCancelsTheStaleTouch() {
        let pan = PanGestureRecognizer(name: "pan")
        let log = ActionLog(); log.watch(pan)
        let h = Harness([pan])
        h.down(0, 0); h.move(0, 20)
        h.down(5, 5)
        #expect(h.arena.activeTouchCount == 1)
        h.move(5, 40); h.up(5, 40)
        #expect(log.entries == ["pan began", "pan cancelled", "pan began", "pan ended"])
    }

    @Test func theSameEventsGiveTheSameOutcome() {
        func run() -> [String] {
            let press = makePress()
            let lift = LongPressGestureRecognizer(name: "lift")
            let tap = TapGestureRecognizer(name: "tap")
            let scroll = PanGestureRecognizer(name: "scroll")
            let log = ActionLog(); log.watch(press, lift, tap, scroll)
            let h = Harness([press, lift, tap, scroll])
            h.down(0, 0); h.wait(0.1); h.up(0, 0)
            h.down(0, 0); h.wait(0.6); h.move(30, 0); h.up(30, 0)
            h.down(0, 0); h.wait(0.1); h.move(0, 30); h.up(0, 30)
            return log.entries
        }
        let first = run()
        #expect(first == run())
        #expect(
            first == [
                "press began", "press ended", "tap recognized",
                "press began", "lift began", "press changed", "lift changed", "press ended", "lift ended",
                "press began", "press changed", "scroll began", "press ended", "scroll ended"
            ])
    }

    @Test func aRequirementOutsideTheArenaDoesNotHoldARecognizer() {
        let tap = TapGestureRecognizer(name: "tap")
        let elsewhere = TapGestureRecognizer(numberOfTapsRequired: 2, name: "elsewhere")
        tap.require(toFail: elsewhere)
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(0, 0); h.up(0, 0)
        #expect(log.entries == ["tap recognized"])
    }

    @Test func cancellingEverythingFromAnActionIsSafe() {
        let inner = PanGestureRecognizer(name: "inner")
        let press = makePress()
        let h = Harness([press, inner])
        let log = ActionLog(); log.watch(press, inner)
        inner.addTarget { if $0.state == .began { h.arena.cancelAll(time: h.time) } }
        h.down(0, 0); h.wait(0.1); h.move(0, 20); h.move(0, 40); h.up(0, 40)
        #expect(log.entries == ["press began", "press changed", "inner began", "press cancelled", "inner cancelled"])
        #expect(press.state == .possible && inner.state == .possible)
        #expect(h.arena.activeTouchCount == 0)
    }
}
