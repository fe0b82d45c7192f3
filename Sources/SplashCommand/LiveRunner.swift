import Foundation
import Geometry
import Platform
import Splash

/// Runs the app in a real window: SDL events in, fixed steps on real time, frames paced
/// to `--fps`; when nothing moves it sleeps in SDL_WaitEventTimeout, so idle costs no CPU.
struct LiveRunner {
    let setup: Setup
    let command: SplashCommand
    /// How long an idle wait may last before the loop checks on itself (seconds); any
    /// event ends the wait at once.
    static let idleWait = 1.0

    func run() throws {
        let context: SDLContext
        let window: Window
        let store = ImageStore(mode: .background)
        let renderer: Renderer
        do {
            context = try SDLContext.start(video: true)
            window = try Window(context: context, size: command.size.size)
            renderer = try Renderer(sdlRenderer: window.sdlRenderer, displayScale: window.displayScale,
                                    regularFontPath: setup.regularFont, boldFontPath: setup.boldFont, images: store)
        } catch {
            throw Failure("\(error)")
        }
        _ = context
        let app = SplashApp(configuration: setup.configuration(viewport: window.size, displayScale: window.displayScale),
                            images: store)
        let driver = SimulationDriver(app: app)
        // Virtual time = SDL seconds − offset; the offset grows by every stretch of time
        // the simulation skipped (idle waits, clamped stalls), so event stamps stay on
        // the simulation's clock.
        let start = FramePacer.now()
        var offset = start
        var translator = EventTranslator(windowSize: window.size) { ticks in Double(ticks) / 1000 - offset }
        if let script = setup.script {
            for item in ScriptTimeline(script: script, stepsPerSecond: driver.clock.stepsPerSecond).items {
                if case .input(let event) = item.action { driver.schedule(event, atStep: item.step) }
            }
        }
        let pacer = FramePacer(fps: Double(command.fps))
        var last = FramePacer.now()
        while true {
            let busy = app.isAnimating || app.needsDisplay || driver.hasPendingEvents
            if !busy {
                window.waitForEvents(timeout: LiveRunner.idleWait)
                let now = FramePacer.now()
                offset += now - last
                last = now
                pacer.reset()
            }
            translator.windowSize = window.size
            for event in translator.translate(window.pollEvents()) { driver.schedule(event) }
            if translator.quitRequested { break }
            if store.drainCompleted() { }
            let now = FramePacer.now()
            let dropped = driver.clock.droppedTime
            driver.advance(byRealTime: now - last)
            offset += driver.clock.droppedTime - dropped
            if let text = app.takeClipboardRequest() { Clipboard.setText(text) }
            last = now
            if app.needsDisplay {
                if renderer.displayScale != window.displayScale {
                    renderer.retarget(sdlRenderer: window.sdlRenderer, displayScale: window.displayScale)
                }
                renderer.draw(app.displayList())
                window.present()
            }
            pacer.waitUntilNextFrame()
        }
    }
}
