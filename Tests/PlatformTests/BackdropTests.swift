import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// The card's blurred backdrop: made in the frame when images decode synchronously
    /// (every frame the same run to run), off the frame when they decode in the
    /// background (a window), where it arrives on a later frame with the same pixels.
    @Suite struct BackdropTests {
        static let size = Size(width: 120, height: 90)

        /// Half red, half blue, then the backdrop over all of it, and an opaque white
        /// `card` over that if one is given (the backdrop is then drawn around it).
        static func frame(alpha: Double, size: Size = size, card: Rect? = nil) -> DisplayList {
            let cover = card.map { DrawCommand.shape(frame: $0, cornerRadius: 0, color: .white, strokeWidth: 0, clip: nil) }
            return DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .shape(
                        frame: Rect(x: 0, y: 0, width: 60, height: 90), cornerRadius: 0, color: Color(r255: 255, g255: 0, b255: 0),
                        strokeWidth: 0, clip: nil),
                    .blurredBackdrop(snapshot: 1, frame: Rect(origin: .zero, size: size), blurRadius: 10, dim: 0.4, alpha: alpha)
                ] + (cover.map { [$0] } ?? []))
        }

        @Test func aBackgroundCaptureArrivesOnALaterFrameWithTheSamePixels() throws {
            let (syncCanvas, syncRenderer) = try PlatformTests.canvas(Self.size)
            syncRenderer.draw(Self.frame(alpha: 1))
            #expect(!syncRenderer.hasPendingWork)
            let expected = try syncCanvas.pixels()
            // Blurred across the edge, darkened: neither pure red nor pure blue there.
            let edge = expected[60, 45]
            #expect(edge.r > 0 && edge.r < 200 && edge.b > 0 && edge.b < 200, "\(edge)")

            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: ImageStore(mode: .background))
            renderer.draw(Self.frame(alpha: 1))
            // Not in yet: the frame shows what is under it. (On a loaded machine the
            // blur thread can finish before the draw returns, and the draw then takes
            // it at once; only the final pixels are certain.)
            if renderer.hasPendingWork {
                #expect(try canvas.pixels()[10, 45] == (255, 0, 0, 255))
            }
            renderer.waitForPendingWork()
            renderer.draw(Self.frame(alpha: 1))
            #expect(!renderer.hasPendingWork)
            #expect(try canvas.pixels().bytes == expected.bytes)
        }
    }
}

extension PlatformTests.BackdropTests {
    /// Where the canvas keeps its pixels, a fading backdrop is blended into them on the
    /// CPU instead of by SDL: the same bytes, at every alpha short of opaque, on rows whose width is not
    /// a multiple of the eight pixels blended at a time.
    @Test func theInPlaceBlendIsSDLsSurfaceAlphaBlendBitForBit() throws {
        _ = try PlatformTests.context()
        let width: Int32 = 37, height: Int32 = 5
        guard let over = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()),
            let under = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()),
            let expected = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()),
            let fading = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_rgb888())
        else { throw PlatformError("no surfaces") }
        defer { for surface in [over, under, expected, fading] { SDL_FreeSurface(surface) } }
        // A fixed sequence (xorshift), so a failure is the same on every run.
        var state: UInt32 = 0x9E37_79B9
        func next() -> UInt32 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return state
        }
        let count = Int(width * height)
        let overPixels = over.pointee.pixels.bindMemory(to: UInt32.self, capacity: count)
        let underPixels = under.pointee.pixels.bindMemory(to: UInt32.self, capacity: count)
        let expectedPixels = expected.pointee.pixels.bindMemory(to: UInt32.self, capacity: count)
        // (At 255 SDL copies instead, and so does the backdrop: it is never blended then.)
        for alpha in UInt8(0)...UInt8(254) {
            for index in 0..<count {
                overPixels[index] = next()
                underPixels[index] = next() | 0xFF00_0000
                // Equal channels too, where a borrow between channels would show.
                if index % 3 == 0 { overPixels[index] = (overPixels[index] & 0xFF00FF) | (underPixels[index] & 0xFF00) }
                expectedPixels[index] = underPixels[index]
            }
            SDL_SetSurfaceBlendMode(over, SDL_BLENDMODE_NONE)
            SDL_UpperBlit(over, nil, fading, nil)
            SDL_SetSurfaceBlendMode(fading, SDL_BLENDMODE_BLEND)
            SDL_SetSurfaceAlphaMod(fading, alpha)
            SDL_UpperBlit(fading, nil, expected, nil)
            PixelBlend.fade(
                PixelBlend.Rows(
                    source: UnsafeRawPointer(over.pointee.pixels!), sourcePitch: Int(over.pointee.pitch),
                    target: under.pointee.pixels!, targetPitch: Int(under.pointee.pitch), width: Int(width), height: Int(height)),
                alpha: alpha)
            let same = (0..<count).allSatisfy { underPixels[$0] == expectedPixels[$0] }
            #expect(same, "alpha \(alpha)")
        }
    }

    /// A card's backdrop fading in over the feed, drawn by a canvas that keeps its pixels
    /// (the fade blended in place, a frame redrawn only where it changed) and by one that
    /// does not (SDL's fading texture, every frame whole), is the same picture, also after
    /// it has been shown fully and gone; the first captures it shrunk straight from its
    /// own pixels and never makes the backdrop's textures.
    @Test(arguments: [0.05, 0.5, 0.93])
    func aBackdropFadingInPlaceLooksAsSDLDrawsIt(alpha: Double) throws {
        // 123 wide: rows that are not a multiple of the eight pixels blended at a time.
        let size = Size(width: 123, height: 90), card = Rect(x: 30, y: 20, width: 50, height: 40)
        func frame(_ alpha: Double) -> DisplayList { Self.frame(alpha: alpha, size: size, card: card) }
        let (keeping, inPlace) = try PlatformTests.canvas(size)
        let window = try SoftwareCanvas(context: try PlatformTests.context(), size: size)
        var target = window.renderTarget
        target.keptPixels = nil
        let bySDL = try Renderer(
            target: target, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
            images: ImageStore(mode: .synchronous))
        for renderer in [inPlace, bySDL] {
            renderer.draw(frame(0.01))
            renderer.draw(frame(alpha))
        }
        let expected = try window.pixels()
        #expect(try keeping.pixels().bytes == expected.bytes)
        #expect(inPlace.backdropUploads == [])
        #expect(inPlace.backdropTextures == nil)
        #expect(bySDL.backdropUploads == [.fading])
        // The fade shows: neither the feed nor the backdrop alone at the edge.
        #expect(expected[5, 5] != (255, 0, 0, 255))

        // Shown fully, gone for a frame (a dismissal's spring dipping below zero), then
        // fading again: still the same picture, from the same capture.
        for renderer in [inPlace, bySDL] {
            for step in [1, 0, alpha] { renderer.draw(frame(step)) }
        }
        #expect(try keeping.pixels().bytes == window.pixels().bytes)
        #expect(inPlace.backdropUploads == [])
        #expect(inPlace.backdropTextures == nil)
        #expect(bySDL.backdropUploads == [.opaque, .fading])
    }
}
