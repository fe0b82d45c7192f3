import CSDL2
import Foundation
import Scene
import SplashTestSupport
import Testing

@testable import Platform

/// Names in any script (issue 13): characters Inter lacks come from a fallback font found
/// through fontconfig (make installs DejaVu and Droid Sans Fallback), Arabic runs right
/// to left, and what is drawn is glyphs, not replacement boxes.
@Suite(.serialized) struct FontFallbackTests {
    let fonts: FontSet

    init() throws {
        _ = try SDLContext.start(video: false)
        fonts = FontSet(regularFontPath: Repository.font("Inter-Regular.otf"), boldFontPath: Repository.font("Inter-Bold.otf"))
    }

    @Test func aMixedNameIsCutIntoRunsByFontAndDirection() throws {
        let runs = fonts.runs("Zoë 東京 أحمد", weight: .regular, pixelSize: 32)
        #expect(runs.map(\.text) == ["Zoë ", "東京 ", "أحمد"])
        #expect(runs[0].fallbackPath == nil && !runs[0].rightToLeft)
        #expect(runs[1].fallbackPath != nil && !runs[1].rightToLeft)
        #expect(runs[2].fallbackPath != nil && runs[2].rightToLeft)
        #expect(FontSet.script(of: runs[2].text) == "Arab")
        #expect(FontSet.script(of: "שלום") == "Hebr")
    }

    /// Two different characters drawn as boxes look the same; as glyphs they differ.
    @Test func cjkAndArabicAreDrawnAsGlyphsNotBoxes() throws {
        for (a, b) in [("東", "京"), ("ب", "ج")] {
            let first = try #require(fonts.render(a, weight: .regular, pixelSize: 32))
            let second = try #require(fonts.render(b, weight: .regular, pixelSize: 32))
            defer { SDL_FreeSurface(first); SDL_FreeSurface(second) }
            #expect(Self.pixels(first) != Self.pixels(second), "\(a) and \(b) look alike: boxes?")
            #expect(Self.pixels(first).contains { $0 > 0 }, "\(a) drew nothing")
        }
    }

    @Test func measuringFollowsTheSameRuns() throws {
        let width = try #require(fonts.width(of: "Zoë 東京 أحمد", weight: .regular, pixelSize: 32))
        let line = try #require(fonts.render("Zoë 東京 أحمد", weight: .regular, pixelSize: 32))
        defer { SDL_FreeSurface(line) }
        #expect(abs(Int(line.pointee.w) - width) <= 2)
    }

    /// The alpha of every pixel of a surface (white text: alpha is the glyph).
    static func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
        guard let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return [] }
        defer { SDL_FreeSurface(converted) }
        let pitch = Int(converted.pointee.pitch), height = Int(converted.pointee.h), width = Int(converted.pointee.w)
        let bytes = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        return (0..<height).flatMap { y in (0..<width).map { x in bytes[y * pitch + x * 4 + 3] } }
    }
}
