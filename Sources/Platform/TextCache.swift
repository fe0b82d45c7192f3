internal import CSDL2
import Scene

/// Rasterized lines of text as textures (in the renderer's one `TextureCache`), and the
/// fonts that made them.
///
/// Text is rasterized white once per (string, weight, pixel size) and tinted at draw
/// time with the texture's colour and alpha modulation, so a fading or recoloured
/// label costs nothing; a scaled label gets its own pixel size to stay sharp.
final class TextCache {
    /// Lines kept; tuned: a screen shows a few dozen labels, and a scale animation
    /// adds one size per frame for a fraction of a second.
    static let textureCapacity = 512

    /// A rasterized line, white on transparent, `width × height` device pixels.
    struct Line {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// What makes two rasterized lines interchangeable (colour is applied at draw time).
    struct LineKey: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int
    }

    private let lines = TextureCache<LineKey>(capacity: TextCache.textureCapacity)
    /// The fonts, their fallbacks and the runs a line is drawn in.
    private let fonts: FontSet
    /// How many lines were rasterized: tests use it to see the cache reused.
    private(set) var rasterizations = 0

    var count: Int { lines.count }

    /// Fails when a font file cannot be opened, so a bad path is reported at start.
    init(regularFontPath: String, boldFontPath: String) throws {
        fonts = FontSet(regularFontPath: regularFontPath, boldFontPath: boldFontPath)
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
        guard !text.isEmpty else { return nil }
        let key = LineKey(text: text, weight: weight, pixelSize: pixelSize)
        let texture = lines.texture(for: key) {
            guard let surface = fonts.render(text, weight: weight, pixelSize: pixelSize) else { return nil }
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            rasterizations += 1
            return texture
        }
        guard let texture else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        return Line(texture: texture, width: width, height: height)
    }

    /// Frees every texture (they belong to one SDL renderer) and font.
    func removeAll() {
        lines.removeAll()
        fonts.closeAll()
    }

}
