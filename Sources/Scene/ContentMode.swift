/// How an image fills its node's frame, as UIKit's `contentMode`.
public enum ContentMode: Hashable, Sendable {
    /// Cover the frame, keeping the aspect ratio; the overflow is clipped.
    case aspectFill
    /// Fit inside the frame, keeping the aspect ratio.
    case aspectFit
    /// Stretch to the frame.
    case scaleToFill
}
