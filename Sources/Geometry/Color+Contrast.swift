import Foundation

/// WCAG 2 relative luminance and contrast ratio, which decide the header's light or dark
/// content (issue 12: text stays at 3:1 or better against what is behind it).
extension Color {
    /// Relative luminance of the opaque colour, 0 (black) … 1 (white).
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio between two luminances, 1…21.
    public static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour blended over `background` with this colour's alpha, in sRGB as the
    /// renderer blends.
    public func over(_ background: Color) -> Color {
        Color(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha))
    }
}
