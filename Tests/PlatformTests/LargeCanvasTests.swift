import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A 4K window: a rounded photo three times its decoded size is drawn with textured
    /// triangles, which SDL's software rasterizer overflowed on (a crash in
    /// `SDL_SW_BlitTriangle` at 3840 × 2160).
    @Suite struct LargeCanvasTests {
        @Test func aRoundedPhotoFillingA4KCanvasIsDrawn() throws {
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/quadrants.png"
            try QuadrantImage.writePNG(width: 1200, height: 900, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 1200, height: 900))
            images.request(image, pixelWidth: 1200)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 3840, height: 2160), images: images)
            let frame = Rect(x: 140, y: 130, width: 3560, height: 2000)
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .image(
                            image, frame: frame, contentMode: .aspectFill, cornerRadius: 40, alpha: 1, blurRadius: 0,
                            clip: Clip(rect: frame, cornerRadius: 40))
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels[1000, 600] == (255, 0, 0, 255))
            #expect(pixels[2800, 600] == (0, 255, 0, 255))
            #expect(pixels[1000, 1700] == (0, 0, 255, 255))
            #expect(pixels[2800, 1700] == (255, 255, 0, 255))
            // The rounded corner stays background.
            #expect(pixels[141, 131] == (255, 255, 255, 255))
        }
    }
}
