import Foundation
import Geometry
import Gestures
import Testing

@testable import Splash

/// Slow animations (`SplashApp.timeScale`) and Reduce Motion (`--reduce-motion`): the
/// same gestures and states, with time or looks changed only where they should be.
@Suite struct MotionModesTests {
    static func driver(
        downloads: String = NSTemporaryDirectory(), reduceMotion: Bool = false,
        timeScale: Double = 1
    ) -> SimulationDriver {
        var configuration = AppConfiguration(
            library: Fixtures.library(), iconsFolder: Fixtures.assets + "/Icons",
            downloadsFolder: downloads)
        configuration.reduceMotion = reduceMotion
        let driver = SimulationDriver(app: SplashApp(configuration: configuration, images: TestImages()))
        driver.app.timeScale = timeScale
        return driver
    }

    @Test func slowAnimationsKeepGesturesInRealTime() {
        let normal = Self.driver(), slow = Self.driver(timeScale: 0.1)
        for driver in [normal, slow] {
            driver.at(0, .touchDown(.mouse, Fixtures.onFirstPhoto))
            driver.run(toMilliseconds: 600)
        }
        // The long press lifts at 0.5 s either way; only the lift's scale-up lags.
        #expect(normal.app.drag.phase == .lifted)
        #expect(slow.app.drag.phase == .lifted)
        #expect(normal.app.drag.copyScale > slow.app.drag.copyScale)
        #expect(slow.app.drag.copyScale < DragMetrics.liftedScale)
    }

    @Test func slowAnimationsSlowAFlingButNotItsDistance() {
        let normal = Self.driver(), slow = Self.driver(timeScale: 0.1)
        for driver in [normal, slow] {
            driver.drag(x: 200, from: 650, to: 350, start: 100, duration: 100)
            driver.run(toMilliseconds: 700)
        }
        let early = (normal.app.home.feed.offset, slow.app.home.feed.offset)
        #expect(early.1 < early.0, "the slowed fling should have travelled less by 0.7 s")
        #expect(early.1 >= 300 - 1, "the finger's own drag is not slowed")
        normal.run(toMilliseconds: 60_000)
        slow.run(toMilliseconds: 60_000)
        #expect(abs(normal.app.home.feed.offset - slow.app.home.feed.offset) < 1)
    }

    @Test func reduceMotionPressesWithoutZooming() throws {
        let driver = Self.driver(reduceMotion: true)
        driver.at(0, .touchDown(.mouse, Fixtures.onFirstPhoto))
        driver.run(toMilliseconds: 300)
        let report = driver.app.stateReport()
        #expect(report.pressedPhoto != nil)
        #expect(report.pressedScale == 1)
        // It dims instead: a dark overlay faded in over the pressed cell.
        let pressed = try #require(report.pressedPhoto)
        let cell = try #require(driver.app.home.nodeShowing(.photo(pressed)))
        let dim = try #require(cell.children.first { $0.name == "press.dim" })
        #expect(dim.alpha == ReduceMotion.pressedDimming)
    }

    @Test func reduceMotionDropsWithTheSamePhasesAndNoZoom() throws {
        let folder = try Fixtures.temporaryFolder("reduce")
        let driver = Self.driver(downloads: folder, reduceMotion: true)
        let last = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.run(toMilliseconds: 590)
        #expect(driver.app.drag.phase == .lifted)
        #expect(driver.app.drag.copyScale == 1, "no lift zoom")
        driver.run(toMilliseconds: last + 400)
        #expect(driver.app.drag.copyScale == DragMetrics.draggingScale, "the drag size appears by a fade, not a zoom")
        #expect(driver.app.drag.phase == .dragging)
        #expect(driver.app.drag.report.zone == "hover")
        driver.at(last + 401, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: last + 420)
        #expect(driver.app.drag.phase == .dropping)
        driver.run(toMilliseconds: last + 2000)
        #expect(driver.app.drag.phase == .idle)
        #expect(driver.app.stateReport().downloads.count == 1)
    }

    @Test func reduceMotionCrossFadesTheCardInsteadOfZooming() {
        let driver = Self.driver(reduceMotion: true)
        driver.at(300, .touchDown(.mouse, Fixtures.onFirstPhoto))
        driver.at(360, .touchUp(.mouse, Fixtures.onFirstPhoto))
        driver.run(toMilliseconds: 400)
        let transition = driver.app.transition
        #expect(transition.phase == .presenting)
        // Already full width at its resting place, fading in rather than growing.
        #expect(transition.pose.frame.width == AppConfiguration.defaultViewport.width)
        #expect(transition.content.container.alpha > 0 && transition.content.container.alpha < 1)
        driver.run(toMilliseconds: 700)
        #expect(transition.phase == .presented)
        driver.at(800, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: 850)
        #expect(transition.phase == .dismissing)
        #expect(transition.pose.frame.width == AppConfiguration.defaultViewport.width, "it fades out where it is")
        driver.run(toMilliseconds: 1200)
        #expect(transition.phase == .none)
        #expect(transition.content.container.alpha == 1, "ready for the next opening")
    }
}
