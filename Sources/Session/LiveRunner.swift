import Files
import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Platform
import Scene
import Splash

/// Runs the app in a real window: SDL events in, fixed steps on real time, frames paced
/// to `--fps`; when nothing moves it sleeps in SDL_WaitEventTimeout, so idle costs no CPU.
///
/// The tools live here, not in the app: F3 toggles the HUD, S slow animations, F2 saves
/// a shot; `--record` writes the input as a script, `--frames --every-frame` captures
/// each frame before it is presented, `--stats-out` measures frames and input latency.
/// `QuitSignals` turns Ctrl-C (SIGINT) and SIGTERM into a quit event, so an interrupted
/// session still ends through the normal exit path and writes everything it was asked to.
struct LiveRunner {
    let setup: Setup
    let options: SessionOptions
    /// How long an idle wait may last before the loop checks on itself (seconds); any
    /// event ends the wait at once.
    static let idleWait = 1.0
    /// What S toggles to when `--slow` was not given. Apple's Simulator has no number
    /// in its docs; Core Animation's slow-motion debug option is commonly given as 10×
    /// (tuned, not official).
    static let defaultSlowFactor = 10.0
    /// The runner's own keys, taken before the app sees them (SDL key names).
    /// F1 belongs to the app (its shortcuts panel), so the HUD is on F3.
    static let hudKey = "F3"
    static let shotKey = "F2"
    static let slowKey = "S"
    static let fullScreenKey = "F11"
    /// The app icon's size given to the window manager (it scales it as it needs).
    static let windowIconSize = 64

    func run() throws {
        let context: SDLContext
        let window: Window
        let store = ImageStore(mode: .background, pixelBudget: setup.pixelBudget)
        let renderer: Renderer
        let loader: LibraryLoader
        var loadBegan = 0.0
        do {
            context = try SDLContext.start(video: true)
            // --scale, else what the desktop asks programs to draw at.
            let scale =
                options.scale
                ?? DesktopScale.detect(environment: ProcessInfo.processInfo.environment, xResources: DesktopScale.xResources())
            window = try Window(context: context, size: options.size, scale: scale, rendering: options.rendering)
            // The photos load while the rest of the window is made: a cached start's
            // feed comes no later for the window.
            loadBegan = FramePacer.now()
            loader = LibraryLoader(source: setup.photoSource) { Window.wake() }
            renderer = try Renderer(
                target: window.renderTarget, regularFontPath: setup.regularFont, boldFontPath: setup.boldFont, images: store)
        } catch {
            throw Failure("\(error)")
        }
        _ = context
        // Splash's own X11 clipboard (image/png beside the text); elsewhere SDL's text one.
        let x11Desktop = window.isX11 ? try? X11Desktop(onAnswer: { Window.wake() }) : nil
        do { try window.setIcon(path: setup.appIconPath(size: LiveRunner.windowIconSize)) } catch {
            // The window works without an icon; say why it has none.
            FileHandle.standardError.write(Data("splash: \(error)\n".utf8))
        }
        QuitSignals.install()
        if let frames = options.frames {
            do { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) } catch {
                throw Failure(
                    "cannot create the frames folder \(frames): \(FileProblem(path: frames, error: error).reason)",
                    exitCode: 2)
            }
        }
        let textMeasure = TextMeasurer(
            regularFontPath: setup.regularFont, boldFontPath: setup.boldFont,
            displayScale: window.displayScale)
        let stats = FrameStats(started: setup.started)
        stats.renderer = window.renderingDescription
        guard
            let library = try awaitLibrary(
                loader: loader, began: loadBegan, window: window, renderer: renderer, textMeasure: textMeasure, stats: stats)
        else { return }
        var configuration = setup.configuration(
            viewport: window.size, displayScale: window.displayScale, library: library)
        // A large original must not freeze the window while it is copied.
        configuration.savesInBackground = true
        let app = SplashApp(configuration: configuration, images: store)
        app.textMeasure = textMeasure
        let slowFactor = options.slow > 1 ? options.slow : LiveRunner.defaultSlowFactor
        var slowed = options.slow > 1
        app.timeScale = slowed ? 1 / slowFactor : 1
        let driver = SimulationDriver(app: app)
        let stepsPerSecond = driver.clock.stepsPerSecond
        let hud = HUD(isVisible: options.hud)
        var recorder = options.record.map { _ in ScriptRecorder(stepsPerSecond: stepsPerSecond) }
        if slowed { recorder?.comment("started with --slow \(slowFactor.shortestText): replay with the same option") }
        // Virtual time = real seconds − offset; the offset grows by every stretch of time
        // the simulation skipped (idle waits, clamped stalls), so event stamps stay on
        // the simulation's clock. SDL stamps events in milliseconds since SDL started,
        // another origin than the pacer's clock: FramePacer converts.
        let start = FramePacer.now()
        var offset = start
        var translator = EventTranslator(windowSize: window.size) { ticks in FramePacer.time(ofTicks: ticks) - offset }
        translator.scale = window.scale
        var shots: [(step: Int, name: String)] = []
        var endStep: Int?
        if let script = setup.script {
            for item in ScriptTimeline(script: script, stepsPerSecond: stepsPerSecond).items {
                switch item.action {
                case .input(let event): driver.schedule(event, atStep: item.step)
                case .shot(let name): shots.append((item.step + 1, name))
                case .end: endStep = endStep ?? item.step + 1
                }
            }
        }
        /// Real time of each input event not yet shown, with the step that applies it.
        var unseen: [(step: Int, time: Double)] = []
        var shotCount = 0
        var frameIndex = 0
        var lastList: DisplayList?
        var hudChanged = false
        let pacer = FramePacer(fps: Double(options.fps))
        var last = FramePacer.now()
        var idled = true

        /// Shots saved so far, in order, for the contact sheet.
        var savedShots: [String] = []
        func save(_ name: String, isShot: Bool = true) {
            guard let folder = options.frames else { return }
            do {
                try Screenshot.save(window.renderTarget, to: folder + "/" + name + ".png")
                if isShot { savedShots.append(name) }
            } catch {
                app.report(error: "shot \(name): \(error)")
            }
        }

        /// F2 with no `--frames` folder: the frame goes to the user's pictures (or
        /// downloads) folder, never replacing a file, and a toast says where.
        func saveShotForTheUser() {
            let temporary = NSTemporaryDirectory() + "splash-shot-\(UUID().uuidString).png"
            do {
                try Screenshot.save(window.renderTarget, to: temporary)
            } catch {
                app.report(error: "shot: \(error)")
                app.toast.show("Could not take the shot: \(error)", in: app.viewport)
                return
            }
            switch ShotsFolder.keep(temporary, in: ShotsFolder.resolve(downloads: setup.downloadsFolder)) {
            case .success(let path): app.toast.show("Shot saved to \(path)", in: app.viewport)
            case .failure(let failure):
                app.report(error: "shot: \(failure.message)")
                app.toast.show("Could not save the shot: \(failure.message)", in: app.viewport)
            }
        }

        /// Drag-out (issue 17): while a held photo is outside the window, the desktop's
        /// XDND targets get it; coming back hands it to the app again.
        var draggingOut = false
        var lastScreenPointer = (x: Int.min, y: Int.min)
        let ownX11Window = window.x11WindowID
        func followDragOut() {
            guard let x11Desktop, ownX11Window != 0 else { return }
            let drag = app.drag
            if !draggingOut, drag.isOutsideWindow, let path = drag.heldPhotoPath {
                x11Desktop.beginDragOut(path: path, ownWindow: ownX11Window)
                draggingOut = true
                lastScreenPointer = (Int.min, Int.min)
            }
            if draggingOut {
                if drag.isHolding && drag.isOutsideWindow {
                    let pointer = window.screenPointer
                    if pointer != lastScreenPointer { x11Desktop.moveDragOut(x: pointer.x, y: pointer.y) }
                    lastScreenPointer = pointer
                } else {
                    if !drag.isHolding && drag.releasedOutside { x11Desktop.dropDragOut() } else { x11Desktop.cancelDragOut() }
                    draggingOut = false
                }
            }
            for result in x11Desktop.takeDragOutResults() {
                switch result {
                case .delivered: app.reportDragOut("Dropped a copy of the photo", isError: false)
                case .refused: app.reportDragOut("The drop target refused the photo", isError: false)
                case .noTarget: break
                case .failed(let reason): app.reportDragOut(reason, isError: true)
                }
            }
        }

        /// Pasted files enter as drops at the next step, recorded like any other input.
        func drop(_ paths: [String]) {
            for path in paths {
                let event = InputEvent(time: driver.clock.time, kind: .drop(path: path))
                let (stamped, step) = ScriptRecorder.onWholeMillisecond(
                    event, nextStep: driver.nextStep,
                    stepsPerSecond: stepsPerSecond)
                driver.schedule(stamped, atStep: step)
                recorder?.record(stamped, atStep: step)
            }
        }

        while true {
            let busy = app.isAnimating || app.needsDisplay || driver.hasPendingEvents || hudChanged || renderer.hasPendingWork
            if !busy && endStep == nil {
                window.waitForEvents(timeout: LiveRunner.idleWait)
                // Skip the idle stretch but one step, so the event that woke the loop is
                // applied and drawn in this very turn instead of a frame later.
                let now = FramePacer.now()
                let step = driver.clock.stepDuration
                offset += now - last - step
                last = now - step
                pacer.reset()
                idled = true
            }
            translator.windowSize = window.size
            var takeShot = false
            for event in window.inputEvents(&translator) {
                // The runner's keys, bare or with Shift (S is "S" either way); while a
                // field takes text, a letter is typed, not a options.
                if case .key(let name, let modifiers) = event.kind, modifiers.subtracting(.shift).isEmpty,
                    !(app.isEditingText && name.count == 1)
                {
                    switch name {
                    case LiveRunner.hudKey:
                        hud.isVisible.toggle()
                        hudChanged = true
                        continue
                    case LiveRunner.slowKey:
                        slowed.toggle()
                        app.timeScale = slowed ? 1 / slowFactor : 1
                        recorder?.comment(
                            "slow animations \(slowed ? "on (\(slowFactor.shortestText)×)" : "off") at step \(driver.nextStep)")
                        continue
                    case LiveRunner.shotKey:
                        takeShot = true
                        continue
                    case LiveRunner.fullScreenKey:
                        do { try window.toggleFullScreen() } catch { app.report(error: "\(error)") }
                        continue
                    default:
                        break
                    }
                }
                // On a whole millisecond, so a recording replays with the same stamps.
                let (stamped, step) = ScriptRecorder.onWholeMillisecond(
                    event, nextStep: driver.nextStep,
                    stepsPerSecond: stepsPerSecond)
                driver.schedule(stamped, atStep: step)
                recorder?.record(stamped, atStep: step)
                unseen.append((step, event.time + offset))
            }
            if translator.quitRequested { break }
            // What Ctrl+V found on the X11 clipboard.
            for pasted in x11Desktop?.takePasted() ?? [] {
                switch pasted {
                case .files(let paths):
                    drop(paths)
                case .nothing(let reason):
                    app.reportNothingToPaste(reason)
                }
            }
            store.drainCompleted()
            let now = FramePacer.now()
            let dropped = driver.clock.droppedTime
            let firstStep = driver.nextStep
            let stepTime = stats.time { driver.advance(byRealTime: now - last) }
            offset += driver.clock.droppedTime - dropped
            if let content = app.takeClipboardRequest() {
                if let x11Desktop, let imagePath = content.imagePath {
                    x11Desktop.copy(text: content.text, imagePath: imagePath)
                } else {
                    Clipboard.setText(content.text)
                }
            }
            if app.takePasteRequest() {
                if app.isEditingText {
                    // Into the search field: the clipboard's text, typed and recorded.
                    if let text = Clipboard.text(), !text.isEmpty {
                        let event = InputEvent(time: driver.clock.time, kind: .text(text))
                        let (stamped, step) = ScriptRecorder.onWholeMillisecond(
                            event, nextStep: driver.nextStep,
                            stepsPerSecond: stepsPerSecond)
                        driver.schedule(stamped, atStep: step)
                        recorder?.record(stamped, atStep: step)
                    }
                } else if let x11Desktop {
                    x11Desktop.paste()
                } else {
                    // SDL's clipboard holds text: a file manager's copy is a file:// list.
                    let paths = FileURIList.paths(in: Clipboard.text() ?? "")
                    if paths.isEmpty { app.reportNothingToPaste() }
                    drop(paths)
                }
            }
            last = now
            // The platform's text input (and an input method) only while a field has focus.
            window.setTextInput(active: app.isEditingText, field: app.isEditingText ? app.textFieldFrame : nil)
            // The motion panel widens (or narrows) the window; the phone keeps its size.
            if window.size != app.windowSize && !window.isFullScreen { window.setSize(app.windowSize) }
            followDragOut()
            if app.quitRequested { break }
            // A script's shot is due: the frame is drawn for it even if nothing changed
            // (it waited for the next change, and a shot of a still scene never came).
            let shotDue = shots.first.map { $0.step <= driver.nextStep } ?? false
            if app.needsDisplay || hudChanged || takeShot || shotDue || lastList == nil || renderer.hasPendingWork {
                if renderer.follow(window.renderTarget) { textMeasure.displayScale = window.displayScale }
                var list = lastList ?? app.displayList()
                let build = stats.time { if app.needsDisplay { list = app.displayList() } }
                lastList = list
                var shown = list
                let render = stats.time {
                    shown.commands += hud.commands(viewport: list.viewport)
                    renderer.draw(shown)
                }
                // Captures read the frame back before present: after it, the back
                // buffer's contents are undefined.
                if options.everyFrame { save(String(format: "frame-%05d", frameIndex), isShot: false) }
                while let shot = shots.first, shot.step <= driver.nextStep {
                    shots.removeFirst()
                    save(shot.name)
                }
                if takeShot {
                    shotCount += 1
                    let name = String(format: "shot-%03d", shotCount)
                    if options.frames != nil { save(name) } else { saveShotForTheUser() }
                    recorder?.recordShot(named: name, atStep: driver.nextStep)
                }
                // With a GPU renderer, present() is where the drawing is done: it belongs
                // in the frame's time (and in the HUD), or the numbers flatter.
                let presentTime = stats.time { window.present(changedBy: renderer) }
                let presented = FramePacer.now()
                let stepCount = driver.nextStep - firstStep
                stats.recordFrame(
                    steps: stepTime, stepCount: stepCount, build: build, render: render + presentTime,
                    index: frameIndex, at: Double(driver.nextStep) / Double(stepsPerSecond))
                hud.record(
                    frameTime: stepTime + build + render + presentTime, steps: stepCount, presentedAt: presented,
                    afterIdle: idled, period: pacer.period)
                unseen.removeAll { entry in
                    guard entry.step < driver.nextStep else { return false }
                    stats.recordLatency(presented - entry.time)
                    return true
                }
                frameIndex += 1
                idled = false
                hudChanged = false
                // The HUD's numbers change while it is shown: keep drawing while the
                // app animates; when the app is idle, the loop sleeps and so does it.
            }
            if let endStep, driver.nextStep >= endStep && !driver.hasPendingEvents { break }
            pacer.waitUntilNextFrame()
        }
        try finish(app: app, driver: driver, stats: stats, recorder: &recorder, shots: savedShots)
    }

    /// Keeps the window drawn and responsive while `loader` reads the photos: the plain
    /// background at once, the loading screen once the load has taken longer than
    /// `LaunchStage.loadingScreenDelay` (from `began`, on `FramePacer`'s clock). Returns the library, checked (`Setup.accept`:
    /// out-of-range entries throw as they would before any window), or nil when the
    /// window was closed or Ctrl-C pressed first: the load is cancelled and waited for,
    /// so no manifest cache is left half-made. Input before the app exists is dropped.
    private func awaitLibrary(
        loader: LibraryLoader, began: Double, window: Window, renderer: Renderer, textMeasure: TextMeasurer,
        stats: FrameStats
    ) throws -> PhotoLibrary? {
        let screen = LoadingScreen(subject: setup.photoSource.name)
        // No app to give them to: the events only tell of a quit and keep the window live.
        var translator = EventTranslator(windowSize: window.size) { _ in 0 }
        translator.scale = window.scale
        let period = 1 / Double(options.fps)
        var shown: DisplayList?
        var frameIndex = 0
        while true {
            translator.windowSize = window.size
            _ = window.inputEvents(&translator)
            if translator.quitRequested {
                loader.cancelAndWait()
                return nil
            }
            let library = loader.library
            let stage = LaunchStage.at(elapsed: FramePacer.now() - began, isLoaded: library != nil)
            if stage == .app, let library { return try setup.accept(library) }
            let list =
                stage == .loadingScreen
                ? screen.displayList(viewport: window.size, fraction: loader.progress.fraction, measure: textMeasure)
                : DisplayList(viewport: window.size, background: SplashApp.background)
            // Drawn only when it changed: the percentage or the bar's width moved, or the
            // window was resized.
            if list != shown {
                if renderer.follow(window.renderTarget) { textMeasure.displayScale = window.displayScale }
                renderer.draw(list)
                if options.everyFrame, let folder = options.frames {
                    // Named apart from the feed's frames, which count from 0 after these.
                    do { try Screenshot.save(window.renderTarget, to: folder + String(format: "/loading-%05d.png", frameIndex)) } catch {
                        FileHandle.standardError.write(Data("splash: loading frame \(frameIndex): \(error)\n".utf8))
                    }
                    frameIndex += 1
                }
                window.present(changedBy: renderer)
                stats.recordWindowFrame()
                shown = list
            }
            // Any event ends the wait at once, and so does the loader when it is done
            // (`Window.wake()`), so the feed follows the load without a frame's delay.
            window.waitForEvents(timeout: period)
        }
    }

    /// Writes what the session was asked to keep: the recording, the stats, the report.
    private func finish(
        app: SplashApp, driver: SimulationDriver, stats: FrameStats,
        recorder: inout ScriptRecorder?, shots: [String]
    ) throws {
        var problems: [String] = []
        // Saves still copying finish before the report lists them.
        app.saves.finishAll()
        if let path = options.record, var recording = recorder {
            recording.finish(atStep: driver.nextStep)
            do { try Data(recording.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                problems.append("cannot write the recording to \(path): \(FileProblem(path: path, error: error).reason)")
            }
        }
        if let path = options.statsOut {
            stats.droppedTime = driver.clock.droppedTime
            do { try stats.write(to: path) } catch {
                problems.append("cannot write the stats to \(path): \(FileProblem(path: path, error: error).reason)")
            }
        }
        if let path = options.stateOut {
            var report = app.stateReport()
            report.frames = stats.frameCount
            do { try report.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                problems.append("cannot write the state report to \(path): \(FileProblem(path: path, error: error).reason)")
            }
        }
        if let sheet = options.contactSheet, let folder = options.frames {
            do {
                try ContactSheet(shots: shots.map { ($0, folder + "/" + $0 + ".png") })
                    .write(to: sheet, regularFont: setup.regularFont, boldFont: setup.boldFont)
            } catch {
                problems.append("cannot write the contact sheet \(sheet): \(error)")
            }
        }
        if !problems.isEmpty { throw Failure(problems.joined(separator: "; ")) }
    }
}
