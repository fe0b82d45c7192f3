/// A rectangle of whole device pixels, `x0 ..< x1` by `y0 ..< y1`: a band of a shape's
/// interior that is copied unblended, where the pixels around it are blended.
public struct PixelBox: Equatable, Sendable {
    public var x0: Int32
    public var y0: Int32
    public var x1: Int32
    public var y1: Int32

    public init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    public var width: Int32 { x1 - x0 }
    public var height: Int32 { y1 - y0 }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    public var area: Int { isEmpty ? 0 : Int(truncatingIfNeeded: width) * Int(truncatingIfNeeded: height) }

    /// Whether every pixel of `other` is one of this box's.
    public func contains(_ other: PixelBox) -> Bool {
        other.x0 >= x0 && other.y0 >= y0 && other.x1 <= x1 && other.y1 <= y1
    }

    /// Whether the two boxes share a pixel.
    public func overlaps(_ other: PixelBox) -> Bool {
        max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
    }

    /// The pixels the two boxes share (empty when none).
    public func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The least box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
