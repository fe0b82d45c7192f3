import Geometry
import Testing

@testable import Gestures

/// One slop for every kind: the same distance makes a pan begin, a tap fail and a long
/// press that has not begun fail, and only the instant pan, which has none, differs.
@Suite struct GestureSlopTests {
    @Test func everyKindStartsWithTheBaseSlop() {
        let kinds: [GestureRecognizer] = [
            PanGestureRecognizer(), PanGestureRecognizer(directionLock: .vertical),
            TapGestureRecognizer(), TapGestureRecognizer(numberOfTapsRequired: 2),
            LongPressGestureRecognizer(), LongPressGestureRecognizer(minimumPressDuration: 0.05)
        ]
        #expect(GestureRecognizer.defaultSlop == 10)
        for kind in kinds {
            #expect(kind.slop == GestureRecognizer.defaultSlop, "\(kind.name)")
        }
        #expect(InstantPanGestureRecognizer().slop == 0)
    }

    @Test func theSameMoveBeginsThePanAndFailsTheTapAndThePress() {
        for distance in [9.5, 10.5] {
            let pan = PanGestureRecognizer(name: "pan")
            let tap = TapGestureRecognizer(name: "tap")
            let press = LongPressGestureRecognizer(name: "press")
            for recognizer in [pan, tap, press] as [GestureRecognizer] {
                recognizer.shouldRecognizeSimultaneously = { _, _ in true }
            }
            let h = Harness([pan, tap, press])
            h.down(0, 0); h.step(); h.move(distance, 0)
            let moved = distance > GestureRecognizer.defaultSlop
            #expect(pan.state == (moved ? .began : .possible))
            #expect(tap.state == (moved ? .failed : .possible))
            #expect(press.state == (moved ? .failed : .possible))
        }
    }

    @Test func aLargerSlopIsHonouredByEachKind() {
        let pan = PanGestureRecognizer(name: "pan")
        let tap = TapGestureRecognizer(name: "tap")
        for recognizer in [pan, tap] as [GestureRecognizer] {
            recognizer.slop = 30
            recognizer.shouldRecognizeSimultaneously = { _, _ in true }
        }
        let log = ActionLog(); log.watch(pan, tap)
        let h = Harness([pan, tap])
        h.down(0, 0); h.step(); h.move(20, 0)
        #expect(pan.state == .possible)
        #expect(tap.state == .possible)
        h.step(); h.up(20, 0)
        #expect(log.entries == ["tap recognized"])
    }

    @Test func actionsReceiveTheConcreteKind() {
        let pan = PanGestureRecognizer(directionLock: .vertical, name: "pan")
        let press = LongPressGestureRecognizer(name: "press")
        var translations: [Double] = []
        var pressedAt: [Point] = []
        // No casts: each action's parameter is the recognizer's own class.
        pan.addTarget { (recognizer: PanGestureRecognizer) in translations.append(recognizer.primaryTranslation) }
        press.addTarget { (recognizer: LongPressGestureRecognizer) in
            if recognizer.state == .began { pressedAt.append(recognizer.location) }
        }
        let h = Harness([pan])
        h.down(0, 0); h.step(); h.move(3, 15); h.step(); h.move(3, 25); h.step(); h.up(3, 25)
        #expect(translations == [15, 25, 25])
        let held = Harness([press])
        held.down(5, 6); held.wait(0.6); held.up(5, 6)
        #expect(pressedAt == [Point(x: 5, y: 6)])
    }
}
