/// A straight (not premultiplied) RGBA colour with components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0…255 channel values, the way the seeds write them.
    public init(r255 r: Int, g255 g: Int, b255 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses "#RRGGBB" (Unsplash's `color` field); nil for anything else.
    public init?(hex: String) {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        self.init(r255: Int((value >> 16) & 0xFF), g255: Int((value >> 8) & 0xFF), b255: Int(value & 0xFF))
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Channel values rounded to 0…255, for the renderer.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8(saturating: max(0, min(255, (v * 255).rounded()))) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
