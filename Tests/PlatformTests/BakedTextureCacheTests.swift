import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A rounded image drawn again in the next frame comes from its baked texture, and
    /// looks the same as when it was drawn directly: same pixels, no dark fringe.
    @Suite struct BakedTextureCacheTests {
        @Test func aBakedRoundedImageMatchesTheDirectlyDrawnOne() throws {
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/quadrants.png"
            try QuadrantImage.writePNG(width: 200, height: 100, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 200, height: 100))
            images.request(image, pixelWidth: 200)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 160, height: 160), images: images)
            let list = DisplayList(
                viewport: canvas.size, background: .white,
                commands: [
                    .image(
                        image, frame: Rect(x: 30, y: 30, width: 100, height: 100), contentMode: .aspectFill,
                        cornerRadius: 20, alpha: 1, blurRadius: 0, clip: nil)
                ])
            renderer.draw(list)
            let direct = try canvas.pixels()
            #expect(renderer.roundedImages.count == 0)
            renderer.draw(list)  // asked for on two frames in a row: baked now
            let baked = try canvas.pixels()
            #expect(renderer.roundedImages.count == 1, "the second frame drew from a baked texture")
            var worst = 0
            for i in direct.bytes.indices { worst = max(worst, abs(Int(direct.bytes[i]) - Int(baked.bytes[i]))) }
            // A dark fringe (coverage multiplied in twice) would differ by far more.
            #expect(worst <= Golden.exactTolerance, "worst channel difference \(worst)")
        }

        @Test func onlyShapesAskedForOnTwoFramesInARowAreBaked() {
            let cache = BakedTextureCache<RoundedImageKey>(capacity: 4)
            let key = RoundedImageKey(
                image: ImageRef(path: "/a.png", pixelSize: Size(width: 1, height: 1)),
                generation: 1, width: 64, height: 64, radius: 8,
                placedX: 0, placedY: 0, placedWidth: 64, placedHeight: 64, blur: 0)
            var bakes = 0
            #expect(
                cache.texture(for: key) {
                    bakes += 1; return nil
                } == nil)
            #expect(bakes == 0, "first sighting is drawn directly")
            cache.endFrame()
            _ = cache.texture(for: key) {
                bakes += 1; return nil
            }
            #expect(bakes == 1, "second frame in a row bakes")
            cache.endFrame()
            cache.endFrame()
            _ = cache.texture(for: key) {
                bakes += 1; return nil
            }
            #expect(bakes == 1, "after a frame without it, it is new again")
        }
    }
}
