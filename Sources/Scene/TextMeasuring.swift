/// Measures a line of text as the renderer will draw it, in points.
///
/// The platform answers with the real font (SDL_ttf at the display's pixel size), so a
/// caret sits exactly after the last glyph drawn; tests and tools without fonts use
/// `EstimatedTextMeasure`.
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` in `font`, points.
    func width(of text: String, font: Font) -> Double
}

/// A font-free estimate: every character half an em wide (the Inter family averages
/// about that for lower-case Latin text).
public final class EstimatedTextMeasure: TextMeasuring {
    /// Average advance of a character, as a fraction of the font size.
    public static let averageGlyphWidth = 0.5

    public init() {}

    public func width(of text: String, font: Font) -> Double {
        Double(text.count) * font.size * EstimatedTextMeasure.averageGlyphWidth
    }
}
