import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// A photo resized for a frame, and the reused layers that grow with what is drawn.
    @Suite struct ResizedTextureTests {
        /// A 40 × 30 PNG whose every pixel differs from its neighbours (red across, green
        /// down, blue both), decoded: a linear stretch of it shows where any sample lands.
        static func decodedGradient() throws -> (ImageStore, ImageRef) {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/gradient.png"
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 40, 30, 24, SDL_PIXELFORMAT_RGB24.rawValue))
            defer { SDL_FreeSurface(surface) }
            let pixels = try #require(surface.pointee.pixels)
            for y in 0..<30 {
                for x in 0..<40 {
                    let offset = y * Int(surface.pointee.pitch) + x * 3
                    pixels.storeBytes(of: UInt8(x * 6), toByteOffset: offset, as: UInt8.self)
                    pixels.storeBytes(of: UInt8(y * 8), toByteOffset: offset + 1, as: UInt8.self)
                    pixels.storeBytes(of: UInt8((x * 7 + y * 5) % 256), toByteOffset: offset + 2, as: UInt8.self)
                }
            }
            #expect(IMG_SavePNG(surface, path) == 0)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 40, height: 30))
            store.request(image, pixelWidth: 40)
            return (store, image)
        }

        /// A photo drawn at a size it was not decoded at, on one frame only, is stretched
        /// straight into a streaming texture on a canvas that keeps its pixels, and into a
        /// surface then made into a texture where the target does not (a window): the
        /// same picture either way, and not the photo copied unscaled.
        @Test(arguments: [(67.0, 50.0), (31.0, 23.0)])
        func aPhotoResizedForOneFrameIsTheSameStretchEitherWay(width: Double, height: Double) throws {
            let (store, image) = try Self.decodedGradient()
            let size = Size(width: 80, height: 60)
            let list = DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .image(
                        image, frame: Rect(x: 3, y: 4, width: width, height: height), contentMode: .scaleToFill,
                        cornerRadius: 0, alpha: 1, blurRadius: 0, clip: nil)
                ])
            let (keeping, streamed) = try PlatformTests.canvas(size, images: store)
            let window = try HeadlessCanvas(context: try PlatformTests.context(), size: size)
            var target = window.renderTarget
            target.keptPixels = nil
            let uploaded = try Renderer(
                target: target, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
                images: store)
            streamed.draw(list)
            uploaded.draw(list)
            let expected = try window.pixels()
            #expect(try keeping.pixels().bytes == expected.bytes)
            // Stretched: the photo's far corner lands at the frame's, not 40 × 30 from its origin.
            let corner = expected[3 + Int(width) - 1, 4 + Int(height) - 1]
            #expect(abs(Int(corner.r) - 234) <= 6 && abs(Int(corner.g) - 232) <= 8, "\(corner)")
        }

        /// A layer grows by a quarter at least when it must grow, never past the output
        /// unless asked, and is kept while what is drawn fits: a shape growing a pixel a
        /// frame does not make a new texture every frame.
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
