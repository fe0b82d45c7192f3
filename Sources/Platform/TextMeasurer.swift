internal import CSDL2
import Scene

/// Measures text with the fonts the renderer draws it with, at the same pixel size, so
/// what the app lays out (a caret after the last letter, a field that scrolls) matches
/// the pixels to the device pixel.
///
/// Widths are remembered: the search field lays itself out on every simulation step
/// (240 a second) and measured the same few strings each time, shaping them with
/// HarfBuzz anew (8–12% of a fling's or drag's instructions, issue 18).
public final class TextMeasurer: TextMeasuring {
    /// Output pixels per point, as the renderer draws.
    public var displayScale: Double
    /// The renderer's fonts, fallbacks and runs, so a measure matches what is drawn.
    private let fonts: FontSet

    /// One measured string: a width depends on nothing else.
    private struct Key: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int
    }

    /// Widths measured, in pixels (nil: the fonts could not measure it).
    private var widths: [Key: Int?] = [:]
    /// Widths kept before the memory is emptied and refilled (tuned: a screen lays out a
    /// few dozen strings; typing in the search field adds one per prefix).
    static let widthCapacity = 1024

    public init(regularFontPath: String, boldFontPath: String, displayScale: Double) {
        fonts = FontSet(regularFontPath: regularFontPath, boldFontPath: boldFontPath)
        self.displayScale = displayScale
    }

    public func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let scale = max(displayScale, 0.01)
        let pixelSize = Int(saturating: (font.size * scale).rounded())
        guard pixelSize >= 1, let width = pixelWidth(of: text, weight: font.weight, pixelSize: pixelSize) else {
            return EstimatedTextMeasure().width(of: text, font: font)
        }
        return Double(width) / scale
    }

    /// The fonts' width of `text`, measured once per string, weight and size.
    private func pixelWidth(of text: String, weight: Font.Weight, pixelSize: Int) -> Int? {
        let key = Key(text: text, weight: weight, pixelSize: pixelSize)
        if let known = widths[key] { return known }
        let measured = fonts.width(of: text, weight: weight, pixelSize: pixelSize)
        if widths.count >= Self.widthCapacity { widths.removeAll(keepingCapacity: true) }
        widths[key] = measured
        return measured
    }
}
