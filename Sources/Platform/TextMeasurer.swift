internal import CSDL2
import Scene

/// Measures text with the fonts the renderer draws it with, at the same pixel size, so
/// what the app lays out (a caret after the last letter, a field that scrolls) matches
/// the pixels to the device pixel.
public final class TextMeasurer: TextMeasuring {
    /// Output pixels per point, as the renderer draws.
    public var displayScale: Double
    /// The renderer's fonts, fallbacks and runs, so a measure matches what is drawn.
    private let fonts: FontSet

    public init(regularFontPath: String, boldFontPath: String, displayScale: Double) {
        fonts = FontSet(regularFontPath: regularFontPath, boldFontPath: boldFontPath)
        self.displayScale = displayScale
    }

    public func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let scale = max(displayScale, 0.01)
        let pixelSize = Int(saturating: (font.size * scale).rounded())
        guard pixelSize >= 1, let width = fonts.width(of: text, weight: font.weight, pixelSize: pixelSize) else {
            return EstimatedTextMeasure().width(of: text, font: font)
        }
        return Double(width) / scale
    }
}
