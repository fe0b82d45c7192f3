import CSDL2
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// A real window on SDL's dummy video driver (no display needed).
    @Suite struct WindowTests {
        @Test func windowDrawsReadsBackAndPollsEvents() throws {
            let context = try PlatformTests.context(video: true)
            let window = try Window(context: context, size: Size(width: 120, height: 90))
            #expect(window.size == Size(width: 120, height: 90))
            #expect(window.displayScale == 1)
            let renderer = try Renderer(
                target: window.renderTarget, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
                images: ImageStore(mode: .synchronous))
            renderer.draw(
                DisplayList(
                    viewport: window.size, background: .black,
                    commands: [
                        .shape(frame: Rect(x: 0, y: 0, width: 60, height: 90), cornerRadius: 0, color: .white, strokeWidth: 0, clip: nil)
                    ]))
            let pixels = try Screenshot.capture(window.renderTarget)
            #expect(pixels[30, 45] == (255, 255, 255, 255))
            #expect(pixels[90, 45] == (0, 0, 0, 255))
            window.present()
            _ = window.pollEvents()
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            #expect(window.waitForEvents(timeout: 0))
            var translator = EventTranslator(windowSize: window.size) { Double($0) / 1000 }
            _ = window.inputEvents(&translator)
            #expect(translator.quitRequested)
        }

        /// Drawn on the CPU canvas (the dummy driver has no GPU, and `.cpu` asks for it):
        /// the target keeps its pixels, present puts the frame in the window's own pixels,
        /// and after a resize the canvas is the new size and the renderer follows it.
        @Test func aCanvasWindowShowsItsFrameAndFollowsAResize() throws {
            let context = try PlatformTests.context(video: true)
            let window = try Window(context: context, size: Size(width: 120, height: 90), rendering: .cpu)
            #expect(window.renderingDescription.contains("kept canvas"))
            #expect(window.renderTarget.keptPixels != nil)
            let renderer = try Renderer(
                target: window.renderTarget, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
                images: ImageStore(mode: .synchronous))
            #expect(!renderer.follow(window.renderTarget), "the same target: nothing to follow")
            func halves(_ size: Size) -> DisplayList {
                DisplayList(
                    viewport: size, background: .black,
                    commands: [
                        .shape(
                            frame: Rect(x: 0, y: 0, width: size.width / 2, height: size.height), cornerRadius: 0, color: .white,
                            strokeWidth: 0, clip: nil)
                    ])
            }
            renderer.draw(halves(window.size))
            window.present()
            let surface = try #require(SDL_GetWindowSurface(window.sdlWindow))
            func shown(_ x: Int, _ y: Int) -> UInt32 {
                UnsafeRawPointer(surface.pointee.pixels).load(
                    fromByteOffset: y * Int(surface.pointee.pitch) + x * 4, as: UInt32.self) & 0x00FF_FFFF
            }
            #expect(shown(30, 45) == 0xFF_FFFF && shown(90, 45) == 0)
            window.setSize(Size(width: 200, height: 100))
            _ = window.pollEvents()
            #expect(window.size == Size(width: 200, height: 100))
            #expect(renderer.follow(window.renderTarget), "a new canvas, a new target")
            renderer.draw(halves(window.size))
            let pixels = try Screenshot.capture(window.renderTarget)
            #expect(pixels.width == 200 && pixels.height == 100)
            #expect(pixels[99, 50] == (255, 255, 255, 255) && pixels[100, 50] == (0, 0, 0, 255))
            window.present()
            let resized = try #require(SDL_GetWindowSurface(window.sdlWindow))
            #expect(resized.pointee.w == 200)
            #expect(
                UnsafeRawPointer(resized.pointee.pixels).load(fromByteOffset: 50 * Int(resized.pointee.pitch) + 150 * 4, as: UInt32.self)
                    & 0x00FF_FFFF == 0)
            #expect(
                UnsafeRawPointer(resized.pointee.pixels).load(fromByteOffset: 50 * Int(resized.pointee.pitch) + 99 * 4, as: UInt32.self)
                    & 0x00FF_FFFF == 0xFF_FFFF)
        }

        /// A canvas window sends only what the renderer changed: a mark left in the
        /// window's pixels outside the change survives a present of that change, and a
        /// whole present replaces it.
        @Test func aCanvasWindowPresentsOnlyWhatChanged() throws {
            let context = try PlatformTests.context(video: true)
            let window = try Window(context: context, size: Size(width: 120, height: 90), rendering: .cpu)
            let renderer = try Renderer(
                target: window.renderTarget, regularFontPath: PlatformTests.regularFont, boldFontPath: PlatformTests.boldFont,
                images: ImageStore(mode: .synchronous))
            func square(at x: Double) -> DisplayList {
                DisplayList(
                    viewport: window.size, background: .black,
                    commands: [.shape(frame: Rect(x: x, y: 10, width: 10, height: 10), cornerRadius: 0, color: .white, strokeWidth: 0, clip: nil)])
            }
            renderer.draw(square(at: 10))
            window.present(changedBy: renderer)
            let surface = try #require(SDL_GetWindowSurface(window.sdlWindow))
            func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
                (surface.pointee.pixels + y * Int(surface.pointee.pitch) + x * 4).assumingMemoryBound(to: UInt32.self)
            }
            #expect(pixel(15, 15).pointee & 0xFF_FFFF == 0xFF_FFFF)
            pixel(100, 80).pointee = 0x12_3456
            // The square moves: only its old and new places change.
            renderer.draw(square(at: 40))
            window.present(changedBy: renderer)
            #expect(pixel(15, 15).pointee & 0xFF_FFFF == 0)
            #expect(pixel(45, 15).pointee & 0xFF_FFFF == 0xFF_FFFF)
            #expect(pixel(100, 80).pointee & 0xFF_FFFF == 0x12_3456, "outside the change: not sent again")
            // Nothing changed: nothing is sent.
            renderer.draw(square(at: 40))
            window.present(changedBy: renderer)
            #expect(pixel(100, 80).pointee & 0xFF_FFFF == 0x12_3456)
            window.present()
            #expect(pixel(100, 80).pointee & 0xFF_FFFF == 0)
        }

        /// F11's full screen switches on and back off; the app icon loads (a missing file
        /// is an error naming it, not a crash).
        @Test func windowTogglesFullScreenAndTakesTheAppIcon() throws {
            let context = try PlatformTests.context(video: true)
            let window = try Window(context: context, size: Size(width: 120, height: 90))
            #expect(!window.isFullScreen)
            try window.toggleFullScreen()
            #expect(window.isFullScreen)
            try window.toggleFullScreen()
            #expect(!window.isFullScreen)
            try window.setIcon(path: Repository.assets + "/AppIcon/splash-64.png")
            #expect(throws: PlatformError.self) { try window.setIcon(path: Repository.assets + "/AppIcon/none.png") }
        }
    }
}
