internal import CSDL2
import Scene

/// Rasterized lines of text as textures (in the renderer's one `TextureCache`), and the
/// fonts that made them.
///
/// Text is rasterized once per (string, weight, pixel size, colour) in its colour, and
/// faded at draw time by the texture's alpha modulation. Baking the colour in keeps the
/// copy on SDL's fast per-pixel blend: a colour-modulated copy takes the software
/// renderer's generic per-channel blend, several times slower a pixel. A scaled label
/// gets its own pixel size to stay sharp.
final class TextCache {
    /// Lines kept; tuned: a screen shows a few dozen labels, and a scale animation
    /// adds one size per frame for a fraction of a second.
    static let textureCapacity = 512

    /// A rasterized line in its colour on transparent, `width × height` device pixels.
    struct Line {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
    }

    /// What makes two rasterized lines interchangeable (alpha is applied at draw time).
    struct LineKey: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int
        /// The colour's red, green and blue, 0xRRGGBB.
        var rgb: UInt32
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
    func line(
        _ text: String, weight: Font.Weight, pixelSize: Int, red: UInt8, green: UInt8, blue: UInt8, renderer: OpaquePointer
    ) -> Line? {
        guard !text.isEmpty else { return nil }
        let key = LineKey(
            text: text, weight: weight, pixelSize: pixelSize, rgb: UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
        let texture = lines.texture(for: key) {
            guard let white = fonts.render(text, weight: weight, pixelSize: pixelSize) else { return nil }
            defer { SDL_FreeSurface(white) }
            guard let surface = SDL_ConvertSurfaceFormat(white, splash_pixelformat_argb8888(), 0) else { return nil }
            defer { SDL_FreeSurface(surface) }
            Self.tint(surface, red: red, green: green, blue: blue)
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

    /// Sets every pixel's colour, keeping its alpha (the glyphs' coverage): white text
    /// tinted as a colour modulation would, once.
    private static func tint(_ surface: UnsafeMutablePointer<SDL_Surface>, red: UInt8, green: UInt8, blue: UInt8) {
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(surface.pointee.pitch)
        for row in 0..<Int(surface.pointee.h) {
            let line = pixels + row * pitch
            for column in 0..<Int(surface.pointee.w) {
                // ARGB8888 in memory on little-endian: B, G, R, A.
                let pixel = line + column * 4
                pixel[0] = blue
                pixel[1] = green
                pixel[2] = red
            }
        }
    }

    /// Frees every texture (they belong to one SDL renderer) and font.
    func removeAll() {
        lines.removeAll()
        fonts.closeAll()
    }

}
