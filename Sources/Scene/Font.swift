/// A font of the app's one family (Inter), by size in points and weight.
public struct Font: Hashable, Sendable {
    /// The two weights the seeds use.
    public enum Weight: Hashable, Sendable {
        case regular
        case bold
    }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    public static func bold(_ size: Double) -> Font { Font(size: size, weight: .bold) }
    public static func regular(_ size: Double) -> Font { Font(size: size, weight: .regular) }
}
