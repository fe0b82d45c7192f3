/// UIKit's recognizer states (docs/MOTION.md, Gestures: states).
///
/// Continuous gestures go possible → began → changed* → ended or cancelled; discrete ones
/// go possible → recognized or failed. Every recognizer returns to possible once the
/// touches it followed have ended.
public enum GestureState: Hashable, Sendable, CaseIterable {
    case possible, began, changed, ended, cancelled, failed, recognized

    /// A continuous gesture in progress: it owns its touch until it ends or is cancelled.
    public var isActive: Bool { self == .began || self == .changed }

    /// A final state of one gesture; the recognizer resets to possible after it.
    public var isFinished: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: true
        case .possible, .began, .changed: false
        }
    }
}
