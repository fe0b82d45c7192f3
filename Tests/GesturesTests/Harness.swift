import Geometry

@testable import Gestures

/// Drives a `GestureArena` the way the app does: events stamped with virtual time, then
/// `advance(to:)` once per fixed 1/240 s step. Time is a whole number of steps, so tests
/// never depend on the wall clock or on rounding drift.
final class Harness {
    /// DESIGN.md, one frame: the simulation step.
    static let stepsPerSecond = 240

    let arena = GestureArena()
    private(set) var steps = 0
    var hitTest: (Point) -> [GestureRecognizer]

    /// Every recognizer in `chain` is under every point (deepest first).
    init(_ chain: [GestureRecognizer]) {
        hitTest = { _ in chain }
    }

    init(hitTest: @escaping (Point) -> [GestureRecognizer]) {
        self.hitTest = hitTest
    }

    var time: Double { Double(steps) / Double(Self.stepsPerSecond) }

    func send(_ kind: InputEvent.Kind) {
        arena.handle(InputEvent(time: time, kind: kind), hitTest: hitTest)
    }

    func down(_ x: Double, _ y: Double, _ id: TouchID = .mouse) { send(.touchDown(id, Point(x: x, y: y))) }
    func move(_ x: Double, _ y: Double, _ id: TouchID = .mouse) { send(.touchMove(id, Point(x: x, y: y))) }
    func up(_ x: Double, _ y: Double, _ id: TouchID = .mouse) { send(.touchUp(id, Point(x: x, y: y))) }

    /// Runs whole steps until at least `seconds` have passed.
    func wait(_ seconds: Double) {
        let target = steps + Int((seconds * Double(Self.stepsPerSecond)).rounded(.up))
        while steps < target { step() }
    }

    func step() {
        steps += 1
        arena.advance(to: time)
    }
}
