import Geometry
import PropertyBased
import Testing

@testable import Gestures

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
