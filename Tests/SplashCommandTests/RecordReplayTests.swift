import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Platform
import Splash
import Testing

/// Issue 8's "done when": a recorded session replays headless to identical frames, and
/// the window's tools (--record, --stats-out, --contact-sheet) write what they promise.
@Suite(.serialized) struct RecordReplayTests {
    /// A live session, as the window's loop would drive it: input at times between
    /// steps (a press, a fling, a wheel, keys), each scheduled on the simulation driver
    /// and recorded at the step that applies it, with shots along the way.
    static func recordSession(downloads: String) throws -> (script: String, report: [String: Any]) {
        _ = try SDLContext.start(video: false)
        let assets = SplashBinary.assets
        let configuration = AppConfiguration(
            library: PhotoLibrary.load(manifest: assets + "/photos.json"),
            iconsFolder: assets + "/Icons", downloadsFolder: downloads)
        let app = SplashApp(configuration: configuration, images: ImageStore(mode: .synchronous))
        let driver = SimulationDriver(app: app)
        var recorder = ScriptRecorder(stepsPerSecond: driver.clock.stepsPerSecond)
        let events: [(Double, InputEvent.Kind)] = [
            (0.1003, .hover(Point(x: 180, y: 600))),
            (0.2037, .touchDown(.mouse, Point(x: 200, y: 650))),
            (0.2211, .touchMove(.mouse, Point(x: 200, y: 628.5))),
            (0.2379, .touchMove(.mouse, Point(x: 201, y: 580))),
            (0.2546, .touchMove(.mouse, Point(x: 202, y: 500))),
            (0.2712, .touchMove(.mouse, Point(x: 203, y: 420))),
            (0.2749, .touchUp(.mouse, Point(x: 203, y: 420))),
            (1.5001, .wheel(dx: 0, dy: -80, at: Point(x: 150, y: 300), modifiers: [])),
            (1.9, .key("PageDown", modifiers: []))
        ]
        let shots: [(Double, String)] = [(0.4, "flinging"), (1.6, "wheeled"), (2.8, "settled")]
        var pending = events[...]
        var pendingShots = shots[...]
        let endTime = 3.0
        // The live loop advances in frames of real time; events arrive between them.
        let frame = 1.0 / 60
        var now = 0.0
        while now < endTime {
            now += frame
            while let (time, kind) = pending.first, time <= now {
                pending.removeFirst()
                let (event, step) = ScriptRecorder.onWholeMillisecond(
                    InputEvent(time: time, kind: kind),
                    nextStep: driver.nextStep,
                    stepsPerSecond: driver.clock.stepsPerSecond)
                driver.schedule(event, atStep: step)
                recorder.record(event, atStep: step)
            }
            let target = Int((now * Double(driver.clock.stepsPerSecond)).rounded(.down))
            driver.run(toStep: target)
            while let (time, name) = pendingShots.first, time <= now {
                pendingShots.removeFirst()
                recorder.recordShot(named: name, atStep: Int((time * Double(driver.clock.stepsPerSecond)).rounded(.down)))
            }
        }
        recorder.finish(atStep: driver.nextStep)
        // A headless run stops one step after its `end` line.
        driver.run(toStep: driver.nextStep + 1)
        let data = try app.stateReport().jsonData()
        return (recorder.text, try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:])
    }

    @Test func aRecordedSessionReplaysHeadlessToIdenticalFramesTwice() throws {
        let folder = try SplashBinary.temporaryFolder("record")
        let recorded = try Self.recordSession(downloads: folder + "/downloads")
        let first = try SplashBinary.runHeadless(script: recorded.script, label: "replay-a")
        let second = try SplashBinary.runHeadless(script: recorded.script, label: "replay-b")
        #expect(first.outcome.status == 0, "\(first.outcome.stderr)")
        #expect(second.outcome.status == 0, "\(second.outcome.stderr)")
        for shot in ["flinging", "wheeled", "settled"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: first.folder + "/frames/\(shot).png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: second.folder + "/frames/\(shot).png"))
            let identical = a == b
            #expect(identical, "\(shot).png differs between two replays")
        }
        // The replay reaches the state the session itself reached.
        for key in ["steps", "scroll_offset", "header_height", "screen"] {
            #expect(first.report[key] as? NSObject == recorded.report[key] as? NSObject, "\(key) differs from the session")
        }
        #expect((first.report["scroll_offset"] as? Double ?? 0) > 0, "the session should have scrolled")
    }

    @Test func aWindowReplaysAScriptAndWritesItsRecordingStatsAndContactSheet() throws {
        let folder = try SplashBinary.temporaryFolder("live")
        let script = try SplashBinary.script(
            """
            0 down 200 650
            100 shot pressed
            150 move 200 620
            170 move 200 560
            190 up 200 540
            300 key PageDown
            600 shot paged
            700 end
            """, in: folder)
        let outcome = try SplashBinary.run([
            "--script", script, "--record", folder + "/recorded.txt", "--stats-out", folder + "/stats.json",
            "--state-out", folder + "/state.json", "--frames", folder + "/frames", "--contact-sheet",
            folder + "/sheet.png", "--hud", "--downloads", folder + "/downloads"
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // Scripted input is not the user's: the recording holds only its end.
        let recording = try Script(contentsOfFile: folder + "/recorded.txt")
        #expect(recording.lines.map(\.command) == [.end])
        let stats =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/stats.json")))
            as? [String: Any] ?? [:]
        #expect((stats["frames"] as? Int ?? 0) > 0)
        #expect(stats["max_input_latency_ms"] != nil)
        let state =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")))
            as? [String: Any] ?? [:]
        #expect((state["scroll_offset"] as? Double ?? 0) > 0, "the drag and PageDown should have scrolled the feed")
        // Two shots side by side at half size, with margins and captions.
        let shot = try PixelBuffer(contentsOfPNG: folder + "/frames/pressed.png")
        let sheet = try PixelBuffer(contentsOfPNG: folder + "/sheet.png")
        #expect(sheet.width > shot.width && sheet.width < 2 * shot.width)
        #expect(sheet.height > shot.height / 2 && sheet.height < shot.height)
    }

    @Test func headlessRefusesTheWindowOnlyTools() throws {
        let folder = try SplashBinary.temporaryFolder("refuse")
        let script = try SplashBinary.script("10 end\n", in: folder)
        for extra in [["--record", folder + "/r.txt"], ["--hud"]] {
            let outcome = try SplashBinary.run(["--headless", "--script", script] + extra)
            #expect(outcome.status != 0)
            #expect(outcome.stderr.contains("--headless"))
        }
    }
}
