import Geometry

/// A clipping region in window points: a rectangle, optionally with rounded corners.
public struct Clip: Hashable, Sendable {
    public var rect: Rect
    public var cornerRadius: Double

    public init(rect: Rect, cornerRadius: Double = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
