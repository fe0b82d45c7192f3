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
