import Foundation
import Geometry
import Gestures
import Testing

@testable import Splash

/// The app's side of drag-out (issue 17): a held photo dragged past the window's edge
/// is marked outside and the drop zone goes away (the desktop's targets take over);
/// coming back shows the zone and the in-app drag goes on to a download; a release
/// outside is told apart from Escape, and neither saves anything.
@Suite struct DragOutHookTests {
    /// Left of the window, at the first photo's height.
    static let outside = Point(x: -30, y: 600)

    @Test func leavingTheWindowHidesTheZoneAndComingBackResumesTheDrag() throws {
        let folder = try Fixtures.temporaryFolder("dragout")
        let driver = Fixtures.driver(downloads: folder)
        var end = driver.liftAndDrag(to: Fixtures.elsewhere, start: 0)
        driver.run(toMilliseconds: end + 300)
        #expect(!driver.app.drag.isOutsideWindow)
        #expect(driver.app.stateReport().drag.zone == "visible")

        driver.at(end + 310, .touchMove(.mouse, Self.outside))
        driver.run(toMilliseconds: end + 700)
        var report = driver.app.stateReport()
        #expect(report.drag.phase == "dragging" && report.dragOutside)
        #expect(report.drag.zone == "hidden")
        #expect(driver.app.drag.heldPhotoPath == driver.app.home.photos[0].path)

        end += 710
        driver.at(end, .touchMove(.mouse, Fixtures.elsewhere))
        driver.at(end + 16, .touchMove(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 400)
        report = driver.app.stateReport()
        #expect(!report.dragOutside && report.drag.phase == "dragging")
        #expect(report.drag.zone == "hover")
        driver.at(end + 410, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 1000)
        #expect(driver.app.stateReport().downloads.count == 1)
        #expect(!driver.app.drag.releasedOutside)
    }

    @Test func aReleaseOutsideIsADesktopDropAndEscapeIsNot() throws {
        let folder = try Fixtures.temporaryFolder("dragout-release")
        let driver = Fixtures.driver(downloads: folder)
        var end = driver.liftAndDrag(to: Self.outside, start: 0)
        driver.run(toMilliseconds: end + 100)
        #expect(driver.app.drag.isOutsideWindow)
        driver.at(end + 110, .touchUp(.mouse, Self.outside))
        driver.run(toMilliseconds: end + 120)
        #expect(driver.app.drag.releasedOutside)
        #expect(driver.app.drag.heldPhotoPath == nil)
        driver.run(toMilliseconds: end + 800)
        var report = driver.app.stateReport()
        #expect(report.drag.phase == "idle" && !report.dragOutside && report.downloads.isEmpty)

        end = driver.liftAndDrag(to: Self.outside, start: end + 1000)
        driver.at(end + 100, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: end + 110)
        #expect(!driver.app.drag.releasedOutside)
        driver.run(toMilliseconds: end + 800)
        report = driver.app.stateReport()
        #expect(report.drag.phase == "idle" && report.downloads.isEmpty && report.errors.isEmpty)
    }

    @Test func aPhotoThrownOutOfTheWindowInOneMoveIsOutside() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("dragout-jump"))
        driver.at(0, .touchDown(.mouse, Fixtures.onFirstPhoto))
        driver.at(700, .touchMove(.mouse, Self.outside))
        driver.run(toMilliseconds: 800)
        #expect(driver.app.drag.phase == .dragging && driver.app.drag.isOutsideWindow)
        #expect(driver.app.stateReport().drag.zone == "hidden")
    }
}
