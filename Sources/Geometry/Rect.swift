/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public static let zero = Rect(origin: .zero, size: .zero)

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle of the given size centred on `center`.
    public init(center: Point, size: Size) {
        self.init(
            x: center.x - size.width / 2, y: center.y - size.height / 2,
            width: size.width, height: size.height)
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    /// The point half way across and half way down.
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.isEmpty }

    /// Half-open containment: the right and bottom edges are outside, as in UIKit.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public func inset(by insets: Insets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: Insets(top: dy, left: dx, bottom: dy, right: dx))
    }

    /// The largest rectangle of `content`'s aspect ratio that covers this one, centred
    /// (UIKit's `.scaleAspectFill`).
    public func aspectFill(_ content: Size) -> Rect {
        guard !content.isEmpty else { return self }
        let scale = max(width / content.width, height / content.height)
        return Rect(center: center, size: Size(width: content.width * scale, height: content.height * scale))
    }

    /// The largest rectangle of `content`'s aspect ratio that fits inside this one, centred
    /// (UIKit's `.scaleAspectFit`).
    public func aspectFit(_ content: Size) -> Rect {
        guard !content.isEmpty else { return self }
        let scale = min(width / content.width, height / content.height)
        return Rect(center: center, size: Size(width: content.width * scale, height: content.height * scale))
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
