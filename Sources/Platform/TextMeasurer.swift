import CSDL2
import Scene

/// Measures text with the fonts the renderer draws it with, at the same pixel size, so
/// what the app lays out (a caret after the last letter, a field that scrolls) matches
/// the pixels to the device pixel.
public final class TextMeasurer: TextMeasuring {
    /// Output pixels per point, as the renderer draws.
    public var displayScale: Double
    private let fontPaths: [Font.Weight: String]
    /// One open font per weight and pixel size; a field uses one or two.
    private var fonts: [FontKey: OpaquePointer] = [:]
    /// Fonts kept open (tuned: the app measures at two or three sizes).
    static let fontCapacity = 8

    private struct FontKey: Hashable {
        var weight: Font.Weight
        var pixelSize: Int
    }

    public init(regularFontPath: String, boldFontPath: String, displayScale: Double) {
        fontPaths = [.regular: regularFontPath, .bold: boldFontPath]
        self.displayScale = displayScale
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
    }

    public func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let scale = max(displayScale, 0.01)
        let pixelSize = Int(saturating: (font.size * scale).rounded())
        guard pixelSize >= 1, let handle = open(font.weight, pixelSize: pixelSize) else {
            return EstimatedTextMeasure().width(of: text, font: font)
        }
        var width: Int32 = 0, height: Int32 = 0
        guard TTF_SizeUTF8(handle, text, &width, &height) == 0 else { return EstimatedTextMeasure().width(of: text, font: font) }
        return Double(width) / scale
    }

    private func open(_ weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(weight: weight, pixelSize: pixelSize)
        if let font = fonts[key] { return font }
        // TTF sizes are points at 72 dpi: one pixel per point, as the renderer opens them.
        guard let path = fontPaths[weight], let font = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
        if fonts.count >= Self.fontCapacity, let (oldKey, oldFont) = fonts.first {
            TTF_CloseFont(oldFont)
            fonts[oldKey] = nil
        }
        fonts[key] = font
        return font
    }
}
