import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A translucent scrim lying on an opaque photo copied pixel for pixel is flattened
    /// onto it (Renderer+Overlay): the same pixels as blending it every frame, kept while
    /// photo and scrim move together, and not used where it would not be the same.
    @Suite struct OverlayTests {
        static let size = Size(width: 120, height: 100)
        /// A black gradient, clear at the top, 80% at the bottom, like the credit scrim.
        static let scrim = PixelImage(
            id: "test-scrim", width: 1, height: 8,
            bytes: (0..<8).flatMap { row in [0, 0, 0, UInt8(row * 29)] })

        /// The photo (a quadrant image, square corners) and the scrim over its lower part,
        /// both moved by `dy`, under `clip`.
        /// `photoClip`, when given, clips only the photo.
        static func commands(_ image: ImageRef, dy: Double = 0, clip: Clip? = nil, photoClip: Clip? = nil) -> [DrawCommand] {
            [
                .image(
                    image, frame: Rect(x: 10, y: 10 + dy, width: 100, height: 60), contentMode: .aspectFill,
                    cornerRadius: 0, alpha: 1, blurRadius: 0, clip: photoClip ?? clip),
                .pixels(scrim, frame: Rect(x: 10, y: 40 + dy, width: 100, height: 30), cornerRadius: 0, alpha: 1, clip: clip)
            ]
        }

        static func photo() throws -> (ImageStore, ImageRef) {
            let path = try PlatformTests.temporaryDirectory() + "/q.png"
            try QuadrantImage.writePNG(width: 100, height: 60, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 100, height: 60))
            images.request(image, pixelWidth: 100)
            return (images, image)
        }

        @Test func aFlattenedScrimDrawsWhatTheBlendDraws() throws {
            let (images, image) = try Self.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            var frames: [PixelBuffer] = []
            for _ in 0..<3 {
                renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image)))
                frames.append(try canvas.pixels())
            }
            // The scrim's own exact-size copy is kept from the second frame, and blended
            // then; the flattened one is kept from the third: the same pixels.
            #expect(renderer.flattenedOverlays.count == 1)
            #expect(frames[2].bytes == frames[1].bytes)
            // Really darkened: the red quadrant's bottom row under the scrim.
            #expect(frames[2][30, 38].r == 255 && frames[2][30, 68].r < 80, "\(frames[2][30, 68])")
            // Moved together by whole pixels, the same composition is used.
            renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image, dy: 20)))
            let moved = try canvas.pixels()
            #expect(renderer.flattenedOverlays.count == 1)
            for (x, y) in [(30, 60), (90, 65), (50, 69), (12, 45)] {
                #expect(moved[x, y + 20] == frames[1][x, y], "\(x),\(y)")
            }
        }

        @Test func aNameOnAFlattenedScrimIsFlattenedOntoItToo() throws {
            let (images, image) = try Self.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            // The author's name, white, on the scrim's darkest rows, as a feed cell draws it.
            let name = DrawCommand.text(
                "Aitzol", font: .regular(11), color: .white, frame: Rect(x: 16, y: 54, width: 80, height: 14), alignment: .left,
                scale: 1, clip: nil)
            let commands = Self.commands(image) + [name]
            var frames: [PixelBuffer] = []
            for _ in 0..<4 {
                renderer.draw(DisplayList(viewport: Self.size, commands: commands))
                frames.append(try canvas.pixels())
            }
            // The scrim's exact-size copy is kept from the second frame, its flattening from
            // the third, the name's from the fourth: each frame is the blended one, byte for
            // byte.
            #expect(renderer.flattenedOverlays.count == 2)
            for frame in frames.dropFirst(2) {
                let differing = zip(frame.bytes, frames[1].bytes).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) bytes differ from the blended frame")
            }
            // The name is there: some pixel on its line is light over the dark scrim.
            #expect((20..<60).contains { x in frames[3][x, 61].g > 200 }, "no light pixel on the name's line")
            // A name the scrim does not hold (it runs past the photo's bottom) is blended.
            let low = DrawCommand.text(
                "Aitzol", font: .regular(11), color: .white, frame: Rect(x: 16, y: 64, width: 80, height: 14), alignment: .left,
                scale: 1, clip: nil)
            for _ in 0..<3 { renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image) + [low])) }
            #expect(renderer.flattenedOverlays.count == 2)
        }

        @Test func aScrimUnderAPhotoCutAboveItIsFlattened() throws {
            let (images, image) = try Self.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            // The photo is cut at y 25 (a cell half scrolled off the window's top); the
            // scrim, lower down, has no clip of its own but lies wholly on the copy.
            let cut = Clip(rect: Rect(x: 0, y: 25, width: 120, height: 75), cornerRadius: 0)
            var frames: [PixelBuffer] = []
            for _ in 0..<3 {
                renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image, photoClip: cut)))
                frames.append(try canvas.pixels())
            }
            #expect(renderer.flattenedOverlays.count == 1)
            #expect(frames[2].bytes == frames[1].bytes)
            #expect(frames[2][30, 20] == (255, 255, 255, 255), "the cut part stays the background")
            #expect(frames[2][30, 68].r < 80, "\(frames[2][30, 68])")
        }

        @Test func aClippedScrimIsBlendedAsItIs() throws {
            let (images, image) = try Self.photo()
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            // The clip cuts the scrim: it is blended, never flattened, and stays inside.
            let clip = Clip(rect: Rect(x: 0, y: 0, width: 120, height: 55), cornerRadius: 0)
            for _ in 0..<3 { renderer.draw(DisplayList(viewport: Self.size, commands: Self.commands(image, clip: clip))) }
            #expect(renderer.flattenedOverlays.count == 0)
            let pixels = try canvas.pixels()
            #expect(pixels[30, 60] == (255, 255, 255, 255))
            #expect(pixels[30, 52].r < 255)
        }
    }
}
