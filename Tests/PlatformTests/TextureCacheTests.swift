import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A rounded image drawn again in the next frame comes from its baked texture, and
    /// looks the same as when it was drawn directly: same pixels, no dark fringe.
    @Suite struct TextureCacheTests {
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
            let cache = TextureCache<RoundedImageKey>(capacity: 4)
            let key = RoundedImageKey(
                image: ImageRef(path: "/a.png", pixelSize: Size(width: 1, height: 1)),
                generation: 1, width: 64, height: 64, radius: 8,
                placedX: 0, placedY: 0, placedWidth: 64, placedHeight: 64, blur: 0)
            var bakes = 0
            #expect(
                cache.bakedTexture(for: key) {
                    bakes += 1; return nil
                } == nil)
            #expect(bakes == 0, "first sighting is drawn directly")
            cache.endFrame()
            _ = cache.bakedTexture(for: key) {
                bakes += 1; return nil
            }
            #expect(bakes == 1, "second frame in a row bakes")
            cache.endFrame()
            cache.endFrame()
            _ = cache.bakedTexture(for: key) {
                bakes += 1; return nil
            }
            #expect(bakes == 1, "after a frame without it, it is new again")
        }

        /// The one rule: a changed source (version) replaces its texture; a source gone
        /// drops it (`removeStale`); past capacity the least recently used goes first.
        @Test func versionsReplaceStaleSourcesDropAndTheLeastRecentlyUsedGoesFirst() throws {
            let (canvas, _) = try PlatformTests.canvas(Size(width: 8, height: 8))
            let renderer = canvas.renderTarget.sdlRenderer
            var made = 0
            func make() -> OpaquePointer? {
                made += 1
                return SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 2, 2)
            }
            let cache = TextureCache<String>(capacity: 2)
            let a1 = cache.texture(for: "a", version: 1, make: make)
            #expect(a1 != nil && made == 1)
            #expect(cache.texture(for: "a", version: 1, make: make) == a1 && made == 1, "kept")
            _ = cache.texture(for: "a", version: 2, make: make)
            #expect(made == 2 && cache.count == 1, "a new version replaces the old texture")
            _ = cache.texture(for: "b", make: make)
            _ = cache.texture(for: "a", version: 2, make: make)  // "a" is now the most recent
            _ = cache.texture(for: "c", make: make)
            #expect(cache.count == 2)
            _ = cache.texture(for: "a", version: 2, make: make)
            #expect(made == 4, "'a' was kept: 'b' was the least recently used")
            cache.removeStale { key, _ in key != "a" }
            #expect(cache.count == 1)
            _ = cache.texture(for: "a", version: 2, make: make)
            #expect(made == 5, "a stale source's texture is made again when asked")
            cache.removeAll()
            #expect(cache.count == 0)
        }
    }
}
