import Geometry
import PropertyBased
import Testing

@testable import Gestures

/// Random sequences of touches, moves, cancels and focus losses sent to the app's
/// recognizers: every recognizer's actions follow UIKit's state machine, whatever comes.
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
