import Foundation
import FuzzSupport
import Geometry
import Gestures
import Testing

@testable import Splash

/// Random sessions through the whole app — scrolls, presses, lifts, drops, taps, scrubs,
/// keys, lost focus, resizes — must never crash, and once the user lets go, presses
/// Escape and waits, every feature must be back at rest with nothing left on screen, and
/// the last frame a 60 fps loop drew (it draws only when the app says the frame is
/// stale) must be the final state.
@Suite struct RandomSessionTests {
    /// A random window point (the 414 × 736 window).
    static func point(_ random: inout SplitMix64) -> Point {
        Point(x: Double(random.int(0...413)), y: Double(random.int(0...735)))
    }

    static let sessions = 80
    static let eventsPerSession = 60

    @Test func randomSessionsEndAtRest() throws {
        let folder = NSTemporaryDirectory() + "splash-random-\(UUID().uuidString)"
        for seed in 0..<Self.sessions {
            var random = SplitMix64(seed: UInt64(seed))
            let driver = Fixtures.driver(downloads: folder)
            var ms = 0
            var down = false
            var pointer = Point(x: 200, y: 600)
            for _ in 0..<Self.eventsPerSession {
                ms += random.int(1...400)
                let kind: InputEvent.Kind
                switch random.int(0...11) {
                case 0, 1:
                    if down {
                        kind = .touchUp(.mouse, pointer); down = false
                    } else {
                        pointer = Self.point(&random); kind = .touchDown(.mouse, pointer); down = true
                    }
                case 2...6:
                    pointer = Point(
                        x: min(413, max(0, pointer.x + Double(random.int(-60...60)))),
                        y: min(735, max(0, pointer.y + Double(random.int(-90...90)))))
                    kind = down ? .touchMove(.mouse, pointer) : .hover(pointer)
                case 7: kind = .wheel(dx: 0, dy: Double(random.int(-200...200)), at: pointer, modifiers: [])
                case 8:
                    kind = .key(
                        ["Escape", "Down", "PageDown", "Home", "End", "Space", "C"][random.int(0...6)],
                        modifiers: random.int(0...3) == 0 ? .control : [])
                case 9: kind = .focusLost; down = false
                case 10: kind = .resize(Size(width: Double(random.int(320...600)), height: Double(random.int(480...900))))
                default: kind = .touchUp(.mouse, pointer); down = false  // an up with or without a down
                }
                driver.at(ms, kind)
            }
            ms += 10
            driver.at(ms, .focusLost)
            driver.at(ms + 5, .key("Escape", modifiers: []))
            // Escape closes one card at a time: a photo opened from a collection first,
            // then, once that has landed, the collection.
            driver.at(ms + 1000, .key("Escape", modifiers: []))
            let app = driver.app
            // Draw as the loops do: on each 60 fps tick, only when the app says so.
            var lastDrawn = app.displayList()
            let stepsPerFrame = driver.clock.stepsPerSecond / 60
            while driver.nextStep <= (ms + 10_000) * driver.clock.stepsPerSecond / 1000 {
                driver.runStep()
                if driver.nextStep % stepsPerFrame == 0 && app.needsDisplay { lastDrawn = app.displayList() }
            }
            #expect(!app.needsDisplay, "seed \(seed): at rest, yet a frame is still due")
            let finalFrameWasDrawn = app.displayList() == lastDrawn
            #expect(finalFrameWasDrawn, "seed \(seed): the last frame drawn is not the final state")
            let report = app.stateReport()
            #expect(report.drag.phase == "idle", "seed \(seed)")
            #expect(report.drag.zone == "hidden", "seed \(seed)")
            #expect(report.transition.phase == "none", "seed \(seed)")
            #expect(report.screen == "home", "seed \(seed)")
            #expect(report.pressedPhoto == nil, "seed \(seed)")
            #expect(app.arena.activeTouchCount == 0, "seed \(seed)")
            #expect(!app.home.feed.isScrolling, "seed \(seed): \(app.home.feed.phase) at \(app.home.feed.offset), v \(app.home.feed.velocity)")
            let visibleInDragLayer = app.dragLayer.children.filter { !$0.isHidden && $0.alpha > 0 }
            #expect(visibleInDragLayer.isEmpty, "seed \(seed): \(visibleInDragLayer.map(\.name))")
            #expect(report.errors.isEmpty, "seed \(seed): \(report.errors)")
        }
        // Whatever was dropped on the zone was saved whole: no partial files remain.
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(left.allSatisfy { !$0.hasSuffix(".partial") })
    }
}
