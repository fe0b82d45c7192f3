import Foundation
import Scene
import Testing

@testable import Splash

/// Every script in `Scripts/`, played the way the headless runner plays it (frames on the
/// `--fps` ticks of the virtual clock, drawn only when the app says a frame is due, a
/// shot drawing the current state), ends with the final state on screen at every frame
/// rate: the display list last drawn equals the one the app would draw now.
struct ScriptFinalFrameTests {
    static var scripts: [String] {
        let folder = URL(fileURLWithPath: Fixtures.assets).deletingLastPathComponent()
            .appendingPathComponent("Scripts").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted().map { folder + "/" + $0 }
    }

    /// Plays a script as `HeadlessRunner` does and returns the app and the last list drawn.
    static func play(_ script: Script, fps: Int) -> (app: SplashApp, lastDrawn: DisplayList) {
        let driver = Fixtures.driver(downloads: NSTemporaryDirectory() + "splash-final-\(UUID().uuidString)")
        let app = driver.app
        let stepsPerSecond = driver.clock.stepsPerSecond
        var frameIndex = 0
        var lastDrawn = app.displayList()
        var shotSinceFrame = false
        func advance(toStep target: Int) {
            while (frameIndex * stepsPerSecond) / fps + 1 <= target {
                driver.run(toStep: (frameIndex * stepsPerSecond) / fps + 1)
                if app.needsDisplay || shotSinceFrame {
                    lastDrawn = app.displayList()
                    shotSinceFrame = false
                }
                frameIndex += 1
            }
            driver.run(toStep: target)
        }
        let timeline = ScriptTimeline(script: script, stepsPerSecond: stepsPerSecond)
        for item in timeline.items {
            switch item.action {
            case .input(let event):
                advance(toStep: item.step)
                driver.schedule(event, atStep: item.step)
            case .shot:
                advance(toStep: item.step + 1)
                _ = app.displayList()
                shotSinceFrame = true
            case .end:
                // Played to rest instead: the point is the frame after the last change.
                break
            }
        }
        let limit = driver.nextStep + 30 * stepsPerSecond
        while (app.isAnimating || driver.hasPendingEvents) && driver.nextStep < limit {
            advance(toStep: driver.nextStep + 1)
        }
        // The runner's closing frame: drawn only if the app says one is due.
        if app.needsDisplay || shotSinceFrame { lastDrawn = app.displayList() }
        return (app, lastDrawn)
    }

    @Test(arguments: [10, 24, 30, 50, 60, 144])
    func everyScriptEndsWithItsFinalStateDrawn(fps: Int) throws {
        #expect(Self.scripts.count >= 5)
        for path in Self.scripts {
            let (app, lastDrawn) = Self.play(try Script(contentsOfFile: path), fps: fps)
            #expect(!app.isAnimating, "\(path) did not come to rest")
            let finalStateDrawn = app.displayList() == lastDrawn
            #expect(finalStateDrawn, "\(URL(fileURLWithPath: path).lastPathComponent) at \(fps) fps: the last frame is stale")
        }
    }

    /// The frame a script ends on is the same at every frame rate. The app's own list can
    /// agree with a stale frame: a photo's fade whose time ran out between two frames (at
    /// 30 and 50 fps, not at 60) left the app at rest with the photo drawn at 95% over its
    /// placeholder, and every later list said the same.
    @Test(arguments: [10, 24, 30, 50, 144])
    func everyScriptEndsOnTheFrameItEndsOnAt60FPS(fps: Int) throws {
        for path in Self.scripts {
            let script = try Script(contentsOfFile: path)
            let name = URL(fileURLWithPath: path).lastPathComponent
            #expect(Self.play(script, fps: fps).lastDrawn == Self.play(script, fps: 60).lastDrawn, "\(name) at \(fps) fps")
        }
    }
}
