internal import CSDL2
import Foundation
import Scene

/// The app's fonts at every pixel size, with fallbacks for the characters Inter lacks
/// (CJK, Arabic…) found through fontconfig, and right-to-left runs shaped right to left
/// by SDL_ttf's HarfBuzz: the one place that turns a string into measured or rasterised
/// glyphs, used by the renderer's text cache and by the app's text measurement alike.
final class FontSet {
    /// A stretch of text drawn with one font in one direction.
    struct Run: Equatable {
        var text: String
        /// nil: the weight's own font (Inter).
        var fallbackPath: String?
        var rightToLeft: Bool
    }

    private let paths: [Font.Weight: String]
    /// Open fonts by file and pixel size, least recently used first out.
    private var open: [FontKey: (font: OpaquePointer, lastUse: Int)] = [:]
    private var clock = 0
    /// Open fonts kept (tuned: a screen uses a handful of sizes, a scale animation more).
    static let capacity = 48

    /// One opened font: a file at a pixel size.
    private struct FontKey: Hashable {
        var path: String
        var pixelSize: Int
    }

    init(regularFontPath: String, boldFontPath: String) {
        paths = [.regular: regularFontPath, .bold: boldFontPath]
    }

    deinit { closeAll() }

    func closeAll() {
        for entry in open.values { TTF_CloseFont(entry.font) }
        open = [:]
    }

    /// The weight's own font at `pixelSize` (TTF sizes are points at 72 dpi: one pixel
    /// per point).
    func primary(_ weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
        paths[weight].flatMap { font(path: $0, pixelSize: pixelSize) }
    }

    private func font(path: String, pixelSize: Int) -> OpaquePointer? {
        clock += 1
        let key = FontKey(path: path, pixelSize: pixelSize)
        if let entry = open[key] {
            open[key] = (entry.font, clock)
            return entry.font
        }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else { return nil }
        open[key] = (font, clock)
        if open.count > Self.capacity, let oldest = open.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            TTF_CloseFont(oldest.value.font)
            open[oldest.key] = nil
        }
        return font
    }

    /// `text` cut into runs by the font that has its characters and by direction.
    func runs(_ text: String, weight: Font.Weight, pixelSize: Int) -> [Run] {
        guard let primary = primary(weight, pixelSize: pixelSize) else { return [Run(text: text, fallbackPath: nil, rightToLeft: false)] }
        var runs: [Run] = []
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            let neutral = character.isWhitespace || character.isPunctuation || character.isNumber
            let rightToLeft = FontSet.isRightToLeft(scalar)
            var fallback: String?
            if !neutral && TTF_GlyphIsProvided32(primary, scalar.value) == 0 {
                fallback = FontFallback.path(for: scalar)
            }
            // Spaces, digits and punctuation stay in the run they are in.
            if var last = runs.last, neutral || (last.fallbackPath == fallback && last.rightToLeft == rightToLeft) {
                last.text.append(character)
                runs[runs.count - 1] = last
            } else {
                runs.append(Run(text: String(character), fallbackPath: fallback, rightToLeft: rightToLeft))
            }
        }
        return runs
    }

    /// The font for a run, set to its direction and script.
    private func font(for run: Run, weight: Font.Weight, pixelSize: Int) -> OpaquePointer? {
        let font = run.fallbackPath.flatMap { self.font(path: $0, pixelSize: pixelSize) } ?? primary(weight, pixelSize: pixelSize)
        if let font {
            TTF_SetFontDirection(font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(font, run.rightToLeft ? FontSet.script(of: run.text) : "Latn")
        }
        return font
    }

    /// The advance width of `text` in pixels.
    func width(of text: String, weight: Font.Weight, pixelSize: Int) -> Int? {
        var total = 0
        for run in runs(text, weight: weight, pixelSize: pixelSize) {
            guard let font = font(for: run, weight: weight, pixelSize: pixelSize) else { return nil }
            var width: Int32 = 0, height: Int32 = 0
            guard TTF_SizeUTF8(font, run.text, &width, &height) == 0 else { return nil }
            total += Int(truncatingIfNeeded: width)
        }
        return total
    }

    /// `text` rasterised white on transparent, its runs side by side on one baseline, in
    /// visual order (a line that starts right to left runs from the right).
    func render(_ text: String, weight: Font.Weight, pixelSize: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let runs = runs(text, weight: weight, pixelSize: pixelSize)
        if runs.count == 1, runs[0].fallbackPath == nil, !runs[0].rightToLeft {
            guard let font = font(for: runs[0], weight: weight, pixelSize: pixelSize) else { return nil }
            return TTF_RenderUTF8_Blended(font, text, white)
        }
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        for run in runs {
            guard let font = font(for: run, weight: weight, pixelSize: pixelSize),
                let surface = TTF_RenderUTF8_Blended(font, run.text, white)
            else { continue }
            pieces.append((surface, TTF_FontAscent(font)))
        }
        if runs.first?.rightToLeft == true { pieces.reverse() }
        guard !pieces.isEmpty else { return nil }
        let ascent = pieces.map(\.ascent).max() ?? 0
        let width = pieces.reduce(Int32(0)) { $0 + $1.surface.pointee.w }
        let height = pieces.map { ascent - $0.ascent + $0.surface.pointee.h }.max() ?? 0
        guard let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        var x: Int32 = 0
        for piece in pieces {
            SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(x: x, y: ascent - piece.ascent, w: piece.surface.pointee.w, h: piece.surface.pointee.h)
            SDL_UpperBlit(piece.surface, nil, line, &target)
            x += piece.surface.pointee.w
        }
        return line
    }

    /// Whether a character belongs to a right-to-left script (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// HarfBuzz's ISO 15924 script tag for a right-to-left run.
    static func script(of text: String) -> String {
        guard let scalar = text.unicodeScalars.first(where: isRightToLeft) else { return "Latn" }
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
        case 0x0700...0x074F: return "Syrc"
        case 0x0780...0x07BF: return "Thaa"
        default: return "Arab"
        }
    }
}
