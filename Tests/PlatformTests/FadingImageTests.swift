import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// An opaque photo fading in is copied from a texture without an alpha channel (SDL's
    /// fast surface-alpha blend): the same blend as before, from its own texture.
    @Suite struct FadingImageTests {
        /// A 40 × 30 PNG of one opaque colour without an alpha channel, decoded.
        static func decodedOpaqueImage(red: UInt8, green: UInt8, blue: UInt8) throws -> (ImageStore, ImageRef) {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/solid.png"
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 40, 30, 24, SDL_PIXELFORMAT_RGB24.rawValue))
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, red, green, blue))
            #expect(IMG_SavePNG(surface, path) == 0)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 40, height: 30))
            store.request(image, pixelWidth: 40)
            return (store, image)
        }

        @Test func anOpaquePhotoFadesFromATextureWithoutAlpha() throws {
            let (store, image) = try Self.decodedOpaqueImage(red: 255, green: 0, blue: 0)
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

        /// Drawn larger than decoded (a window wider than the photo), the photo's copy
        /// without alpha is made from the same enlargement as its opaque one.
        @Test func anEnlargedPhotoFadingGetsItsCopyFromTheSameStretch() throws {
            let (store, image) = try Self.decodedOpaqueImage(red: 0, green: 255, blue: 0)
            let size = Size(width: 80, height: 60)
            let (canvas, renderer) = try PlatformTests.canvas(size, images: store)
            let list = DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .image(
                        image, frame: Rect(origin: .zero, size: size), contentMode: .scaleToFill, cornerRadius: 0,
                        alpha: 0.5, blurRadius: 0, clip: nil)
                ])
            // The first frame enlarges it for that frame, with its copy; the second bakes
            // that enlargement and keeps the same copy: no copy of the decoded size.
            for _ in 0..<2 {
                renderer.draw(list)
                #expect(renderer.fadingImages.count == 1)
                let middle = try canvas.pixels()[40, 30]
                #expect(middle.r == 0 && abs(Int(middle.g) - 128) <= 2 && abs(Int(middle.b) - 127) <= 2, "\(middle)")
            }
        }

        /// A rounded photo fading (a card's photo as it flies, baked or redrawn each
        /// frame, clipped or not) is the photo blended at its alpha: its core through the
        /// fade layer, its rounded edges from the layer itself.
        @Test(arguments: [false, true])
        func aRoundedPhotoFadingIsThePhotoAtItsAlpha(clipped: Bool) throws {
            let (store, image) = try Self.decodedOpaqueImage(red: 255, green: 0, blue: 0)
            let size = Size(width: 40, height: 30)
            let (canvas, renderer) = try PlatformTests.canvas(size, images: store)
            let clip = clipped ? Clip(rect: Rect(x: 0, y: 0, width: 25, height: 30), cornerRadius: 0) : nil
            let list = DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .image(
                        image, frame: Rect(origin: .zero, size: size), contentMode: .scaleToFill, cornerRadius: 8,
                        alpha: 0.5, blurRadius: 0, clip: clip)
                ])
            // Drawn through the scratch layer on the first frame, baked from the second.
            for _ in 0..<3 {
                renderer.draw(list)
                let pixels = try canvas.pixels()
                let half = pixels[12, 15]
                #expect(abs(Int(half.r) - 128) <= 2 && half.g == 0 && abs(Int(half.b) - 127) <= 2, "\(half)")
                // The clip still holds after the fade layer took the target for a moment.
                let right = pixels[32, 15]
                if clipped {
                    #expect(right == (0, 0, 255, 255), "\(right)")
                } else {
                    #expect(abs(Int(right.r) - 128) <= 2, "\(right)")
                }
                // The rounded corner stays the background's.
                #expect(pixels[0, 0] == (0, 0, 255, 255))
            }
            #expect(renderer.fadeScratch != nil)
        }
    }
}
