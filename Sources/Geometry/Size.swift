/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public static let zero = Size(width: 0, height: 0)

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Width over height; 1 for a degenerate size so callers never divide by zero.
    public var aspectRatio: Double { height > 0 ? width / height : 1 }

    public var description: String { "\(width)×\(height)" }
}
