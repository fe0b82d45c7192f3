import CSDL2
import Scene

/// Rasterized lines of text as textures, and the fonts that made them, both bounded
/// least-recently-used caches.
///
/// Text is rasterized white once per (string, weight, pixel size) and tinted at draw
/// time with the texture's colour and alpha modulation, so a fading or recoloured
/// label costs nothing; a scaled label gets its own pixel size to stay sharp.
final class TextCache {
    /// Lines kept; tuned: a screen shows a few dozen labels, and a scale animation
    /// adds one size per frame for a fraction of a second.
    static let textureCapacity = 512
    /// Open fonts kept (one per weight and pixel size).
    static let fontCapacity = 48

    /// A rasterized line, white on transparent, `width × height` device pixels.
    struct Line {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUse: Int
    }

    /// What makes two rasterized lines interchangeable (colour is applied at draw time).
    struct LineKey: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int
    }

    /// One open TTF_Font per weight and pixel size.
    private struct FontKey: Hashable {
        var weight: Font.Weight
        var pixelSize: Int
    }

    private var lines: [LineKey: Line] = [:]
    private var fonts: [FontKey: (font: OpaquePointer, lastUse: Int)] = [:]
    private let fontPaths: [Font.Weight: String]
    private var clock = 0
    /// How many lines were rasterized: tests use it to see the cache reused.
    private(set) var rasterizations = 0

    var count: Int { lines.count }

    /// Fails when a font file cannot be opened, so a bad path is reported at start.
    init(regularFontPath: String, boldFontPath: String) throws {
        fontPaths = [.regular: regularFontPath, .bold: boldFontPath]
        for path in [regularFontPath, boldFontPath] {
            guard let font = TTF_OpenFont(path, Int32(Self.probeSize)) else {
                throw PlatformError("cannot open font \(path): \(String(cString: SDL_GetError()))")
            }
            TTF_CloseFont(font)
        }
    }

    /// Any size proves a font file opens.
    private static let probeSize = 12

    deinit { removeAll() }

    /// The line's texture, rasterized now if it is not cached; nil for empty text or a
    /// string the font cannot render.
    func line(_ text: String, weight: Font.Weight, pixelSize: Int, renderer: OpaquePointer) -> Line? {
        clock += 1
        let key = LineKey(text: text, weight: weight, pixelSize: pixelSize)
        if var line = lines[key] {
            line.lastUse = clock
            lines[key] = line
            return line
        }
        guard !text.isEmpty, let font = font(weight: weight, pixelSize: pixelSize) else { return nil }
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        rasterizations += 1
        let line = Line(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: clock)
        lines[key] = line
        if lines.count > Self.textureCapacity, let oldest = lines.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            lines[oldest.key] = nil
        }
        return line
    }

    /// Frees every texture (they belong to one SDL renderer) and font.
    func removeAll() {
        for line in lines.values { SDL_DestroyTexture(line.texture) }
        lines = [:]
        for entry in fonts.values { TTF_CloseFont(entry.font) }
        fonts = [:]
    }

    private func font(weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
        let key = FontKey(weight: weight, pixelSize: pixelSize)
        if let entry = fonts[key] {
            fonts[key] = (entry.font, clock)
            return entry.font
        }
        // TTF sizes are points at 72 dpi, which is one pixel per point.
        guard let path = fontPaths[weight], let font = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
        fonts[key] = (font, clock)
        if fonts.count > Self.fontCapacity, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            fonts[oldest.key] = nil
        }
        return font
    }
}
