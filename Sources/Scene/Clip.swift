import Geometry

/// A clipping region in window points: a rectangle, cut by a rounded rectangle.
///
/// The two differ when a square child of a rounded card clips its own content (the
/// detail's photo inside the card): the child's rectangle bounds the region while the
/// card's corners still round it. They also differ for a rounded card partly outside
/// the window, whose corners stay where the card's are, not at the window's edge.
public struct Clip: Hashable, Sendable {
    /// Nothing outside this rectangle is drawn.
    public var rect: Rect
    /// The radius of `roundedRect`'s corners (0: the clip is `rect` alone).
    public var cornerRadius: Double
    /// The rectangle whose corners `cornerRadius` rounds; it contains `rect` or equals it.
    public var roundedRect: Rect

    public init(rect: Rect, cornerRadius: Double = 0, roundedRect: Rect? = nil) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.roundedRect = roundedRect ?? rect
    }

    /// Whether drawing `frame` needs this clip at all: not when the frame lies inside the
    /// rectangle and touches none of the rounded corners' squares, so the renderer can
    /// take its square (fast) paths for most of a rounded card's content.
    public func isNeeded(for frame: Rect) -> Bool {
        guard rect.contains(frame) else { return true }
        guard cornerRadius > 0 else { return false }
        let r = cornerRadius, outer = roundedRect
        let corners = [
            Rect(x: outer.minX, y: outer.minY, width: r, height: r),
            Rect(x: outer.maxX - r, y: outer.minY, width: r, height: r),
            Rect(x: outer.minX, y: outer.maxY - r, width: r, height: r),
            Rect(x: outer.maxX - r, y: outer.maxY - r, width: r, height: r)
        ]
        return corners.contains { corner in
            frame.minX < corner.maxX && frame.maxX > corner.minX && frame.minY < corner.maxY && frame.maxY > corner.minY
        }
    }
}

extension Rect {
    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }
}
