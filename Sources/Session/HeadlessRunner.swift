import Files
import Foundation
import Geometry
import Gestures
import Motion
import PhotoLibrary
import Platform
import Scene
import Splash

/// Plays a script with no window (DESIGN.md, "Scripted input and state").
///
/// The simulation runs on the virtual clock only; frames are rendered at `--fps` on that
/// clock. A `shot` renders the state at the step containing its time whatever the frame
/// rate, so the same script gives the same PNGs at 30, 60 or 144 fps.
struct HeadlessRunner {
    let setup: Setup
    let library: PhotoLibrary
    let options: SessionOptions
    /// How long a script may keep animating after its last line before the run gives up
    /// waiting for the app to settle (virtual seconds).
    static let settleLimit = 30.0

    /// Largest canvas drawn, in device pixels (DESIGN.md, "Hostile input": 8K is 33
    /// megapixels; 64 megapixels is 256 MB of pixels). `--size`, `resize` lines and
    /// `--scale` are checked against it before the run starts.
    static let maximumCanvasPixels = 64_000_000

    /// One line naming why a canvas of `size` points at `scale` is refused, or nil.
    static func canvasProblem(_ size: Size, scale: Double) -> String? {
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        guard pixels > Double(maximumCanvasPixels) else { return nil }
        return "a \(size.width.shortestText)×\(size.height.shortestText) window at --scale "
            + "\(scale.shortestText) is \(Int(saturating: (pixels / 1_000_000).rounded())) megapixels, "
            + "more than the canvas limit of \(maximumCanvasPixels / 1_000_000)"
    }

    func run() throws {
        guard let script = setup.script else { throw Failure("--headless needs --script FILE", exitCode: 2) }
        let viewport = options.size
        if let problem = HeadlessRunner.canvasProblem(viewport, scale: (options.scale ?? 1)) {
            throw Failure("--size: \(problem)", exitCode: 2)
        }
        let scriptName = ((options.script ?? "script") as NSString).lastPathComponent
        for line in script.lines {
            if case .resize(let size) = line.command, let problem = HeadlessRunner.canvasProblem(size, scale: (options.scale ?? 1)) {
                throw Failure(ScriptError(file: scriptName, line: line.lineNumber, reason: problem).description, exitCode: 2)
            }
        }
        QuitSignals.installRecordingOnly()
        let context: SDLContext
        let canvas: SoftwareCanvas
        let renderer: Renderer
        let stats = FrameStats(started: setup.started)
        let store = ImageStore(
            mode: options.decode == .background ? .background : .synchronous,
            pixelBudget: setup.pixelBudget)
        do {
            context = try SDLContext.start(video: false)
            canvas = try SoftwareCanvas(context: context, size: viewport, displayScale: (options.scale ?? 1))
            renderer = try Renderer(
                target: canvas.renderTarget, regularFontPath: setup.regularFont, boldFontPath: setup.boldFont, images: store)
            renderer.redrawsWhole = options.redrawWhole
        } catch {
            throw Failure("\(error)")
        }
        if let frames = options.frames {
            do { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) } catch {
                throw Failure(
                    "cannot create the frames folder \(frames): \(FileProblem(path: frames, error: error).reason)",
                    exitCode: 2)
            }
        }
        let app = SplashApp(
            configuration: setup.configuration(viewport: viewport, displayScale: (options.scale ?? 1), library: library),
            images: store)
        app.textMeasure = TextMeasurer(regularFontPath: setup.regularFont, boldFontPath: setup.boldFont, displayScale: (options.scale ?? 1))
        app.timeScale = 1 / options.slow
        let driver = SimulationDriver(app: app)
        let stepsPerSecond = driver.clock.stepsPerSecond
        let timeline = ScriptTimeline(script: script, stepsPerSecond: stepsPerSecond)
        var frames = 0
        /// What the last Ctrl+C copied; headless has no system clipboard, so the report
        /// keeps it and Ctrl+V pastes it back.
        var clipboard: ClipboardContent?
        var frameIndex = 0
        /// The last PNG `--every-frame` wrote.
        var lastFramePath: String?
        /// Shots saved, in script order, for `--contact-sheet`.
        var savedShots: [String] = []
        /// A shot drew the current state and took the app's "frame due" flag with it, so
        /// the next frame must be drawn anew rather than repeat the last one written.
        var shotSinceFrame = false

        /// The signal that stopped the run early, if one did.
        var stoppedBy: Int32?
        /// Draws a list, first following a resize of the window and taking in decodes.
        func draw(_ list: DisplayList) {
            if canvas.size != app.windowSize {
                do {
                    try canvas.resize(to: app.windowSize)
                    renderer.retarget(to: canvas.renderTarget)
                } catch {
                    // The old canvas stays; say so rather than let the report claim the size.
                    app.report(error: "\(error)")
                }
            }
            store.drainCompleted()
            renderer.draw(list)
        }
        func render() { draw(app.displayList()) }
        /// Renders the frames due up to (and including) step `target`, then runs to it.
        let pacer = options.realtime ? FramePacer(fps: Double(options.fps)) : nil
        /// Draws the frame with index `frameIndex` if anything changed since the last one
        /// (with `--every-frame`, repeats the last PNG otherwise) and moves to the next.
        func presentFrame(atStep frameStep: Int, stepCount: Int, stepTime: Double) {
            if app.needsDisplay || shotSinceFrame || renderer.hasPendingWork {
                shotSinceFrame = false
                var list = DisplayList(viewport: app.windowSize)
                let build = stats.time { list = app.displayList() }
                let drawTime = stats.time { draw(list) }
                stats.recordFrame(
                    steps: stepTime, stepCount: stepCount, build: build, render: drawTime, index: frameIndex,
                    at: Double(frameStep) / Double(stepsPerSecond),
                    timed: frameStep * 1000 >= options.statsFrom * stepsPerSecond)
                frames += 1
                if let observer = options.frameObserver {
                    do { observer(frameIndex, try canvas.pixels()) } catch { app.report(error: "frame \(frameIndex): \(error)") }
                }
                if options.everyFrame, let folder = options.frames {
                    let path = folder + "/" + String(format: "frame-%05d.png", frameIndex)
                    if (try? canvas.savePNG(to: path)) != nil { lastFramePath = path }
                }
            } else if options.everyFrame, let folder = options.frames, let previous = lastFramePath {
                // Nothing changed: repeat the last frame, so the sequence has no gaps
                // and plays back at --fps in real time (ffmpeg stops at a gap).
                let path = folder + "/" + String(format: "frame-%05d.png", frameIndex)
                if let bytes = try? RegularFile(path: previous).readAll(limit: HeadlessRunner.maximumCanvasPixels * 5),
                    (try? Screenshot.writeFile(bytes, to: path)) != nil
                {
                    lastFramePath = path
                }
            }
            frameIndex += 1
        }
        func advance(toStep target: Int) {
            guard stoppedBy == nil else { return }
            while true {
                // A signal stops the run within one frame; what was drawn is kept.
                if QuitSignals.received != 0 {
                    stoppedBy = QuitSignals.received
                    return
                }
                // At rest until the next event: jump to the last frame before it, since the
                // frames between would draw nothing (unless each must be written or paced).
                let until = min(target, driver.nextEventStep ?? target)
                if !app.needsDisplay && !renderer.hasPendingWork && !options.everyFrame && pacer == nil
                    && app.isAtRest(throughStep: until, dt: driver.clock.stepDuration)
                {
                    let last = (until * options.fps - 1) / stepsPerSecond
                    if last > frameIndex { frameIndex = last }
                }
                let frameStep = (frameIndex * stepsPerSecond) / options.fps + 1
                guard frameStep <= target else { break }
                let stepCount = frameStep - driver.nextStep
                let stepTime = stats.time { run(toStep: frameStep) }
                presentFrame(atStep: frameStep, stepCount: stepCount, stepTime: stepTime)
                pacer?.waitUntilNextFrame()
            }
            run(toStep: target)
        }
        /// Runs steps up to `target`, stopping after a step that asked to quit (Ctrl+Q);
        /// takes what Ctrl+C copied and answers Ctrl+V after the step that asked.
        func run(toStep target: Int) {
            while driver.nextStep < target && !app.quitRequested {
                // Up to the next input the driver crosses idle stretches in one go; a step
                // with input runs alone, so a quit, copy or paste it asks for is seen at once.
                driver.run(toStep: min(target, max(driver.nextStep + 1, driver.nextEventStep ?? target)))
                if let content = app.takeClipboardRequest() { clipboard = content }
                if app.takePasteRequest() {
                    // The clipboard is this run's own: what Ctrl+C copied last. Into a
                    // focused field its text is typed; elsewhere its image is dropped.
                    if app.isEditingText {
                        if let text = clipboard?.text {
                            driver.schedule(InputEvent(time: app.time, kind: .text(text)), atStep: driver.nextStep)
                        }
                    } else if let path = clipboard?.imagePath {
                        driver.schedule(InputEvent(time: app.time, kind: .drop(path: path)), atStep: driver.nextStep)
                    } else {
                        app.reportNothingToPaste()
                    }
                }
            }
        }

        var ended = false
        for item in timeline.items {
            switch item.action {
            case .input(let event):
                advance(toStep: item.step)
                driver.schedule(event, atStep: item.step)
            case .shot(let name):
                advance(toStep: item.step + 1)
                render()
                shotSinceFrame = true
                if let folder = options.frames {
                    do {
                        try canvas.savePNG(to: folder + "/" + name + ".png")
                        savedShots.append(name)
                    } catch {
                        app.report(error: "shot \(name): \(error)")
                    }
                }
            case .end:
                advance(toStep: item.step + 1)
                ended = true
            }
            if ended || stoppedBy != nil || app.quitRequested { break }
        }
        if !ended && stoppedBy == nil && !app.quitRequested {
            let lastStep = timeline.items.last.map { $0.step + 1 } ?? 0
            advance(toStep: lastStep)
            let limit = lastStep + Int(saturating: HeadlessRunner.settleLimit * Double(stepsPerSecond))
            // Settled means at rest: a button still held with no timer due waits on nothing.
            while (!app.isAtRest(throughStep: driver.nextStep + 1, dt: driver.clock.stepDuration) || driver.hasPendingEvents)
                && driver.nextStep < limit && stoppedBy == nil && !app.quitRequested
            {
                advance(toStep: driver.nextStep + 1)
            }
            // The step that ended the last animation changed what is drawn but no longer
            // animates: draw it now as the next frame, so the run ends with the final
            // state on screen (the simulation stops on the same step at every --fps).
            if app.needsDisplay || (shotSinceFrame && options.everyFrame) {
                presentFrame(atStep: driver.nextStep, stepCount: 0, stepTime: 0)
            }
        }
        if let signal = stoppedBy {
            app.report(error: "stopped by \(QuitSignals.name(of: signal)) at \(driver.nextStep * 1000 / stepsPerSecond) ms of the script")
        }
        if let path = options.statsOut {
            do { try stats.write(to: path) } catch {
                throw Failure("cannot write the stats to \(path): \(FileProblem(path: path, error: error).reason)")
            }
        }
        if let sheet = options.contactSheet, let folder = options.frames {
            do {
                try ContactSheet(shots: savedShots.map { ($0, folder + "/" + $0 + ".png") })
                    .write(to: sheet, regularFont: setup.regularFont, boldFont: setup.boldFont)
            } catch {
                throw Failure("cannot write the contact sheet \(sheet): \(error)")
            }
        }
        var report = app.stateReport()
        report.frames = frames
        report.clipboard = clipboard?.text
        report.clipboardImage = clipboard?.imagePath
        if let path = options.stateOut {
            do { try report.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                throw Failure("cannot write the state report to \(path): \(FileProblem(path: path, error: error).reason)")
            }
        }
        if let signal = stoppedBy {
            // The shell's convention for a death by signal, though this was an orderly stop.
            throw Failure(
                "stopped by \(QuitSignals.name(of: signal)); wrote what the run had so far",
                exitCode: 128 + signal)
        }
    }
}
