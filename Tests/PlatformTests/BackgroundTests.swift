import CSDL2
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// The background is painted only where no opaque command reaches across the target
    /// (Renderer+Occlusion, `backgroundRects`): the frame is the one a whole clear gives,
    /// and no pixel of the frame before survives anywhere.
    @Suite struct BackgroundTests {
        static let size = Size(width: 120, height: 90)
        static let red = Color(r255: 220, g255: 30, b255: 30)
        static let blue = Color(r255: 20, g255: 40, b255: 200)

        /// A feed-like frame: a photo row across the top, a gap, a coloured row across the
        /// bottom that stops 10 points short of the right side, and a translucent label
        /// across the gap.
        static func commands(_ image: ImageRef) -> [DrawCommand] {
            [
                .image(
                    image, frame: Rect(x: 0, y: 0, width: 120, height: 30.4), contentMode: .aspectFill,
                    cornerRadius: 0, alpha: 1, blurRadius: 0, clip: nil),
                .shape(frame: Rect(x: 0, y: 40.6, width: 120, height: 30), cornerRadius: 0, color: red, strokeWidth: 0, clip: nil),
                .shape(frame: Rect(x: 0, y: 75, width: 110, height: 15), cornerRadius: 0, color: blue, strokeWidth: 0, clip: nil),
                .shape(
                    frame: Rect(x: 10, y: 25, width: 100, height: 20), cornerRadius: 4, color: Color.black.withAlpha(0.3),
                    strokeWidth: 0, clip: nil)
            ]
        }

        @Test func onlyTheGapsAndTheSidesOfRowsThatCrossTheTargetArePainted() throws {
            let (images, image) = try OverlayTests.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            defer { withExtendedLifetime(canvas) {} }
            let rects = try #require(renderer.backgroundRects(of: Self.commands(image)))
            let area = rects.reduce(0) { $0 + Int($1.w) * Int($1.h) }
            // The two rows that reach both sides are left out but for their side strips;
            // the short one is not a cover.
            #expect(area < 120 * 90 / 2, "\(rects)")
            func painted(_ x: Int32, _ y: Int32) -> Bool {
                rects.contains { x >= $0.x && x < $0.x + $0.w && y >= $0.y && y < $0.y + $0.h }
            }
            #expect(!painted(60, 15) && !painted(60, 55))
            #expect(painted(60, 35) && painted(60, 80) && painted(0, 15) && painted(119, 55))
            // A backdrop reads back what is drawn: the whole frame is painted.
            let withBackdrop =
                Self.commands(image) + [.blurredBackdrop(snapshot: 1, frame: Rect(origin: .zero, size: Self.size), blurRadius: 4, dim: 0, alpha: 1)]
            #expect(renderer.backgroundRects(of: withBackdrop) == nil, "the whole frame, as one clear")
        }

        @Test func aMadeBackdropAtFullAlphaLeavesNothingToPaintUnderIt() throws {
            let (images, image) = try OverlayTests.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            let backdrop = DrawCommand.blurredBackdrop(
                snapshot: 1, frame: Rect(origin: .zero, size: Self.size), blurRadius: 4, dim: 0.4, alpha: 1)
            let card = DrawCommand.shape(
                frame: Rect(x: 20, y: 20, width: 80, height: 50), cornerRadius: 8, color: .white, strokeWidth: 0, clip: nil)
            // The first frame reads the backdrop back (on a background thread); once it is
            // in, a frame with it at full alpha paints no background at all.
            let list = DisplayList(viewport: Self.size, commands: Self.commands(image) + [backdrop, card])
            renderer.draw(list)
            renderer.waitForPendingWork()
            renderer.draw(list)
            #expect(renderer.backgroundRects(of: list.commands)?.isEmpty == true, "the backdrop paints the whole window")
            let drawn = try canvas.pixels()
            // Drawn over a frame of pure green, nothing of it shows through.
            let green = Color(r255: 0, g255: 255, b255: 0)
            renderer.draw(
                DisplayList(
                    viewport: Self.size, background: green,
                    commands: [.shape(frame: Rect(origin: .zero, size: Self.size), cornerRadius: 0, color: green, strokeWidth: 0, clip: nil)]))
            renderer.draw(DisplayList(viewport: Self.size, commands: [backdrop, card]))
            let over = try canvas.pixels()
            var stale = 0
            for y in 0..<90 {
                for x in 0..<120 where over[x, y].g == 255 && over[x, y].r == 0 { stale += 1 }
            }
            #expect(stale == 0, "\(stale) green pixels survive")
            #expect(over[60, 45] == (255, 255, 255, 255) && drawn[60, 45] == (255, 255, 255, 255))
            // While it fades in, what is under it shows: the background is painted again.
            let fading = [
                DrawCommand.blurredBackdrop(
                    snapshot: 1, frame: Rect(origin: .zero, size: Self.size), blurRadius: 4, dim: 0.4, alpha: 0.5)
            ]
            #expect(renderer.backgroundRects(of: fading) == nil)
        }

        @Test func noPixelOfTheFrameBeforeSurvives() throws {
            let (images, image) = try OverlayTests.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            // A frame of pure green everywhere, then the feed-like frame over it.
            let green = Color(r255: 0, g255: 255, b255: 0)
            renderer.draw(
                DisplayList(
                    viewport: Self.size, background: green,
                    commands: [.shape(frame: Rect(origin: .zero, size: Self.size), cornerRadius: 0, color: green, strokeWidth: 0, clip: nil)]))
            renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image)))
            let drawn = try canvas.pixels()
            // The same frame on a fresh canvas, cleared whole.
            let (freshCanvas, freshRenderer) = try PlatformTests.canvas(Self.size, images: images)
            freshRenderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image)))
            let fresh = try freshCanvas.pixels()
            var stale = 0
            for y in 0..<90 {
                for x in 0..<120 where drawn[x, y] != fresh[x, y] {
                    stale += 1
                }
            }
            #expect(stale == 0, "\(stale) pixels differ from a frame drawn on a cleared canvas")
            // The gap (under the label) and the side of the short row show the white
            // background, not the green before.
            #expect(drawn[60, 35].r > 100 && drawn[115, 80].r > 200, "\(drawn[60, 35]) \(drawn[115, 80])")
        }
    }
}
