import Foundation
import Geometry
import Gestures
import Motion
import Testing

@testable import Splash

/// The motion panel (M, issue 15): the window widens and the phone keeps its size, the
/// keys and a sideways drag edit the values live, Ctrl+S saves a motion file that reads
/// back to the same motion and never replaces one, and Ctrl+1–4 copy the selected value.
@Suite struct MotionPanelTests {
    static func key(_ driver: SimulationDriver, _ name: String, _ modifiers: KeyModifiers = [], at ms: Int) {
        driver.at(ms, .key(name, modifiers: modifiers))
    }

    @Test func mOpensThePanelBesideThePhoneAndClosesIt() {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 100)
        driver.run(toMilliseconds: 200)
        #expect(app.motionPanel.isShown)
        #expect(app.windowSize == Size(width: 414 + MotionPanel.width, height: 736))
        #expect(app.viewport == AppConfiguration.defaultViewport, "the phone keeps its size")
        #expect(app.motionPanel.node.frame.minX == 414)
        // Drawn: the panel's title and a spring's curve.
        let list = app.displayList()
        #expect(list.viewport == app.windowSize)
        #expect(
            list.commands.contains { command in
                if case let .text(text, _, _, _, _, _, _) = command { return text == "Motion" }
                return false
            })
        #expect(
            list.commands.contains { command in
                if case let .pixels(image, _, _, _, _) = command { return image.id.hasPrefix("spring-curve:") }
                return false
            })
        // A window that reports its new size (as a real one does once widened) keeps the
        // phone at 414 points: the feed is still one column.
        driver.at(250, .resize(app.windowSize))
        driver.run(toMilliseconds: 260)
        #expect(app.viewport == AppConfiguration.defaultViewport)
        #expect(app.home.viewport == AppConfiguration.defaultViewport)
        #expect(app.home.layout.columns == 1)
        Self.key(driver, "M", at: 300)
        driver.run(toMilliseconds: 400)
        #expect(!app.motionPanel.isShown)
        #expect(app.windowSize == AppConfiguration.defaultViewport)
    }

    @Test func keysEditTheSelectedValueAndThePressUsesIt() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 100)
        // press.scale is first: ten steps left of 0.98 in a range of 1 (0.5…1.5).
        for i in 0..<10 { Self.key(driver, "Left", at: 200 + i * 10) }
        driver.run(toMilliseconds: 400)
        let scale = app.motionTuning.number("press.scale")
        #expect(abs(scale - (0.98 - 10.0 / 200)) < 1e-9)
        #expect(app.home.press.rowScale == scale, "applied at once")
        // Down to press.spring: Right lengthens it by 5 %, Shift+Right adds bounce.
        let before = app.motionTuning.spring("press.spring").swiftUI
        Self.key(driver, "Down", at: 500)
        Self.key(driver, "Right", at: 510)
        Self.key(driver, "Right", .shift, at: 520)
        driver.run(toMilliseconds: 600)
        let after = app.motionTuning.spring("press.spring").swiftUI
        #expect(abs(after.duration - before.duration * 1.05) < 1e-9)
        #expect(abs(after.bounce - (before.bounce + 0.05)) < 1e-9)
        #expect(app.motionTuning.isOverridden("press.spring"))
        // Arrows belong to the panel while it is open: the feed did not scroll.
        #expect(app.home.feed.offset == 0)
    }

    @Test func aSidewaysDragOnARowAdjustsIt() {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 100)
        driver.run(toMilliseconds: 200)
        // The lift.scale row (index 3), dragged 60 points right: ten steps of 1.5 ÷ 200.
        let row = app.motionPanel.scroll.children[3].frameInWindow
        let start = Point(x: row.midX - 60, y: row.midY)
        driver.at(300, .touchDown(.mouse, start))
        for i in 1...6 { driver.at(300 + i * 16, .touchMove(.mouse, Point(x: start.x + Double(i) * 10, y: start.y))) }
        driver.at(420, .touchUp(.mouse, Point(x: start.x + 60, y: start.y)))
        driver.run(toMilliseconds: 500)
        #expect(app.motionPanel.selectedEntry.name == "lift.scale")
        #expect(abs(app.motionTuning.number("lift.scale") - (1.02 + 10 * 1.5 / 200)) < 1e-9)
    }

    @Test func ctrlSSavesAMotionFileThatReadsBackAndNeverReplacesOne() throws {
        let folder = try Fixtures.temporaryFolder("motion-save")
        let driver = Fixtures.driver(downloads: folder)
        let app = driver.app
        Self.key(driver, "M", at: 100)
        Self.key(driver, "Down", at: 150)
        Self.key(driver, "Right", .shift, at: 160)
        Self.key(driver, "S", .control, at: 200)
        Self.key(driver, "S", .control, at: 300)
        driver.run(toMilliseconds: 400)
        let saved = app.stateReport().downloads
        #expect(saved.map { ($0 as NSString).lastPathComponent } == ["splash-motion.json", "splash-motion (2).json"])
        let read = try MotionFile.load(path: saved[0])
        for entry in MotionTuning.entries {
            switch entry.kind {
            case .number: #expect(abs(read.number(entry.name) - app.motionTuning.number(entry.name)) < 1e-12)
            case .spring:
                let a = read.spring(entry.name), b = app.motionTuning.spring(entry.name)
                #expect(abs(a.parameters.naturalFrequency - b.parameters.naturalFrequency) < 1e-9 * b.parameters.naturalFrequency)
                #expect(abs(a.parameters.dampingRatio - b.parameters.dampingRatio) < 1e-9)
                #expect(a.initialVelocity == b.initialVelocity)
            }
        }
    }

    @Test func ctrlDigitsCopyTheSelectedValueForEachPlatform() {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 100)
        Self.key(driver, "Down", at: 150)
        var copied: [String] = []
        for (index, _) in MotionExport.allCases.enumerated() {
            Self.key(driver, "\(index + 1)", .control, at: 200 + index * 50)
            driver.run(toMilliseconds: 220 + index * 50)
            copied.append(app.takeClipboardRequest()?.text ?? "")
        }
        #expect(copied[0].contains("let pressSpring = Animation.spring(duration: "))
        #expect(copied[1].contains("UISpringTimingParameters("))
        #expect(copied[2].contains("val pressSpring = spring<Float>("))
        #expect(copied[3].contains("--press-spring-easing: linear("))
        #expect(copied.allSatisfy { !$0.contains("press.scale") }, "only the selected value")
        // With Shift, every value.
        Self.key(driver, "2", [.control, .shift], at: 500)
        driver.run(toMilliseconds: 520)
        let all = app.takeClipboardRequest()?.text ?? ""
        #expect(all == MotionExport.uikit.text(for: app.motionTuning))
    }

    /// The last real run of a spring is traced step by step and reaches the panel: a
    /// press released springs from the pressed scale back to 1, starting at the velocity
    /// UIKit's relative initial velocity gives it; a card's flight is traced too.
    @Test func theLastRunOfASpringIsTracedAndDrawnOverItsCurve() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 50)
        driver.at(100, .touchDown(.mouse, Point(x: 200, y: 650)))
        driver.at(300, .touchUp(.mouse, Point(x: 200, y: 650)))
        driver.run(toMilliseconds: 2500)
        let press = try #require(app.motionPanel.traces["press.spring"])
        #expect(press.samples.count > 20)
        // A share of the way from the pressed scale back to 1: it ends there, and it
        // leaves quickly (the spring's initial velocity), overshooting on the way.
        #expect(abs((press.samples.last ?? 0) - 1) < 1e-3)
        #expect((press.samples.max() ?? 0) > 1.05)
        #expect(press.interval == 1.0 / 240)
        // The tap also opened the photo's card: its flight is traced.
        let card = try #require(app.motionPanel.traces["card.present.spring"])
        #expect(abs((card.samples.last ?? 0) - 1) < 0.01)
        // Drawn: the press spring's curve image carries the trace.
        let curves = app.displayList().commands.compactMap { command -> String? in
            if case let .pixels(image, _, _, _, _) = command, image.id.hasPrefix("spring-curve:") { return image.id }
            return nil
        }
        #expect(curves.contains { !$0.hasSuffix(":none") })
    }

    /// The ghost keeps what a frame would have drawn at each of its steps, however many
    /// steps nobody looked at came before it: recorded over one long stretch of steps, its
    /// frames are those of a run laying out every step.
    @Test func theGhostKeepsWhatEachOfItsStepsShows() throws {
        let stretched = Fixtures.driver(), eager = Fixtures.driver()
        for driver in [stretched, eager] {
            Self.key(driver, "M", at: 50)
            driver.drag(x: 200, from: 650, to: 450, start: 100, duration: 100)
        }
        stretched.run(toMilliseconds: 6000)
        while eager.nextStep < stretched.nextStep { eager.runStep() }
        let recorded = try #require(stretched.app.lastInteraction?.frames)
        let expected = try #require(eager.app.lastInteraction?.frames)
        #expect(recorded.count > 20 && recorded.count == expected.count)
        let firstDifferent = zip(recorded, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(firstDifferent == nil, "ghost frame \(firstDifferent ?? 0) differs from the one every step laid out")
    }

    /// R replays the last interaction with the values as they are now, and the earlier
    /// run's frames are drawn faint over it: the same fling, replayed unchanged, ends
    /// where the first did; replayed with a slower deceleration, it goes farther.
    @Test func rReplaysTheLastGestureOverAGhostOfItsFirstRun() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 50)
        driver.drag(x: 200, from: 650, to: 450, start: 100, duration: 100)
        driver.run(toMilliseconds: 6000)
        let first = app.home.feed.offset
        #expect(first > 300)
        #expect(app.lastInteraction?.events.isEmpty == false)
        // Back to the top, then the same fling again.
        app.home.feed.setOffset(0)
        Self.key(driver, "R", at: 6100)
        driver.run(toMilliseconds: 6300)
        #expect(app.isReplaying)
        let faint = app.displayList().commands.contains { command in
            if case let .image(_, _, _, _, alpha, _, _, _) = command { return abs(alpha - SplashApp.ghostOpacity) < 1e-9 }
            return false
        }
        #expect(faint, "the first run's frames are drawn faint over the replay")
        driver.run(toMilliseconds: 12_000)
        #expect(!app.isReplaying)
        #expect(abs(app.home.feed.offset - first) < 1e-6, "the same input with the same values lands where it did")
        // Slower deceleration (a rate nearer 1), the same gesture goes farther.
        app.home.feed.setOffset(0)
        for i in 0..<11 { Self.key(driver, "Down", at: 12_100 + i * 10) }
        for i in 0..<5 { Self.key(driver, "Right", at: 12_300 + i * 10) }
        Self.key(driver, "R", at: 12_500)
        driver.run(toMilliseconds: 19_000)
        #expect(app.motionPanel.selectedEntry.name == "scroll.decelerationRate")
        #expect(app.home.feed.offset > first + 50)
    }

    /// Opened from a motion file, Ctrl+S writes the values back to it, whole.
    @Test func ctrlSWritesBackToTheMotionFileTheValuesCameFrom() throws {
        let folder = try Fixtures.temporaryFolder("motion-back")
        let path = folder + "/mine.json"
        try #"{"press.scale": 0.9}"#.write(toFile: path, atomically: true, encoding: .utf8)
        var configuration = AppConfiguration(
            library: Fixtures.library(), iconsFolder: Fixtures.assets + "/Icons", downloadsFolder: folder)
        configuration.motion = try MotionFile.load(path: path)
        configuration.motionFilePath = path
        let driver = SimulationDriver(app: SplashApp(configuration: configuration, images: TestImages()))
        Self.key(driver, "M", at: 100)
        Self.key(driver, "Left", at: 150)
        Self.key(driver, "S", .control, at: 200)
        driver.run(toMilliseconds: 300)
        let read = try MotionFile.load(path: path)
        #expect(abs(read.number("press.scale") - (0.9 - 1.0 / 200)) < 1e-12)
        #expect(driver.app.stateReport().downloads.isEmpty, "written back, not saved anew")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "no temporary file left")
    }

    /// A pull past the top released: its bounce back is traced for the bounce spring.
    @Test func aPullsBounceIsTracedForTheBounceSpring() throws {
        let driver = Fixtures.driver()
        Self.key(driver, "M", at: 50)
        driver.drag(x: 200, from: 300, to: 500, start: 100, duration: 250, release: false)
        driver.at(700, .touchUp(.mouse, Point(x: 200, y: 500)))
        driver.run(toMilliseconds: 2500)
        let trace = try #require(driver.app.motionPanel.traces["scroll.bounce.spring"])
        #expect(trace.samples.count > 20)
        #expect(abs((trace.samples.last ?? 0) - 1) < 1e-3)
        #expect(trace.samples.allSatisfy { $0 >= -1e-9 && $0 <= 1 + 1e-9 }, "critically damped: no overshoot")
    }

    /// Return (or a click on a value) types a new value: digits, a point, Backspace;
    /// Return applies it within its range, Escape cancels. A spring's typed value is its
    /// duration, its bounce kept.
    @Test func aValueCanBeTypedAndAppliedOrCancelled() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.key(driver, "M", at: 50)
        Self.key(driver, "Return", at: 100)
        driver.at(110, .text("0.93x"))
        Self.key(driver, "Backspace", at: 120)
        driver.at(130, .text("1"))
        driver.run(toMilliseconds: 140)
        #expect(app.isEditingText, "the platform's text input is on while a value is typed")
        #expect(app.motionPanel.typing == "0.91")
        Self.key(driver, "Return", at: 150)
        driver.run(toMilliseconds: 160)
        #expect(app.motionTuning.number("press.scale") == 0.91)
        #expect(!app.isEditingText)
        // A spring: its duration, bounce kept.
        let bounce = app.motionTuning.spring("press.spring").swiftUI.bounce
        Self.key(driver, "Down", at: 200)
        Self.key(driver, "Return", at: 210)
        driver.at(220, .text("0.5"))
        Self.key(driver, "Return", at: 230)
        driver.run(toMilliseconds: 240)
        let spring = app.motionTuning.spring("press.spring").swiftUI
        #expect(abs(spring.duration - 0.5) < 1e-12 && abs(spring.bounce - bounce) < 1e-9)
        // Escape cancels; M while typing is typed (here: ignored), not a toggle.
        Self.key(driver, "Return", at: 300)
        driver.at(310, .text("9"))
        Self.key(driver, "M", at: 320)
        Self.key(driver, "Escape", at: 330)
        driver.run(toMilliseconds: 340)
        #expect(app.motionPanel.isShown)
        #expect(app.motionPanel.typing == nil)
        #expect(abs(app.motionTuning.spring("press.spring").swiftUI.duration - 0.5) < 1e-12)
        // A click on a value selects its row and starts typing.
        let row = app.motionPanel.scroll.children[3].frameInWindow
        driver.at(400, .touchDown(.mouse, Point(x: row.maxX - 30, y: row.minY + 10)))
        driver.at(450, .touchUp(.mouse, Point(x: row.maxX - 30, y: row.minY + 10)))
        driver.run(toMilliseconds: 500)
        #expect(app.motionPanel.selectedEntry.name == "lift.scale")
        #expect(app.motionPanel.typing == "")
    }
}
