/// Measures a line of text as the renderer will draw it, in points.
///
/// The platform answers with the real font (SDL_ttf at the display's pixel size), so a
/// caret sits exactly after the last glyph drawn; tests and tools without fonts use
/// `EstimatedTextMeasure`.
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` in `font`, points.
    func width(of text: String, font: Font) -> Double
}
