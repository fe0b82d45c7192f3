import Foundation
import Geometry
import Gestures
import Testing

@testable import Splash

/// The lifted copy sticks to the pointer 1:1 (issue 12; seed 000 sets `center =
/// newPoint`): on every frame of a drag, through the lift and the shrink to 0.5, its
/// drawn centre is the pointer minus the grab offset scaled as the copy is.
@Suite struct DragFollowTests {
    @Test(arguments: [Point(x: 60, y: 640), Point(x: 350, y: 700)])
    func theCopysCentreIsThePointerMinusTheGrabOffsetOnEveryFrame(grab: Point) throws {
        let driver = Fixtures.driver()
        let photo = driver.app.home.photos[0]
        let cell = try #require(driver.app.home.nodeShowing(.photo(photo.id))).frameInWindow
        #expect(cell.contains(grab))
        driver.at(0, .touchDown(.mouse, grab))
        // 1000 points per second, to the right and up, one move per 60 Hz frame, then still.
        let moves = 30
        for i in 1...moves {
            driver.at(600 + 16 * i, .touchMove(.mouse, Point(x: grab.x + Double(i) * 8 - 120, y: grab.y - Double(i) * 13)))
        }
        var checked = 0, worst = 0.0
        while driver.nextStep < (600 + 16 * moves + 400) * 240 / 1000 {
            driver.run(toStep: driver.nextStep + 4)
            let report = driver.app.stateReport().drag
            guard report.phase == "lifted" || report.phase == "dragging", let frame = report.frame,
                let offset = report.grabOffset
            else { continue }
            let scale = frame.width / cell.width
            let expected = driver.app.pointer - offset * scale
            let centre = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
            worst = max(worst, centre.distance(to: expected))
            checked += 1
        }
        #expect(checked > 40)
        #expect(worst <= 0.5, "the copy's centre was \(worst) pt from pointer − grab offset")
        // The offset is where the press landed on the photo, from its centre, in the
        // photo's own points: the cell was pressed down to 0.98 when it lifted.
        let offset = try #require(driver.app.stateReport().drag.grabOffset)
        let pressed = PressMetrics.pressedScale
        #expect(abs(offset.x * pressed - (grab.x - cell.midX)) < 1 && abs(offset.y * pressed - (grab.y - cell.midY)) < 1)
    }
}
