import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform
@testable import Tessellation

extension PlatformTests {
    /// An opaque fill (`Renderer.fillOpaque`: the background, a square shape, a rounded
    /// fill's core) is written by the CPU into a target that keeps its pixels, with
    /// ordinary stores where SDL's software fill streams past the caches: byte for byte
    /// what SDL's fill writes, cut by the clip and the target's edges, the caller's blend
    /// mode kept, and into a layer (a render target texture) still SDL's.
    @Suite struct OpaqueFillTests {
        static let size = Size(width: 64, height: 48)
        static let color = MeshColor(r: 12, g: 200, b: 99, a: 255)
        /// One inside, one across the left and top edges, one across the right and the clip.
        static let rects = [
            SDL_Rect(x: 5, y: 6, w: 20, h: 10), SDL_Rect(x: -4, y: -3, w: 10, h: 12), SDL_Rect(x: 40, y: 20, w: 40, h: 40)
        ]
        static let clip = SDL_Rect(x: 2, y: 1, w: 58, h: 40)
        /// What lies under the fills: a frame of a few colours, drawn the same on both.
        static let under = DisplayList(
            viewport: size,
            commands: [
                .shape(
                    frame: Rect(x: 0, y: 0, width: 32, height: 48), cornerRadius: 0, color: Color(r255: 200, g255: 10, b255: 10),
                    strokeWidth: 0, clip: nil),
                .shape(
                    frame: Rect(x: 30, y: 10, width: 30, height: 30), cornerRadius: 6, color: Color.black.withAlpha(0.5),
                    strokeWidth: 0, clip: nil)
            ])

        @Test func theCPUsFillIsSDLsFill() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            let (sdlCanvas, sdl) = try PlatformTests.canvas(Self.size)
            renderer.draw(Self.under)
            sdl.draw(Self.under)
            var clip = Self.clip
            SDL_RenderSetClipRect(renderer.sdlRenderer, &clip)
            SDL_SetRenderDrawBlendMode(renderer.sdlRenderer, SDL_BLENDMODE_BLEND)
            Self.rects.withUnsafeBufferPointer { renderer.fillOpaque($0, color: Self.color) }
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(renderer.sdlRenderer, &mode)
            #expect(mode == SDL_BLENDMODE_BLEND, "the caller's blend mode is kept")

            SDL_RenderSetClipRect(sdl.sdlRenderer, &clip)
            SDL_SetRenderDrawColor(sdl.sdlRenderer, Self.color.r, Self.color.g, Self.color.b, Self.color.a)
            SDL_SetRenderDrawBlendMode(sdl.sdlRenderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRects(sdl.sdlRenderer, Self.rects, Int32(Self.rects.count))

            let drawn = try canvas.pixels(), expected = try sdlCanvas.pixels()
            let differing = zip(drawn.bytes, expected.bytes).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ from SDL's fill")
            // Really filled, and really cut: inside a rectangle, and past the clip's right edge.
            #expect(drawn[10, 10] == (12, 200, 99, 255))
            #expect(drawn[3, 2] == (12, 200, 99, 255))
            #expect(drawn[61, 30] != (12, 200, 99, 255))
        }

        /// A translucent fill (`Renderer.fillBlended`: a translucent square shape) blended
        /// by the CPU is SDL's blended fill byte for byte: over opaque and
        /// translucent pixels (the alpha channel has its own rule), at every alpha from
        /// none to whole, on rows whose width is not a multiple of the eight pixels blended
        /// at once, cut by the clip.
        @Test func theCPUsBlendedFillIsSDLsBlendedFill() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            let (sdlCanvas, sdl) = try PlatformTests.canvas(Self.size)
            let translucent = SDL_Rect(x: 8, y: 30, w: 50, h: 14)
            for target in [renderer, sdl] {
                target.draw(Self.under)
                SDL_SetRenderDrawBlendMode(target.sdlRenderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(target.sdlRenderer, 90, 180, 30, 100)
                var rect = translucent
                SDL_RenderFillRect(target.sdlRenderer, &rect)
                var clip = Self.clip
                SDL_RenderSetClipRect(target.sdlRenderer, &clip)
            }
            let colors = [0, 1, 77, 128, 200, 254, 255].map { MeshColor(r: 250, g: UInt8($0), b: 3, a: UInt8($0)) }
            for (index, color) in colors.enumerated() {
                let rect = SDL_Rect(x: Int32(index * 7) - 3, y: Int32(index * 5), w: 13 + Int32(index), h: 30)
                SDL_SetRenderDrawBlendMode(renderer.sdlRenderer, SDL_BLENDMODE_NONE)
                renderer.fillBlended(rect, color: color)
                var mode = SDL_BLENDMODE_BLEND
                SDL_GetRenderDrawBlendMode(renderer.sdlRenderer, &mode)
                #expect(mode == SDL_BLENDMODE_NONE, "the caller's blend mode is kept")

                SDL_SetRenderDrawBlendMode(sdl.sdlRenderer, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(sdl.sdlRenderer, color.r, color.g, color.b, color.a)
                var sdlRect = rect
                SDL_RenderFillRect(sdl.sdlRenderer, &sdlRect)
            }
            // The surfaces' own bytes: a screenshot reads the frame back opaque.
            SDL_RenderFlush(renderer.sdlRenderer)
            SDL_RenderFlush(sdl.sdlRenderer)
            let drawn = try Self.surfaceBytes(renderer), expected = try Self.surfaceBytes(sdl)
            let differing = zip(drawn, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) bytes differ from SDL's blended fill")
            // Really blended: two fills (alpha 128, then 200) over the translucent green
            // keep some of each and leave the pixel translucent. Bytes are B, G, R, A.
            let pixel = Array(drawn[(32 * Int(Self.size.width) + 30) * 4..<(32 * Int(Self.size.width) + 31) * 4])
            #expect(pixel[2] > 150 && pixel[1] > 100 && pixel[3] > 200 && pixel[3] < 255, "blended, not copied: \(pixel)")
            _ = (canvas, sdlCanvas)
        }

        /// A scrim baked at its drawn size (every row one colour) blended a row at a time by
        /// the CPU (`Renderer.blendRows`) is SDL's blended copy of it byte for byte: at full
        /// alpha (SDL's per-pixel alpha blit, rows of alpha 0 and 255 included) and under an
        /// alpha modulation (its generic per-channel blend), over opaque and translucent
        /// pixels, across rows whose width is not a multiple of eight, cut by the clip.
        @Test func aScrimsRowsBlendAsSDLBlendsThem() throws {
            let width: Int32 = 45, height: Int32 = 12
            let alphas: [UInt32] = [0, 1, 40, 127, 128, 200, 254, 255, 90, 3, 255, 0]
            let rows = alphas.enumerated().map { index, alpha in alpha << 24 | UInt32(index * 20) << 16 | 0x0000_3010 }
            let texels = rows.flatMap { [UInt32](repeating: $0, count: Int(width)) }
            for alpha: UInt8 in [255, 128, 7] {
                let (canvas, renderer) = try PlatformTests.canvas(Self.size)
                let (sdlCanvas, sdl) = try PlatformTests.canvas(Self.size)
                var textures: [OpaquePointer] = []
                for target in [renderer, sdl] {
                    target.draw(Self.under)
                    SDL_SetRenderDrawBlendMode(target.sdlRenderer, SDL_BLENDMODE_NONE)
                    SDL_SetRenderDrawColor(target.sdlRenderer, 90, 180, 30, 100)
                    var translucent = SDL_Rect(x: 0, y: 20, w: 30, h: 10)
                    SDL_RenderFillRect(target.sdlRenderer, &translucent)
                    SDL_SetRenderDrawBlendMode(target.sdlRenderer, SDL_BLENDMODE_BLEND)
                    var clip = Self.clip
                    SDL_RenderSetClipRect(target.sdlRenderer, &clip)
                    let texture = try #require(
                        SDL_CreateTexture(
                            target.sdlRenderer, splash_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width,
                            height))
                    SDL_UpdateTexture(texture, nil, texels, width * 4)
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                    textures.append(texture)
                }
                defer { textures.forEach { SDL_DestroyTexture($0) } }
                SDL_RenderFlush(renderer.sdlRenderer)
                let before = try Self.surfaceBytes(renderer)
                let source = SDL_Rect(x: 2, y: 0, w: 43, h: 12)
                for (x, y) in [(Int32(-5), Int32(3)), (20, 25), (11, 41)] {
                    #expect(renderer.blendRows(of: textures[0], source: source, x: x, y: y, alpha: alpha))
                    var from = source, to = SDL_Rect(x: x, y: y, w: source.w, h: source.h)
                    SDL_SetTextureAlphaMod(textures[1], alpha)
                    SDL_RenderCopy(sdl.sdlRenderer, textures[1], &from, &to)
                }
                SDL_RenderFlush(renderer.sdlRenderer)
                SDL_RenderFlush(sdl.sdlRenderer)
                let drawn = try Self.surfaceBytes(renderer), expected = try Self.surfaceBytes(sdl)
                let differing = zip(drawn, expected).filter { $0 != $1 }.count
                #expect(differing == 0, "at alpha \(alpha), \(differing) bytes differ from SDL's blended copy")
                #expect(drawn != before, "the rows were drawn")
                _ = (canvas, sdlCanvas)
            }
        }

        /// The kept surface's pixels, row by row without the pitch's padding.
        static func surfaceBytes(_ renderer: Renderer) throws -> [UInt8] {
            let surface = try #require(renderer.keptPixels)
            let width = Int(surface.pointee.w) * 4, pitch = Int(surface.pointee.pitch)
            let base = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt8.self)
            return (0..<Int(surface.pointee.h)).flatMap { row in Array(UnsafeBufferPointer(start: base + row * pitch, count: width)) }
        }

        @Test func intoALayerItIsStillSDLsFill() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            renderer.draw(Self.under)
            let before = try canvas.pixels()
            let layer = try #require(renderer.makeTargetTexture(width: 16, height: 16))
            defer { SDL_DestroyTexture(layer) }
            SDL_SetRenderTarget(renderer.sdlRenderer, layer)
            renderer.fillOpaque(SDL_Rect(x: 0, y: 0, w: 16, h: 16), color: Self.color)
            var pixels = [UInt32](repeating: 0, count: 16 * 16)
            SDL_RenderReadPixels(renderer.sdlRenderer, nil, splash_pixelformat_argb8888(), &pixels, 16 * 4)
            SDL_SetRenderTarget(renderer.sdlRenderer, nil)
            #expect(pixels.allSatisfy { $0 == Self.color.argb }, "the layer holds the fill")
            #expect(try canvas.pixels().bytes == before.bytes, "the canvas under the layer is untouched")
        }
    }
}
