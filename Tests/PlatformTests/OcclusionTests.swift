import CSDL2
import Geometry
import Scene
import SplashTestSupport
import Tessellation
import Testing

@testable import Platform

extension PlatformTests {
    /// Commands painted over by later opaque ones are left out, and a backdrop is drawn
    /// only around them (Renderer+Occlusion): the frame is the same, and nothing a
    /// backdrop is read back from is left out.
    @Suite struct OcclusionTests {
        static let size = Size(width: 120, height: 90)
        static let card = Rect(x: 20, y: 10, width: 80, height: 75)

        /// A feed (a photo, a blue tile the card will cover), the backdrop fading over
        /// it, then a card: its photo above its white sheet, which starts 6 points higher
        /// (more than twice `Renderer.coverMargin`, so the two join), in one rounded clip.
        /// `cardAlpha` below 1 makes the card translucent, so nothing is covered.
        static func commands(_ image: ImageRef, cardAlpha: Double = 1) -> [DrawCommand] {
            let clip = Clip(rect: card, cornerRadius: 6)
            return [
                .image(
                    image, frame: Rect(x: 0, y: 0, width: 120, height: 60), contentMode: .aspectFill,
                    cornerRadius: 0, alpha: 1, blurRadius: 0, clip: nil),
                .shape(
                    frame: Rect(x: 40, y: 45, width: 20, height: 10), cornerRadius: 0, color: Color(r255: 0, g255: 0, b255: 255), strokeWidth: 0,
                    clip: nil),
                .blurredBackdrop(snapshot: 1, frame: Rect(origin: .zero, size: size), blurRadius: 4, dim: 0.4, alpha: 0.5),
                .shape(
                    frame: Rect(x: 20, y: 34, width: 80, height: 51), cornerRadius: 0, color: Color.white.withAlpha(cardAlpha), strokeWidth: 0,
                    clip: clip),
                .image(
                    image, frame: Rect(x: 20, y: 10, width: 80, height: 30), contentMode: .aspectFill,
                    cornerRadius: 0, alpha: cardAlpha, blurRadius: 0, clip: clip),
                .text("Card", font: .bold(12), color: .black, frame: Rect(x: 30, y: 50, width: 60, height: 16), alignment: .left, scale: 1, clip: nil)
            ]
        }

        @Test func whatTheCardCoversIsLeftOutOnceTheBackdropIsMade() throws {
            let (images, image) = try OverlayTests.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            let commands = Self.commands(image)
            // The first frame reads the backdrop back: nothing before it is left out.
            #expect(renderer.occlusion(of: commands).hidden == [false, false, false, false, false, false])
            renderer.draw(DisplayList(viewport: Self.size, commands: commands))
            let first = try canvas.pixels()
            // Now the tile under the card is left out, never the text or the card itself,
            // and the backdrop is drawn around the card's photo and sheet joined.
            let occlusion = renderer.occlusion(of: commands)
            #expect(occlusion.hidden == [false, true, false, false, false, false])
            let around = try #require(occlusion.covered[2])
            #expect(around.x0 <= 25 && around.x1 >= 95 && around.y0 <= 15 && around.y1 >= 80, "\(around)")
            renderer.draw(DisplayList(viewport: Self.size, commands: commands))
            #expect(try canvas.pixels().bytes == first.bytes)
        }

        @Test func theFrameIsTheOneDrawnWithoutLeavingAnythingOut() throws {
            let (images, image) = try OverlayTests.photo()
            // The same card at alpha 254/255 covers nothing: every command is drawn, and
            // the backdrop whole. It differs from the opaque card by a level at most.
            func frame(cardAlpha: Double) throws -> PixelBuffer {
                let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
                for _ in 0..<2 { renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image, cardAlpha: cardAlpha))) }
                #expect(renderer.occlusion(of: Self.commands(image, cardAlpha: cardAlpha)).hidden.contains(true) == (cardAlpha == 1))
                return try canvas.pixels()
            }
            let occluded = try frame(cardAlpha: 1), whole = try frame(cardAlpha: 254.0 / 255)
            var worst = 0
            for y in 0..<90 {
                for x in 0..<120 {
                    let a = occluded[x, y], b = whole[x, y]
                    worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                }
            }
            #expect(worst <= 2)
            // The backdrop is there beside the card: the photo darkened, not as it is.
            #expect(occluded[5, 5].r < 230 && occluded[5, 5].r > 100, "\(occluded[5, 5])")
        }

        @Test func stripsAroundACoverLeaveItsPixelsOnly() {
            let strips = Renderer.strips(of: SDL_Rect(x: 0, y: 0, w: 10, h: 8), around: PixelBox(x0: 2, y0: 3, x1: 7, y1: 5))
            var painted = Set<Int>()
            for strip in strips {
                for y in strip.y..<(strip.y + strip.h) {
                    for x in strip.x..<(strip.x + strip.w) { #expect(painted.insert(Int(y) * 10 + Int(x)).inserted, "\(x),\(y) twice") }
                }
            }
            #expect(painted.count == 80 - 10)
            #expect(!painted.contains(3 * 10 + 2) && painted.contains(5 * 10 + 2))
        }
    }
}
