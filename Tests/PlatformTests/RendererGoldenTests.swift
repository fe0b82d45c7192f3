import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Frames drawn by the software renderer, compared with reviewed reference PNGs.
    @Suite struct RendererGoldenTests {
        static let blue = Color(r255: 0, g255: 122, b255: 255)
        static let dark = Color(r255: 30, g255: 30, b255: 30)

        @Test func roundedRectangleIsExactInsideAndFeatheredAtTheEdge() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 120, height: 80))
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .shape(
                            frame: Rect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 16, color: Self.blue,
                            strokeWidth: 0, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            // Interior and a pixel-aligned straight edge are the exact colour.
            #expect(pixels[60, 40] == (0, 122, 255, 255))
            #expect(pixels[60, 10] == (0, 122, 255, 255))
            // Outside, beyond the one-pixel fringe: background. (The software rasterizer
            // snaps vertices to whole pixels, so its fringe is the pixel just outside.)
            #expect(pixels[60, 8] == (255, 255, 255, 255))
            #expect(pixels[8, 40] == (255, 255, 255, 255))
            // The corner's far point is outside the arc: background.
            #expect(pixels[10, 10] == (255, 255, 255, 255))
            // The corner arc is anti-aliased: blended pixels, neither background nor fill.
            let corner = (8..<26).flatMap { y in (8..<26).map { x in pixels[x, y].r } }
            #expect(corner.filter { $0 > 20 && $0 < 235 }.count >= 10)
            try Golden.check(pixels, named: "rounded-rect", in: goldenDirectory)
        }

        @Test func imageIsAspectFilledInsideARoundedClip() throws {
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/quadrants.png"
            try QuadrantImage.writePNG(width: 200, height: 100, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 200, height: 100))
            images.request(image, pixelWidth: 200)
            #expect(images.status(of: image) == .ready)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 160, height: 160), images: images)
            // A 100×100 frame of a 2:1 image: aspect-fill shows the middle half, so the
            // quadrant boundary falls on the frame's centre; the clip cuts the bottom 20.
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: Self.dark,
                    commands: [
                        .image(
                            image, frame: Rect(x: 30, y: 30, width: 100, height: 100), contentMode: .aspectFill,
                            cornerRadius: 20, alpha: 1, blurRadius: 0, clip: Clip(rect: Rect(x: 0, y: 0, width: 160, height: 110)))
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels[55, 55] == (255, 0, 0, 255))
            #expect(pixels[105, 55] == (0, 255, 0, 255))
            #expect(pixels[55, 100] == (0, 0, 255, 255))
            #expect(pixels[105, 100] == (255, 255, 0, 255))
            // Outside the frame (the overflow of aspect-fill), below the clip, and in the
            // rounded corner: background.
            #expect(pixels[20, 55] == (30, 30, 30, 255))
            #expect(pixels[80, 120] == (30, 30, 30, 255))
            #expect(pixels[31, 31] == (30, 30, 30, 255))
            try Golden.check(pixels, named: "image-aspect-fill-clip", in: goldenDirectory)
        }

        @Test(arguments: [1.0, 2.0])
        func boldTitleOnADarkFill(displayScale: Double) throws {
            let size = Size(width: 360, height: 80)
            let (canvas, renderer) = try PlatformTests.canvas(size, displayScale: displayScale)
            renderer.draw(
                DisplayList(
                    viewport: size, background: Self.dark,
                    commands: [
                        .text(
                            "Photos for everyone", font: .bold(32), color: .white, frame: Rect(origin: .zero, size: size),
                            alignment: .center, scale: 1, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels.width == Int(360 * displayScale))
            try Golden.check(pixels, named: "title-bold-32@\(Int(displayScale))x", in: goldenDirectory)
        }

        @Test func overlappingTranslucentShapesBlend() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 160, height: 120))
            let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5), blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .shape(frame: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 40, color: red, strokeWidth: 0, clip: nil),
                        .shape(frame: Rect(x: 60, y: 30, width: 80, height: 80), cornerRadius: 40, color: blue, strokeWidth: 0, clip: nil),
                        .shape(
                            frame: Rect(x: 40, y: 5, width: 80, height: 40), cornerRadius: 8, color: .black,
                            strokeWidth: 3, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            // Half red over white, then half blue over that: (255,128,128) → (128,64,191),
            // within SDL's software blending, which rounds down by up to 3.
            let red50 = pixels[30, 60], both = pixels[75, 65]
            func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Bool {
                abs(Int(p.r) - r) <= 3 && abs(Int(p.g) - g) <= 3 && abs(Int(p.b) - b) <= 3
            }
            #expect(near(red50, 255, 128, 128))
            #expect(near(both, 128, 64, 191))
            // The ring is hollow.
            #expect(pixels[80, 25] != (0, 0, 0, 255))
            #expect(pixels[80, 6] == (0, 0, 0, 255))
            try Golden.check(pixels, named: "translucent-shapes", in: goldenDirectory)
        }

        @Test func nodeScaledByHalfAboutItsCentre() throws {
            // What Scene emits for a card at (20,20,200,120), radius 16, with a bold 16
            // label, under Transform.scale(0.5) about the card's centre (120,80).
            let transform = Transform.scale(0.5, about: Point(x: 120, y: 80))
            let card = Rect(x: 20, y: 20, width: 200, height: 120)
            let label = Rect(x: 20, y: 100, width: 200, height: 30)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 240, height: 160))
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .shape(frame: card, cornerRadius: 16, color: Color(r255: 230, g255: 230, b255: 230), strokeWidth: 0, clip: nil),
                        .shape(frame: transform.apply(to: card), cornerRadius: 8, color: Self.blue, strokeWidth: 0, clip: nil),
                        .text(
                            "Photos for everyone", font: .bold(16), color: .white, frame: transform.apply(to: label),
                            alignment: .center, scale: 0.5, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            #expect(transform.apply(to: card) == Rect(x: 70, y: 50, width: 100, height: 60))
            #expect(pixels[120, 60] == (0, 122, 255, 255))
            #expect(pixels[60, 80] == (230, 230, 230, 255))
            #expect(renderer.text.count == 1)
            try Golden.check(pixels, named: "scaled-node", in: goldenDirectory)
        }
    }
}
