import Testing
import Geometry
import Gestures
import Motion
@testable import Scene

/// Drives a scroll view with real touches through the arena, on stepped time.
@Suite struct ScrollViewTests {
    static let dt = 1.0 / 240

    /// A window with one scroll view and an arena, on stepped time.
    final class Harness {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let scroll = ScrollView(name: "scroll", axis: .vertical, frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let arena = GestureArena()
        var time = 0.0

        init(contentLength: Double = 5000) {
            root.addChild(scroll)
            scroll.contentLength = contentLength
        }

        func send(_ kind: InputEvent.Kind) {
            arena.handle(InputEvent(time: time, kind: kind)) { [root] p in root.hitTest(p)?.recognizersFromHereUp ?? [] }
        }

        func step(_ seconds: Double) {
            let count = Int((seconds / dt).rounded())
            for _ in 0..<count {
                time += dt
                arena.advance(to: time)
                scroll.step(dt: dt)
            }
        }

        /// A drag from `from` by `dy`, sampled every 1/60 s over `duration`, then released.
        func drag(from: Point, dy: Double, duration: Double, holdBeforeRelease: Double = 0) {
            send(.touchDown(.mouse, from))
            let samples = Int(duration * 60)
            for i in 1...samples {
                step(1.0 / 60)
                send(.touchMove(.mouse, Point(x: from.x, y: from.y + dy * Double(i) / Double(samples))))
            }
            if holdBeforeRelease > 0 { step(holdBeforeRelease) }
            step(dt)
            send(.touchUp(.mouse, Point(x: from.x, y: from.y + dy)))
        }
    }

    @Test func dragsTrackOneToOne() {
        let h = Harness()
        h.scroll.setOffset(500)
        h.send(.touchDown(.mouse, Point(x: 200, y: 600)))
        for y in stride(from: 590.0, through: 400, by: -10) {
            h.step(1.0 / 60)
            h.send(.touchMove(.mouse, Point(x: 200, y: y)))
        }
        #expect(abs(h.scroll.offset - 700) < 1e-9)
        #expect(h.scroll.phase == .dragging)
    }

    @Test func pullingPastTheTopRubberBands() {
        let h = Harness()
        h.send(.touchDown(.mouse, Point(x: 200, y: 100)))
        for y in stride(from: 110.0, through: 200, by: 10) {
            h.step(1.0 / 60)
            h.send(.touchMove(.mouse, Point(x: 200, y: y)))
        }
        // 100 points of finger travel past the edge on an 800-point viewport.
        #expect(abs(h.scroll.offset + RubberBand.offset(overshoot: 100, viewport: 800)) < 1e-9)
        #expect(abs(h.scroll.offset + 51.46) < 0.01)
    }

    @Test func aFlingComesToRestNearItsProjection() {
        let h = Harness(contentLength: 100_000)
        h.scroll.setOffset(1000)
        h.drag(from: Point(x: 200, y: 700), dy: -200, duration: 0.2)
        let velocity = h.scroll.velocity
        let projected = Decay(from: h.scroll.offset, velocity: velocity).restPosition
        #expect(velocity > 500)
        h.step(8)
        #expect(h.scroll.phase == .idle)
        #expect(abs(h.scroll.offset - projected) <= 0.02 * abs(projected - 1200))
    }

    @Test func aPullReleasedSpringsBackWithinSixTenthsOfASecond() {
        let h = Harness()
        h.drag(from: Point(x: 200, y: 100), dy: 200, duration: 0.25, holdBeforeRelease: 0.2)
        #expect(h.scroll.offset < -50)
        h.step(0.6)
        #expect(abs(h.scroll.offset) < 0.5)
    }

    @Test func theWheelGlidesExactlyByItsDelta() {
        let h = Harness()
        h.scroll.scroll(byWheel: 120)
        #expect(h.scroll.phase == .decelerating)
        h.step(0.05)
        #expect(h.scroll.offset > 0 && h.scroll.offset < 120)
        h.step(10)
        #expect(abs(h.scroll.offset - 120) < 0.1)
    }

    @Test func keysScrollByLinesPagesAndEnds() {
        let h = Harness(contentLength: 3000)
        #expect(h.scroll.scroll(byKey: "End"))
        h.step(10)
        #expect(abs(h.scroll.offset - 2200) < 0.1)
        #expect(h.scroll.scroll(byKey: "Home"))
        h.step(10)
        #expect(abs(h.scroll.offset) < 0.1)
        #expect(!h.scroll.scroll(byKey: "Q"))
    }
}
