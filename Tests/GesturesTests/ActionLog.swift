@testable import Gestures

/// Records the state each action saw, per recognizer name, in firing order.
final class ActionLog {
    private(set) var entries: [String] = []

    func watch(_ recognizers: GestureRecognizer...) {
        for recognizer in recognizers {
            recognizer.addTarget { [unowned self] in self.entries.append("\($0.name) \($0.state)") }
        }
    }

    func states(of name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }
}
