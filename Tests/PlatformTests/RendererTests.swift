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

        /// A 100 × 100 quadrant image (red, green, blue, white), decoded, and a canvas of
        /// its size to draw it on.
        static func quadrantPhoto() throws -> (ImageRef, SoftwareCanvas, Renderer) {
            let path = try PlatformTests.temporaryDirectory() + "/q.png"
            try QuadrantImage.writePNG(width: 100, height: 100, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 100, height: 100))
            images.request(image, pixelWidth: 100)
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 100, height: 100), images: images)
            return (image, canvas, renderer)
        }

        @Test func blurIsARealBlur() throws {
            let (image, canvas, renderer) = try Self.quadrantPhoto()
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

        @Test(arguments: [0.0, 12.0])
        func aDimmedImageIsTheImageUnderBlackAtThatAlpha(blur: Double) throws {
            let (image, canvas, renderer) = try Self.quadrantPhoto()
            let frame = Rect(x: 0, y: 0, width: 100, height: 100)
            // Rounded and clipped as the search field is, and square.
            for (radius, clip) in [(0.0, nil), (0.0, Clip(rect: Rect(x: 10, y: 20, width: 80, height: 40), cornerRadius: 10))] {
                func draw(_ commands: [DrawCommand]) throws -> PixelBuffer {
                    renderer.draw(DisplayList(viewport: canvas.size, commands: commands))
                    return try canvas.pixels()
                }
                let dimmed = try draw([
                    .image(
                        image, frame: frame, contentMode: .scaleToFill, cornerRadius: radius, alpha: 1, blurRadius: blur,
                        dim: 0.3, clip: clip)
                ])
                let tinted = try draw([
                    .image(
                        image, frame: frame, contentMode: .scaleToFill, cornerRadius: radius, alpha: 1, blurRadius: blur,
                        clip: clip),
                    .shape(frame: frame, cornerRadius: radius, color: Color.black.withAlpha(0.3), strokeWidth: 0, clip: clip)
                ])
                // Away from the clip's feathered edge: there the tint laid over darkens
                // the background's share of an edge pixel too, the darkened copy does not.
                func nearTheEdge(_ x: Int, _ y: Int) -> Bool {
                    guard let clip else { return false }
                    let px = Double(x) + 0.5, py = Double(y) + 0.5, r = clip.cornerRadius
                    let qx = abs(px - clip.rect.midX) - (clip.rect.width / 2 - r)
                    let qy = abs(py - clip.rect.midY) - (clip.rect.height / 2 - r)
                    let distance = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - r
                    return abs(distance) < 2
                }
                // And off the quadrants' boundaries: the darkened copy has no pixels the CPU
                // reads, so its clipped edge is rasterized as triangles, which sample the
                // texel beside the boundary (column 49 for 50); the photo's computed edge
                // takes the texel under the pixel's centre (Renderer+EdgePatch).
                func onABoundary(_ x: Int, _ y: Int) -> Bool { x == 49 || x == 50 || y == 49 || y == 50 }
                var worst = 0
                for y in 0..<100 {
                    for x in 0..<100 where !nearTheEdge(x, y) && !onABoundary(x, y) {
                        let a = dimmed[x, y], b = tinted[x, y]
                        worst = max(
                            worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    }
                }
                #expect(worst <= 3, "largest difference \(worst)")
                // Darkened for real: the sharp red quadrant's red at 70%.
                if blur == 0 {
                    let red = dimmed[25, 30]
                    #expect(abs(Int(red.r) - 179) <= 4 && red.g < 40, "\(red)")
                }
            }
        }

        @Test func aSquareFillCoversThePixelsWhoseCentresItHolds() throws {
            // SDL truncates a float rectangle's corner and size apart: a 1.2-pixel band at
            // 20.4 came out one row, at 20 (and a separator moved a row from its photos).
            let size = Size(width: 20, height: 40)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            renderer.draw(
                DisplayList(
                    viewport: size, background: .black,
                    commands: [
                        .shape(frame: Rect(x: 0, y: 10.6, width: 20, height: 2), cornerRadius: 0, color: .white, strokeWidth: 0, clip: nil),
                        .shape(frame: Rect(x: 0, y: 20.4, width: 20, height: 1.2), cornerRadius: 0, color: .white, strokeWidth: 0, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            let white = (0..<40).filter { pixels[5, $0].r == 255 }
            #expect(white == [11, 12, 20, 21], "\(white)")
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
