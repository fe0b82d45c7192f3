/// Where a property animator ended, as UIKit's `UIViewAnimatingPosition`.
public enum AnimatingPosition: Hashable, Sendable {
    case start
    case end
    /// Wherever it was when finished early (`finishAnimation(at: .current)`).
    case current
}
