import Foundation
import Geometry
import Gestures
import Testing

@testable import Splash

/// Every interaction at every size class (issue 13): a phone-sized window, the reference
/// 414 × 736, an iPad-like 1024 × 768 (2 columns) and a desktop 1920 × 1080 (3 columns).
/// Press, open, scrub to dismiss, lift and drop onto the zone (a real file is saved).
@Suite struct SizeClassInteractionTests {
    @Test(arguments: [
        Size(width: 320, height: 568), Size(width: 414, height: 736),
        Size(width: 1024, height: 768), Size(width: 1920, height: 1080)
    ])
    func pressOpenScrubAndDropWork(size: Size) throws {
        let folder = try Fixtures.temporaryFolder("sizes")
        let configuration = AppConfiguration(
            viewport: size, library: Fixtures.library(), iconsFolder: Fixtures.assets + "/Icons",
            downloadsFolder: folder)
        let driver = SimulationDriver(app: SplashApp(configuration: configuration, images: TestImages()))
        let app = driver.app
        driver.at(100, .wheel(dx: 0, dy: -400, at: Point(x: size.width / 2, y: size.height / 2), modifiers: []))
        driver.run(toMilliseconds: 800)
        // A photo wholly on screen below the header.
        let header = app.home.headerState.height
        let photo = try #require(app.home.visiblePhotos.first { $0.y >= header && $0.y + $0.height <= size.height })
        let center = Point(x: photo.x + photo.width / 2, y: photo.y + photo.height / 2)
        if app.home.layout.columns > 1 { #expect(photo.width < size.width / 2, "\(size): masonry cells") }

        // Press: the cell springs down while held.
        driver.at(1000, .touchDown(.mouse, center))
        driver.run(toMilliseconds: 1150)
        #expect(app.stateReport().pressedPhoto == photo.id)
        #expect((app.stateReport().pressedScale ?? 1) < 1)
        // Released without moving: the card opens from that cell.
        driver.at(1160, .touchUp(.mouse, center))
        driver.run(toMilliseconds: 2500)
        #expect(app.stateReport().transition.phase == "presented", "\(size)")
        #expect(app.stateReport().transition.photo == photo.id)

        // Scrub the dismissal down and let go: the card flies back to its cell.
        let start = Point(x: size.width / 2, y: size.height / 2)
        driver.drag(x: start.x, from: start.y, to: start.y + min(300, size.height / 3), start: 2600, duration: 300)
        driver.run(toMilliseconds: 4500)
        #expect(app.stateReport().transition.phase == "none", "\(size)")

        // Lift, drag onto the zone in the bottom-right corner, drop: one file saved.
        let zone = Point(x: size.width - 54, y: size.height - 46)
        let end = driver.liftAndDrag(from: center, to: zone, start: 5000)
        driver.at(end + 300, .touchUp(.mouse, zone))
        driver.run(toMilliseconds: end + 1200)
        let report = app.stateReport()
        #expect(report.downloads.count == 1, "\(size): \(report.drag)")
        #expect(report.drag.phase == "idle")
        #expect(report.errors.isEmpty, "\(report.errors)")
    }
}

/// The drop zone shrinks with a small window instead of covering it.
@Suite struct DropZoneScaleTests {
    @Test func theZoneIsSizedForTheReferenceWindowAndShrinksBelowIt() {
        #expect(DropZoneView.scale(for: Size(width: 414, height: 736)) == 1)
        #expect(DropZoneView.scale(for: Size(width: 1920, height: 1080)) == 1)
        #expect(abs(DropZoneView.scale(for: Size(width: 320, height: 568)) - 568.0 / 736) < 1e-12)
        // Grown under the pointer, at 320 pt the visible zone spans under three quarters.
        let shown = DragMetrics.hoverShownWidth * DropZoneView.scale(for: Size(width: 320, height: 568))
        #expect(shown / 320 < 0.75)
    }
}
