import CSDL2
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Renderer behaviour beyond single frames: caches, blur, clipboard, start-up.
    @Suite struct RendererTests {
        @Test func textIsRasterizedOncePerStringWeightPixelSizeAndColour() throws {
            let size = Size(width: 200, height: 40)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            defer { withExtendedLifetime(canvas) {} }
            func label(_ text: String, _ font: Font, scale: Double = 1, color: Color = .black) -> DrawCommand {
                .text(
                    text, font: font, color: color, frame: Rect(origin: .zero, size: size), alignment: .left,
                    scale: scale, clip: nil)
            }
            let list = DisplayList(viewport: size, commands: [label("Explore", .bold(16)), label("New", .bold(16))])
            renderer.draw(list)
            renderer.draw(list)
            #expect(renderer.text.rasterizations == 2)
            // Another alpha reuses the texture (a fading label); another colour, weight or
            // pixel size does not (the colour is baked in, for SDL's fast blend).
            renderer.draw(
                DisplayList(
                    viewport: size,
                    commands: [
                        label("Explore", .bold(16), color: Color.black.withAlpha(0.5)),
                        label("Explore", .bold(16), color: .white), label("Explore", .regular(16)),
                        label("Explore", .bold(16), scale: 0.5)
                    ]))
            #expect(renderer.text.rasterizations == 5)
            #expect(renderer.text.count == 5)
        }

        @Test func blurIsARealBlur() throws {
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/q.png"
            try QuadrantImage.writePNG(width: 100, height: 100, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 100, height: 100))
            images.request(image, pixelWidth: 100)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 100, height: 100), images: images)
            func draw(blur: Double) throws -> PixelBuffer {
                renderer.draw(
                    DisplayList(
                        viewport: canvas.size,
                        commands: [
                            .image(
                                image, frame: Rect(x: 0, y: 0, width: 100, height: 100), contentMode: .scaleToFill,
                                cornerRadius: 0, alpha: 1, blurRadius: blur, clip: nil)
                        ]))
                return try canvas.pixels()
            }
            let sharp = try draw(blur: 0), blurred = try draw(blur: 8)
            // Two pixels left of the red/green boundary: pure red when sharp, a mix of
            // red and green when blurred; far from any boundary both stay red-ish.
            #expect(sharp[47, 20] == (255, 0, 0, 255))
            let mixed = blurred[47, 20]
            #expect(mixed.r > 100 && mixed.g > 60)
            #expect(blurred[5, 5].r > 200 && blurred[5, 5].g < 40)
        }

        @Test func retargetingRedrawsOnTheNewRenderer() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 40, height: 40))
            let shape = DrawCommand.shape(
                frame: Rect(x: 0, y: 0, width: 80, height: 20), cornerRadius: 0, color: .black,
                strokeWidth: 0, clip: nil)
            renderer.draw(
                DisplayList(
                    viewport: canvas.size,
                    commands: [
                        shape,
                        .text(
                            "A", font: .bold(12), color: .black,
                            frame: Rect(x: 0, y: 20, width: 40, height: 20), alignment: .center, scale: 1, clip: nil)
                    ]))
            try canvas.resize(to: Size(width: 80, height: 40))
            renderer.retarget(to: canvas.renderTarget)
            #expect(renderer.text.count == 0)
            renderer.draw(DisplayList(viewport: canvas.size, commands: [shape]))
            let pixels = try canvas.pixels()
            #expect(pixels.width == 80)
            #expect(pixels[70, 10] == (0, 0, 0, 255))
            #expect(pixels[70, 30] == (255, 255, 255, 255))
        }

        @Test func clippedShapeStaysInsideTheRoundedClip() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 100, height: 100))
            renderer.draw(
                DisplayList(
                    viewport: canvas.size,
                    commands: [
                        .shape(
                            frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, color: .black, strokeWidth: 0,
                            clip: Clip(rect: Rect(x: 20, y: 20, width: 60, height: 60), cornerRadius: 30))
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels[50, 50] == (0, 0, 0, 255))
            #expect(pixels[10, 50] == (255, 255, 255, 255))
            #expect(pixels[22, 22] == (255, 255, 255, 255))
        }

        /// A translucent image cut by a rounded clip (a row's credit scrim at the bottom of
        /// a card in flight) blends over what is behind: its interior was copied as
        /// unblended rows, which wrote its black over the photo.
        @Test func aTranslucentImageInARoundedClipBlends() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 100, height: 100))
            let veil = PixelImage(id: "veil", width: 1, height: 1, bytes: [0, 0, 0, 64])
            renderer.draw(
                DisplayList(
                    viewport: canvas.size,
                    commands: [
                        .pixels(
                            veil, frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, alpha: 1,
                            clip: Clip(rect: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 12))
                    ]))
            let pixels = try canvas.pixels()
            // White under black at 64/255: about 191 grey, not black.
            let middle = pixels[50, 50]
            #expect(abs(Int(middle.r) - 191) <= 3 && middle.r == middle.g && middle.a == 255, "\(middle)")
            #expect(pixels[5, 50] == (255, 255, 255, 255))
        }

        @Test func clipboardNeedsVideo() throws {
            _ = try PlatformTests.context()
            let before = Clipboard.setText("before video")
            #expect(before == (SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0))
            let context = try PlatformTests.context(video: true)
            #expect(context.hasVideo)
            #expect(Clipboard.setText("https://unsplash.com/photos/abc"))
        }

        @Test func missingDisplaySuggestsHeadless() throws {
            #if os(Linux)
                let message = try #require(SDLContext.missingDisplay(environment: [:]))
                #expect(message.contains("no display"))
                #expect(message.contains("--headless"))
                #expect(SDLContext.missingDisplay(environment: ["DISPLAY": ":0"]) == nil)
                #expect(SDLContext.missingDisplay(environment: ["SDL_VIDEODRIVER": "dummy"]) == nil)
            #endif
        }

        @Test func screenshotsAreWholePNGFiles() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 20, height: 10))
            renderer.draw(DisplayList(viewport: canvas.size, background: Color(r255: 10, g255: 20, b255: 30)))
            let path = try PlatformTests.temporaryDirectory() + "/frame.png"
            try canvas.savePNG(to: path)
            let loaded = try PixelBuffer(contentsOfPNG: path)
            #expect(loaded.width == 20 && loaded[3, 3] == (10, 20, 30, 255))
            #expect(throws: PlatformError.self) { try canvas.savePNG(to: "/nonexistent-dir/frame.png") }
        }
    }
}
