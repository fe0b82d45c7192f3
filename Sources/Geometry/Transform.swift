/// A scale followed by a translation: p ↦ (scaleX·x + translateX, scaleY·y + translateY).
///
/// Splash's motion needs only scale and translation (no rotation), and this family is
/// closed under composition and inversion, so flattened frames stay axis-aligned
/// rectangles. A node's transform, like a UIView's, is applied about the node's centre:
/// `Transform.scale(s)` on a node scales it in place.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var scaleX: Double
    public var scaleY: Double
    public var translateX: Double
    public var translateY: Double

    public static let identity = Transform(scaleX: 1, scaleY: 1, translateX: 0, translateY: 0)

    public init(scaleX: Double, scaleY: Double, translateX: Double, translateY: Double) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    /// A uniform scale about the origin of the space it is applied in.
    public static func scale(_ s: Double) -> Transform {
        Transform(scaleX: s, scaleY: s, translateX: 0, translateY: 0)
    }

    public static func translation(x: Double, y: Double) -> Transform {
        Transform(scaleX: 1, scaleY: 1, translateX: x, translateY: y)
    }

    /// A uniform scale that keeps `anchor` where it is.
    public static func scale(_ s: Double, about anchor: Point) -> Transform {
        Transform(scaleX: s, scaleY: s, translateX: anchor.x * (1 - s), translateY: anchor.y * (1 - s))
    }

    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `outer`.
    public func concatenating(_ outer: Transform) -> Transform {
        Transform(
            scaleX: scaleX * outer.scaleX, scaleY: scaleY * outer.scaleY,
            translateX: translateX * outer.scaleX + outer.translateX,
            translateY: translateY * outer.scaleY + outer.translateY)
    }

    /// The inverse mapping; nil when a scale is zero (a collapsed node cannot be hit).
    public var inverted: Transform? {
        guard scaleX != 0, scaleY != 0 else { return nil }
        return Transform(
            scaleX: 1 / scaleX, scaleY: 1 / scaleY,
            translateX: -translateX / scaleX, translateY: -translateY / scaleY)
    }

    public func apply(to p: Point) -> Point {
        Point(x: p.x * scaleX + translateX, y: p.y * scaleY + translateY)
    }

    /// The image of a rectangle; negative scales are normalised to a positive size.
    public func apply(to r: Rect) -> Rect {
        let a = apply(to: r.origin)
        let b = apply(to: Point(x: r.maxX, y: r.maxY))
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    public var description: String { "scale(\(scaleX), \(scaleY)) translate(\(translateX), \(translateY))" }
}
