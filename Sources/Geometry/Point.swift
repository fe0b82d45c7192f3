/// A location in points. Window space has its origin at the top left, y growing down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points rightward from the origin.
    public var x: Double
    /// Points downward from the origin.
    public var y: Double

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The point `x` points right of and `y` points below the origin.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }

    public var description: String { "(\(x), \(y))" }
}
