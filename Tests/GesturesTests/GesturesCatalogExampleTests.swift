import Geometry
import Gestures
import Testing

/// The worked example of Gestures' DocC catalog (Sources/Gestures/Gestures.docc), run as
/// written with both timings the page describes.
@Suite struct GesturesCatalogExampleTests {
    /// The page's session with the move sent `moveTime` seconds after the down; what
    /// the actions saw.
    static func session(movingAt moveTime: Double) -> [String] {
        let arena = GestureArena()
        let lift = LongPressGestureRecognizer(name: "lift")
        let pan = PanGestureRecognizer(directionLock: .vertical, name: "pan")
        pan.require(toFail: lift)
        var log: [String] = []
        lift.addTarget { log.append("lift \($0.state)") }
        pan.addTarget { log.append("pan \($0.state) \($0.primaryTranslation)") }
        func send(_ time: Double, _ kind: InputEvent.Kind) {
            arena.advance(to: time)
            arena.handle(InputEvent(time: time, kind: kind)) { _ in [pan, lift] }
        }
        send(0, .touchDown(.mouse, Point(x: 100, y: 100)))
        send(moveTime, .touchMove(.mouse, Point(x: 100, y: 130)))
        send(moveTime + 0.05, .touchUp(.mouse, Point(x: 100, y: 130)))
        return log
    }

    @Test func aQuickDragFailsThePressAndPans() {
        #expect(Self.session(movingAt: 0.05) == ["pan began 30.0", "pan ended 30.0"])
    }

    @Test func aHeldPressBeginsAndThePanNeverDoes() {
        #expect(Self.session(movingAt: 0.6) == ["lift began", "lift changed", "lift ended"])
    }
}
