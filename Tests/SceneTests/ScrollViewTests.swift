import Geometry
import Gestures
import Motion
import Testing

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

    /// A fling toward the top hands over to the bounce at the moment it reaches the
    /// edge (`Decay.time(atPosition:)`), as Flutter's BouncingScrollSimulation does:
    /// every step afterwards is the bounce spring started at the edge at that moment,
    /// with the fling's velocity there, not one step late from past the edge.
    @Test func aFlingIntoTheTopHandsOverToTheBounceAtTheEdge() throws {
        let h = Harness()
        h.scroll.setOffset(300)
        h.drag(from: Point(x: 200, y: 100), dy: 200, duration: 0.1)
        let start = h.scroll.offset, velocity = h.scroll.velocity
        #expect(h.scroll.phase == .decelerating && velocity < -1000)
        let fling = Decay(from: start, velocity: velocity, tolerance: ScrollView.glideTolerance)
        let crossing = try #require(fling.time(atPosition: 0))
        let bounce = Spring(
            parameters: SpringParameters(
                mass: ScrollView.bounceMass, stiffness: ScrollView.bounceStiffness,
                dampingRatio: ScrollView.bounceDampingRatio),
            from: 0, to: 0, initialVelocity: fling.velocity(at: crossing))
        var t = 0.0
        for _ in 0..<120 {
            h.step(Self.dt)
            t += Self.dt
            let expected = t < crossing ? fling.position(at: t) : bounce.position(at: t - crossing)
            if h.scroll.phase == .idle { break }
            #expect(abs(h.scroll.offset - expected) < 1e-6, "at \(t) s (crossing at \(crossing) s)")
        }
        #expect(h.scroll.offset <= 0.5)
    }

    @Test func aPullReleasedSpringsBackWithinSixTenthsOfASecond() {
        let h = Harness()
        h.drag(from: Point(x: 200, y: 100), dy: 200, duration: 0.25, holdBeforeRelease: 0.2)
        #expect(h.scroll.offset < -50)
        h.step(0.6)
        #expect(abs(h.scroll.offset) < 0.5)
    }

    /// One notch lands within 150 ms, eased out (issue 12: the fling's decay took 2 s).
    @Test func aWheelNotchLandsWithin150MillisecondsEasedOut() {
        let h = Harness()
        h.scroll.scroll(byWheel: 3 * ScrollView.wheelNotch)
        #expect(h.scroll.phase == .decelerating)
        var positions: [Double] = []
        for _ in 0..<36 {
            h.step(1.0 / 240)
            positions.append(h.scroll.offset)
        }
        // Eased out: the first half of the time covers well over half the way.
        #expect(positions[17] > 0.6 * 120)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(h.scroll.offset == 120)
        #expect(h.scroll.phase == .idle)
    }

    /// A notch during a glide adds to where it is headed, from where it is and as fast
    /// as it moves: no step jumps.
    @Test func aNotchDuringAGlideRetargetsSmoothly() {
        let h = Harness()
        h.scroll.scroll(byWheel: ScrollView.wheelNotch)
        var previous = 0.0, largest = 0.0
        for i in 0..<72 {
            if i == 12 { h.scroll.scroll(byWheel: ScrollView.wheelNotch) }
            h.step(1.0 / 240)
            largest = max(largest, h.scroll.offset - previous)
            previous = h.scroll.offset
        }
        #expect(h.scroll.offset == 2 * ScrollView.wheelNotch)
        // Never more than a twelfth of the way in one step.
        #expect(largest < 2 * ScrollView.wheelNotch / 12)
    }

    /// A trackpad's fractional delta moves the content 1:1 at once.
    @Test func aTrackpadDeltaScrollsOneToOne() {
        let h = Harness()
        h.scroll.scroll(byWheel: 3.7)
        #expect(h.scroll.offset == 3.7)
        h.scroll.scroll(byWheel: -1.2)
        #expect(abs(h.scroll.offset - 2.5) < 1e-12)
        #expect(h.scroll.phase == .idle)
    }

    /// Lines land in 0.15 s; pages and ends within 0.4 s (issue 12).
    @Test func keysScrollByLinesPagesAndEnds() {
        let h = Harness(contentLength: 3000)
        h.scroll.perform(.bottom)
        h.step(0.4)
        #expect(h.scroll.offset == 2200)
        h.scroll.perform(.top)
        h.step(0.4)
        #expect(h.scroll.offset == 0)
        h.scroll.perform(.pageDown)
        h.step(0.4)
        #expect(h.scroll.offset == 800 - ScrollView.pageOverlap)
        h.scroll.perform(.lineDown)
        h.scroll.perform(.lineDown)
        h.step(0.16)
        #expect(h.scroll.offset == 800 - ScrollView.pageOverlap + 2 * ScrollView.lineStep)
    }
}
