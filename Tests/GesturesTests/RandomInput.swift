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
