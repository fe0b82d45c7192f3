import CSDL2
import Geometry
import Scene
import Tessellation
import Testing

@testable import Platform

extension PlatformTests {
    /// Fills drawn through a layer (Renderer+Layer): a translucent shape blends once at
    /// its alpha, an opaque rounded one keeps exact interiors and feathered corners, and
    /// a layer is baked only while its outline, colour and alpha stay the same.
    @Suite struct LayerTests {
        static let card = Rect(x: 10, y: 10, width: 80, height: 60)

        static func draw(_ renderer: Renderer, size: Size, color: Color) {
            renderer.draw(
                DisplayList(
                    viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                    commands: [.shape(frame: card, cornerRadius: 12, color: color, strokeWidth: 0, clip: nil)]))
        }

        @Test func aTranslucentRoundedShapeBlendsOnceAtItsAlpha() throws {
            let size = Size(width: 100, height: 80)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            var frames: [PixelBuffer] = []
            for _ in 0..<3 {
                Self.draw(renderer, size: size, color: Color.white.withAlpha(0.5))
                frames.append(try canvas.pixels())
            }
            // White at half over blue, inside: about (128, 128, 255); the band by the
            // straight sides and the middle match (a double blend would read 191).
            for (x, y) in [(50, 40), (12, 40), (87, 40), (50, 12), (50, 67)] {
                let pixel = frames[0][x, y]
                #expect(abs(Int(pixel.r) - 128) <= 2 && abs(Int(pixel.g) - 128) <= 2 && pixel.b >= 253, "\(x),\(y): \(pixel)")
            }
            // The core (between the straight sides) came through the fade layer, at the
            // same level as the band beside it.
            #expect(renderer.fadeScratch != nil)
            #expect(frames[0][11, 11] == (0, 0, 255, 255), "the rounded corner is cut")
            #expect(frames[0][5, 40] == (0, 0, 255, 255))
            // Baked on the second frame, drawn from the bake on the third: the same pixels.
            #expect(renderer.layers.count == 1)
            #expect(frames[2].bytes == frames[0].bytes)
        }

        /// A black gradient (the status bar's scrim) cut by a card's rounded clip, at full
        /// alpha and fading: no layer, its rows filled and blended once at its alpha, the
        /// same gradient as the square one's inside and the same on every frame.
        @Test(arguments: [1.0, 0.5])
        func aScrimInARoundedClipIsFilledByRowsAndBlendedOnce(alpha: Double) throws {
            let scrim = PixelImage(
                id: "layer-test-scrim", width: 1, height: 8, bytes: (0..<8).flatMap { row in [0, 0, 0, UInt8(255 - row * 30)] })
            let size = Size(width: 100, height: 80)
            func frames(_ clip: Clip) throws -> (PixelBuffer, PixelBuffer, Renderer) {
                let (canvas, renderer) = try PlatformTests.canvas(size)
                let list = DisplayList(
                    viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                    commands: [.pixels(scrim, frame: Self.card, cornerRadius: 0, alpha: alpha, clip: clip)])
                renderer.draw(list)
                let first = try canvas.pixels()
                renderer.draw(list)
                return (first, try canvas.pixels(), renderer)
            }
            let (rounded, again, renderer) = try frames(Clip(rect: Self.card, cornerRadius: 12))
            let (square, _, _) = try frames(Clip(rect: Self.card, cornerRadius: 0))
            #expect(renderer.layers.count == 0 && renderer.scratch == nil, "no layer")
            #expect(again.bytes == rounded.bytes, "a still scrim is the same on its second frame")
            // Inside, away from the corners, the same gradient as the square one's.
            for (x, y) in [(50, 12), (50, 25), (20, 40), (80, 55), (50, 67)] {
                let a = rounded[x, y], b = square[x, y]
                #expect(abs(Int(a.b) - Int(b.b)) <= 4 && a.r == 0, "\(x),\(y): \(a) against \(b)")
            }
            // Darkest at the top, lightest at the bottom, the corner cut; at half alpha the
            // top row's full black darkens the blue by half.
            let top = rounded[50, 12].b, bottom = rounded[50, 67].b
            if alpha == 1 {
                #expect(top < 30 && bottom > 150, "\(rounded[50, 12]) \(rounded[50, 67])")
            } else {
                #expect(abs(Int(top) - 127) <= 4 && bottom > 200, "\(rounded[50, 12]) \(rounded[50, 67])")
            }
            #expect(rounded[11, 11] == (0, 0, 255, 255))
        }

        @Test func aFadingShapeIsNotDrawnFromAStaleBake() throws {
            let size = Size(width: 100, height: 80)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            Self.draw(renderer, size: size, color: Color.white.withAlpha(0.5))
            Self.draw(renderer, size: size, color: Color.white.withAlpha(0.5))
            Self.draw(renderer, size: size, color: Color.white.withAlpha(0.25))
            let pixel = try canvas.pixels()[50, 40]
            #expect(abs(Int(pixel.r) - 64) <= 2 && pixel.b >= 253, "\(pixel)")
        }

        @Test func anOpaqueRoundedShapeHasAnExactCoreAndFeatheredCorners() throws {
            let size = Size(width: 100, height: 80)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            Self.draw(renderer, size: size, color: .white)
            let pixels = try canvas.pixels()
            for (x, y) in [(50, 40), (11, 40), (88, 40), (50, 11), (50, 68)] {
                #expect(pixels[x, y] == (255, 255, 255, 255), "\(x),\(y)")
            }
            #expect(pixels[10, 10] == (0, 0, 255, 255))
            // Along the arc (centre 22,22, radius 12) pixels are partly covered.
            let corner = (10...16).flatMap { x in (10...16).map { y in pixels[x, y].r } }
            #expect(corner.contains { $0 > 0 && $0 < 255 }, "\(corner)")
        }

        @Test(arguments: [1.0, 0.5])
        func aCircleIsCopiedByBandsWithoutSeams(alpha: Double) throws {
            // The drop zone's shape: no straight side, so its core is a stack of bands
            // (ConvexPolygon.solidBands). A band copied twice, or skipped, would show as a
            // row or column off the colour inside.
            let size = Size(width: 140, height: 140)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            let circle = Rect(x: 10.3, y: 9.6, width: 120, height: 120)
            renderer.draw(
                DisplayList(
                    viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                    commands: [.shape(frame: circle, cornerRadius: 60, color: Color.white.withAlpha(alpha), strokeWidth: 0, clip: nil)]))
            let pixels = try canvas.pixels()
            let inside = alpha == 1 ? 255 : 128
            var seams: [String] = []
            for y in 0..<140 {
                for x in 0..<140 {
                    let distance = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: circle.center)
                    let pixel = pixels[x, y]
                    if distance < 58, abs(Int(pixel.r) - inside) > 2 || pixel.b < 253 { seams.append("\(x),\(y): \(pixel)") }
                    if distance > 62, pixel != (0, 0, 255, 255) { seams.append("\(x),\(y) outside: \(pixel)") }
                }
            }
            #expect(seams.isEmpty, "\(seams.prefix(8))")
            #expect(Renderer.solidCore(of: ConvexPolygon.roundedRect(circle, radius: 60), width: 140, height: 140).count > 4)
        }

        /// A reused layer grows by a quarter at least when it must grow, never past the
        /// output unless asked, and is kept while what is drawn fits: a shape growing a
        /// pixel a frame does not make a new texture every frame.
        @Test func aLayerGrowsByAQuarterUpToTheOutput() throws {
            // The canvas is kept: its SDL renderer is the one the layer is made on.
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 400, height: 300))
            var slot: (texture: OpaquePointer, width: Int32, height: Int32)?
            defer {
                if let slot { SDL_DestroyTexture(slot.texture) }
                withExtendedLifetime(canvas) {}
            }
            func grow(_ width: Int32, _ height: Int32) -> OpaquePointer? {
                renderer.grownTexture(
                    &slot, width: width, height: height, format: splash_pixelformat_argb8888(),
                    access: SDL_TEXTUREACCESS_STREAMING)
            }
            _ = grow(100, 50)
            #expect(slot?.width == 100 && slot?.height == 50)
            let grown = grow(101, 50)
            #expect(slot?.width == 125 && slot?.height == 50)
            for width in Int32(102)...125 { #expect(grow(width, 40) == grown) }
            _ = grow(390, 51)
            #expect(slot?.width == 390 && slot?.height == 62)
            _ = grow(399, 62)
            #expect(slot?.width == 400 && slot?.height == 62)
            _ = grow(500, 62)
            #expect(slot?.width == 500 && slot?.height == 62)
        }
    }
}
