import Geometry
import Scene
import SplashTestSupport
import Tessellation
import Testing

@testable import Platform

extension PlatformTests {
    /// A scrim cut by rounded corners (the card's, while it moves) is drawn as a core of
    /// rows and edge patches (Renderer+EdgePatch): where the edge covers a pixel fully it
    /// must land exactly as the core does, or the scrim shows a line a level lighter down
    /// each side (the core once blended by SDL's fill formula, the patches by its blit).
    @Suite struct ScrimTests {
        @Test(arguments: [1.0, 0.7])
        func aRoundedScrimsRowIsOneColourWhereverItIsFullyCovered(alpha: Double) throws {
            let size = Size(width: 160, height: 120)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            let background = Color(r255: 150, g255: 120, b255: 200)
            let scrim = PixelImage.scrim(id: "scrim-test", textHeight: 20, fadeHeight: 40, alpha: 0.8, textAtTop: false)
            // A new fractional place every frame, as a card moves: never baked.
            var frame = Rect.zero
            for step in 0..<3 {
                frame = Rect(x: 10.3 + Double(step) * 0.37, y: 12.6, width: 130.2, height: 90.4)
                renderer.draw(
                    DisplayList(
                        viewport: size, background: background,
                        commands: [.pixels(scrim, frame: frame, cornerRadius: 14, alpha: alpha, clip: nil)]))
            }
            #expect(renderer.layers.count == 0, "drawn as core and patches, not baked")
            let pixels = try canvas.pixels()
            // Which pixels the shape covers fully, from the coverage the patches use.
            let width = Int(size.width), height = Int(size.height)
            var coverage = [UInt8](repeating: 0, count: width * height)
            coverage.withUnsafeMutableBufferPointer { alpha in
                EdgeCoverage(ConvexPolygon.roundedRect(frame, radius: 14), featherWidth: Renderer.featherWidth)
                    .write(PixelBox(x0: 0, y0: 0, x1: Int32(width), y1: Int32(height)), into: alpha.baseAddress!, pitch: width)
            }
            var wrong: [String] = []
            var checked = 0
            for y in 0..<height {
                let middle = pixels[width / 2, y]
                for x in 0..<width where coverage[y * width + x] == 255 {
                    checked += 1
                    if pixels[x, y] != middle { wrong.append("\(x),\(y): \(pixels[x, y]) against \(middle)") }
                }
            }
            #expect(checked > 10_000)
            #expect(wrong.isEmpty, "\(wrong.count) fully covered pixels differ from their row's middle: \(wrong.prefix(4))")
            // And the scrim shows: darker than the background at its text band.
            #expect(pixels[width / 2, 95].r < 100)
        }
    }
}
