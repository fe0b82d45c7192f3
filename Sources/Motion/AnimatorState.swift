/// A property animator's life cycle, as UIKit's `UIViewAnimatingState`.
public enum AnimatorState: Hashable, Sendable {
    /// Not started, or finished: the value is wherever it was left.
    case inactive
    /// Started or paused.
    case active
    /// Stopped with `stopAnimation(withoutFinishing: false)`, waiting for
    /// `finishAnimation(at:)`. Every other write is ignored in this state.
    case stopped
}
