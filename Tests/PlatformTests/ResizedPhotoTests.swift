import CSDL2
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// A photo drawn at another size than it was decoded (larger than a small photo, or
    /// smaller than a decode made wider for another place) is resized once per size and
    /// copied pixel for pixel after; a size drawn once is resized for that frame by the
    /// same stretch, so the frame before the bake looks like the frames after it.
    @Suite struct ResizedPhotoTests {
        /// A 40 × 30 opaque checkerboard of 5-pixel red and green squares, decoded at
        /// its full width: every edge shows where and how it was resampled.
        static func decodedCheckerboard() throws -> (ImageStore, ImageRef) {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/checkerboard.png"
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 40, 30, 24, SDL_PIXELFORMAT_RGB24.rawValue))
            defer { SDL_FreeSurface(surface) }
            for row in 0..<6 {
                for column in 0..<8 {
                    var square = SDL_Rect(x: Int32(column * 5), y: Int32(row * 5), w: 5, h: 5)
                    let red = (row + column) % 2 == 0
                    SDL_FillRect(surface, &square, SDL_MapRGB(surface.pointee.format, red ? 255 : 0, red ? 0 : 255, 0))
                }
            }
            #expect(IMG_SavePNG(surface, path) == 0)
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 40, height: 30))
            store.request(image, pixelWidth: 40)
            return (store, image)
        }

        static func list(_ image: ImageRef, frame: Rect, viewport: Size) -> DisplayList {
            DisplayList(
                viewport: viewport, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .image(image, frame: frame, contentMode: .scaleToFill, cornerRadius: 0, alpha: 1, blurRadius: 0, clip: nil)
                ])
        }

        /// Shrunk (a decode wider than drawn) and enlarged, at a fractional place: the
        /// first frame at a size, the frame that bakes it and the frames after it are
        /// the same pixels, also when the size changes on the frames in between.
        @Test(arguments: [Size(width: 17.4, height: 13.2), Size(width: 93.3, height: 70.1)])
        func everyFrameAtASizeShowsTheSamePixels(drawn: Size) throws {
            let (store, image) = try Self.decodedCheckerboard()
            let viewport = Size(width: 120, height: 90)
            let (canvas, renderer) = try PlatformTests.canvas(viewport, images: store)
            let frame = Rect(origin: Point(x: 3.4, y: 2.6), size: drawn)
            let other = Rect(origin: frame.origin, size: Size(width: drawn.width + 5, height: drawn.height + 4))
            renderer.draw(Self.list(image, frame: frame, viewport: viewport))
            let first = try canvas.pixels()
            // Another size in between: the first size is made again, for one frame.
            renderer.draw(Self.list(image, frame: other, viewport: viewport))
            renderer.draw(Self.list(image, frame: frame, viewport: viewport))
            #expect(try canvas.pixels().bytes == first.bytes)
            // Asked for twice in a row: baked, and still the same pixels.
            for _ in 0..<2 {
                renderer.draw(Self.list(image, frame: frame, viewport: viewport))
                #expect(try canvas.pixels().bytes == first.bytes)
            }
            // What is drawn is the photo at its place: red in its top-left corner, green
            // one square to the right, the background around it.
            let scale = drawn.width / 40
            let red = first[Int(3.4 + 2 * scale), Int(2.6 + 2 * scale)]
            let green = first[Int(3.4 + 7 * scale), Int(2.6 + 2 * scale)]
            #expect(red.r > 200 && red.g < 60, "\(red)")
            #expect(green.g > 200 && green.r < 60, "\(green)")
            #expect(first[Int(frame.maxX) + 2, Int(frame.midY)] == (0, 0, 255, 255))
        }

        /// A size drawn once is stretched straight into a streaming texture on a canvas that
        /// keeps its pixels, and into a surface then made into a texture where the target
        /// does not (a window): the same picture either way, and the photo stretched, not
        /// copied at its decoded size.
        @Test(arguments: [Size(width: 67, height: 50), Size(width: 31, height: 23)])
        func aSizeDrawnOnceIsTheSameStretchOnEveryTarget(drawn: Size) throws {
            let (store, image) = try Self.decodedCheckerboard()
            let viewport = Size(width: 80, height: 60)
            let list = Self.list(image, frame: Rect(origin: Point(x: 3, y: 4), size: drawn), viewport: viewport)
            let (keeping, streamed) = try PlatformTests.canvas(viewport, images: store)
            let window = try SoftwareCanvas(context: try PlatformTests.context(), size: viewport)
            var target = window.renderTarget
            target.keptPixels = nil
            let uploaded = try Renderer(
                target: target, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
                images: store)
            streamed.draw(list)
            uploaded.draw(list)
            let expected = try window.pixels()
            #expect(try keeping.pixels().bytes == expected.bytes)
            // The top row's seventh square red and sixth green where the stretch puts them
            // (copied unscaled, the background or the wrong square would be there).
            let scale = drawn.width / 40
            let red = expected[Int(3 + 32.5 * scale), Int(4 + 2.5 * scale)]
            let green = expected[Int(3 + 27.5 * scale), Int(4 + 2.5 * scale)]
            #expect(red.r > 200 && red.g < 60, "\(red)")
            #expect(green.g > 200 && green.r < 60, "\(green)")
        }
    }
}
