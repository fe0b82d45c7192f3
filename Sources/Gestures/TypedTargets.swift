/// Gives every recognizer an `addTarget` whose action receives the recognizer as its own
/// kind, so a pan's client reads `translation` without a downcast.
///
/// `Self` in a protocol extension is the static type at the call site: `pan.addTarget`
/// on a `PanGestureRecognizer` hands the action a `PanGestureRecognizer`. Only
/// `GestureRecognizer` conforms, and so every kind does.
public protocol TypedTargets: GestureRecognizer {}

extension TypedTargets {
    /// Adds an action run on every state change UIKit reports to targets (began, changed,
    /// ended, cancelled, recognized), in the order added.
    public func addTarget(_ action: @escaping (Self) -> Void) {
        // Unowned: the recognizer owns its actions, so it outlives every call of them.
        addAction { [unowned self] in action(self) }
    }
}

extension GestureRecognizer: TypedTargets {}
