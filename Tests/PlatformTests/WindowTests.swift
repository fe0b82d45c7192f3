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
