import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// An opaque photo fading in is copied from a texture without an alpha channel (SDL's
    /// fast surface-alpha blend): the same blend as before, from its own texture.
    @Suite struct FadingImageTests {
        @Test func anOpaquePhotoFadesFromATextureWithoutAlpha() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/red.png"
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 40, 30, 24, SDL_PIXELFORMAT_RGB24.rawValue))
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 255, 0, 0))
            #expect(IMG_SavePNG(surface, path) == 0)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 40, height: 30))
            store.request(image, pixelWidth: 40)
            let size = Size(width: 40, height: 30)
            let (canvas, renderer) = try PlatformTests.canvas(size, images: store)
            func frame(alpha: Double) -> DisplayList {
                DisplayList(
                    viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                    commands: [
                        .image(
                            image, frame: Rect(origin: .zero, size: size), contentMode: .scaleToFill, cornerRadius: 0,
                            alpha: alpha, blurRadius: 0, clip: nil)
                    ])
            }
            renderer.draw(frame(alpha: 0.5))
            let half = try canvas.pixels()[20, 15]
            #expect(abs(Int(half.r) - 128) <= 2 && half.g == 0 && abs(Int(half.b) - 127) <= 2, "\(half)")
            #expect(renderer.fadingImages.count == 1)
            renderer.draw(frame(alpha: 1))
            #expect(try canvas.pixels()[20, 15] == (255, 0, 0, 255))
        }
    }
}
