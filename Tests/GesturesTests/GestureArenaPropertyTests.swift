import Geometry
import PropertyBased
import Testing

@testable import Gestures

/// One random thing that can happen to the arena.
struct RandomInput: Sendable, CustomStringConvertible {
    /// One random input the property test can send.
    enum Action: Sendable { case down, move, up, cancelTouch, focusLost }
    var action: Action
    var finger: Int
    var point: Point
    /// Whole 1/240 s steps to run before the event.
    var stepsBefore: Int

    var description: String { "\(stepsBefore) steps, \(action) \(finger) \(point)" }

    static let generator = zip(
        Gen.int(in: 0...99), Gen.int(in: 0...2), Gen.int(in: 0...399), Gen.int(in: 0...799),
        Gen.int(in: 0...30)
    ).map { roll, finger, x, y, steps in
        // Moves dominate, as they do in real input; ups come with or without a down.
        let action: Action =
            switch roll {
            case 0..<20: .down
            case 20..<70: .move
            case 70..<92: .up
            case 92..<96: .cancelTouch
            default: .focusLost
            }
        return RandomInput(
            action: action, finger: finger,
            point: Point(x: Double(x), y: Double(y)), stepsBefore: steps)
    }
}

/// Checks the action sequence of one recognizer against UIKit's state machine.
final class StateMachineChecker {
    let recognizer: GestureRecognizer
    private(set) var isInGesture = false
    private(set) var violations: [String] = []
    private(set) var beganCount = 0
    private(set) var finishedCount = 0

    init(_ recognizer: GestureRecognizer) {
        self.recognizer = recognizer
        recognizer.addTarget { [unowned self] in self.saw($0.state) }
    }

    private func saw(_ state: GestureState) {
        switch state {
        case .began:
            if isInGesture { violations.append("\(recognizer.name) began twice") }
            isInGesture = true
            beganCount += 1
        case .changed:
            if !isInGesture { violations.append("\(recognizer.name) changed outside a gesture") }
        case .ended, .cancelled:
            if !isInGesture { violations.append("\(recognizer.name) \(state) without began") }
            isInGesture = false
            finishedCount += 1
        case .recognized:
            if isInGesture { violations.append("\(recognizer.name) recognized mid-gesture") }
        case .possible, .failed:
            violations.append("\(recognizer.name) ran actions in \(state)")
        }
    }
}

/// The home screen's and the detail's recognizers, wired as the app wires them.
struct RandomScene {
    let all: [GestureRecognizer]
    let hitTest: (Point) -> [GestureRecognizer]

    init() {
        let feed = PanGestureRecognizer(name: "feed")
        let card = TapGestureRecognizer(name: "card")
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.05, name: "press")
        press.shouldRecognizeSimultaneously = { _, _ in true }
        press.cancelsTouchesInView = false
        let lift = LongPressGestureRecognizer(name: "lift")
        let open = TapGestureRecognizer(name: "open")
        let zoom = TapGestureRecognizer(numberOfTapsRequired: 2, name: "zoom")
        open.require(toFail: zoom)
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let close = TapGestureRecognizer(name: "close")
        scrub.require(toFail: close)
        // The app cancels the press when scrolling starts (docs/MOTION.md, Press feedback).
        feed.addTarget { if $0.state == .began { press.cancel() } }

        all = [feed, card, strip, press, lift, open, zoom, scrub, close]
        hitTest = { point in
            switch point.y {
            case ..<150: [card, strip, feed]
            case ..<600: [press, lift, open, zoom, feed]
            default: [close, scrub]
            }
        }
    }
}

@Suite struct GestureArenaPropertyTests {
    static let sequences = 10_000

    @Test func randomInputKeepsTheStateMachineSound() async {
        await propertyCheck(count: Self.sequences, input: RandomInput.generator.array(of: 1...40)) { inputs in
            let scene = RandomScene()
            let checkers = scene.all.map(StateMachineChecker.init)
            let arena = GestureArena()
            var step = 0
            var leftActive: [String] = []

            for input in inputs {
                for _ in 0..<input.stepsBefore {
                    step += 1
                    arena.advance(to: Double(step) / Double(Harness.stepsPerSecond))
                }
                let id = TouchID(Int64(input.finger))
                let kind: InputEvent.Kind =
                    switch input.action {
                    case .down: .touchDown(id, input.point)
                    case .move: .touchMove(id, input.point)
                    case .up: .touchUp(id, input.point)
                    case .cancelTouch: .touchCancel(id)
                    case .focusLost: .focusLost
                    }
                let time = Double(step) / Double(Harness.stepsPerSecond)
                arena.handle(InputEvent(time: time, kind: kind), hitTest: scene.hitTest)
                if arena.activeTouchCount == 0 {
                    leftActive += scene.all.filter { $0.state.isActive }.map(\.name)
                    leftActive += checkers.filter(\.isInGesture).map(\.recognizer.name)
                }
            }
            // Let pending taps time out, then lift everything still down.
            for finger in 0...2 {
                arena.handle(
                    InputEvent(
                        time: Double(step) / Double(Harness.stepsPerSecond),
                        kind: .touchUp(TouchID(Int64(finger)), .zero)),
                    hitTest: scene.hitTest)
            }
            for _ in 0..<Harness.stepsPerSecond {
                step += 1
                arena.advance(to: Double(step) / Double(Harness.stepsPerSecond))
            }

            let violations = checkers.flatMap(\.violations)
            #expect(violations.isEmpty)
            #expect(leftActive.isEmpty, "active with no touch down: \(leftActive)")
            #expect(arena.activeTouchCount == 0)
            #expect(checkers.allSatisfy { $0.beganCount == $0.finishedCount })
            #expect(
                scene.all.allSatisfy { $0.state == .possible },
                "\(scene.all.map { "\($0.name) \($0.state)" })")
        }
    }
}
