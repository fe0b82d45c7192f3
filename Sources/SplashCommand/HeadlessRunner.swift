import Foundation
import Geometry
import Gestures
import Motion
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
    let command: SplashCommand
    /// How long a script may keep animating after its last line before the run gives up
    /// waiting for the app to settle (virtual seconds).
    static let settleLimit = 30.0

    func run() throws {
        guard let script = setup.script else { throw Failure("--headless needs --script FILE", exitCode: 2) }
        let viewport = command.size.size
        let context: SDLContext
        let canvas: HeadlessCanvas
        let renderer: Renderer
        let stats = FrameStats(started: setup.started)
        let store = ImageStore(mode: command.decode == .background ? .background : .synchronous)
        do {
            context = try SDLContext.start(video: false)
            canvas = try HeadlessCanvas(context: context, size: viewport, displayScale: command.scale)
            renderer = try Renderer(sdlRenderer: canvas.sdlRenderer, displayScale: command.scale,
                                    regularFontPath: setup.regularFont, boldFontPath: setup.boldFont, images: store)
        } catch {
            throw Failure("\(error)")
        }
        if let frames = command.frames {
            do { try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true) } catch {
                throw Failure("cannot create the frames folder \(frames): \(error.localizedDescription)", exitCode: 2)
            }
        }
        let app = SplashApp(configuration: setup.configuration(viewport: viewport, displayScale: command.scale), images: store)
        app.timeScale = 1 / command.slow
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

        /// Draws a list, first following a resize of the window and taking in decodes.
        func draw(_ list: DisplayList) {
            if canvas.size != app.viewport {
                try? canvas.resize(to: app.viewport)
                renderer.retarget(sdlRenderer: canvas.sdlRenderer, displayScale: command.scale)
            }
            store.drainCompleted()
            renderer.draw(list)
        }
        func render() { draw(app.displayList()) }
        /// Renders the frames due up to (and including) step `target`, then runs to it.
        let pacer = command.realtime ? FramePacer(fps: Double(command.fps)) : nil
        func advance(toStep target: Int) {
            while true {
                let frameStep = (frameIndex * stepsPerSecond) / command.fps + 1
                guard frameStep <= target else { break }
                let stepCount = frameStep - driver.nextStep
                let stepTime = stats.time { run(toStep: frameStep) }
                if app.needsDisplay {
                    var list = DisplayList(viewport: app.viewport)
                    let build = stats.time { list = app.displayList() }
                    let drawTime = stats.time { draw(list) }
                    stats.recordFrame(steps: stepTime, stepCount: stepCount, build: build, render: drawTime,
                                      timed: frameStep * 1000 >= command.statsFrom * stepsPerSecond)
                    frames += 1
                    if command.everyFrame, let folder = command.frames {
                        let path = folder + "/" + String(format: "frame-%05d.png", frameIndex)
                        if (try? canvas.savePNG(to: path)) != nil { lastFramePath = path }
                    }
                } else if command.everyFrame, let folder = command.frames, let previous = lastFramePath {
                    // Nothing changed: repeat the last frame, so the sequence has no gaps
                    // and plays back at --fps in real time (ffmpeg stops at a gap).
                    let path = folder + "/" + String(format: "frame-%05d.png", frameIndex)
                    try? FileManager.default.removeItem(atPath: path)
                    if (try? FileManager.default.copyItem(atPath: previous, toPath: path)) != nil { lastFramePath = path }
                }
                frameIndex += 1
                pacer?.waitUntilNextFrame()
            }
            run(toStep: target)
        }
        /// Runs steps up to `target`, stopping after a step that asked to quit (Ctrl+Q);
        /// takes what Ctrl+C copied and answers Ctrl+V after the step that asked.
        func run(toStep target: Int) {
            while driver.nextStep < target && !app.quitRequested {
                driver.runStep()
                if let content = app.takeClipboardRequest() { clipboard = content }
                if app.takePasteRequest() {
                    // The clipboard is this run's own: what Ctrl+C copied last.
                    if let path = clipboard?.imagePath {
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
                if let folder = command.frames {
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
            if ended || app.quitRequested { break }
        }
        if !ended && !app.quitRequested {
            let lastStep = timeline.items.last.map { $0.step + 1 } ?? 0
            advance(toStep: lastStep)
            let limit = lastStep + Int(HeadlessRunner.settleLimit * Double(stepsPerSecond))
            while (app.isAnimating || driver.hasPendingEvents) && driver.nextStep < limit && !app.quitRequested {
                advance(toStep: driver.nextStep + 1)
            }
        }
        if let path = command.statsOut {
            do { try stats.write(to: path) } catch {
                throw Failure("cannot write the stats to \(path): \(error.localizedDescription)")
            }
        }
        if let sheet = command.contactSheet, let folder = command.frames {
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
        if let path = command.stateOut {
            do { try report.jsonData().write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
                throw Failure("cannot write the state report to \(path): \(error.localizedDescription)")
            }
        }
    }
}
