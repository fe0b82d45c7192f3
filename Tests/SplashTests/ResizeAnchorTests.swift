import Geometry
import Gestures
import Testing

@testable import Splash

/// A resize keeps your place (issue 13): the photo under the collapsed header stays
/// there, at the same share of its height, across a change of width and of columns.
@Suite struct ResizeAnchorTests {
    /// The photo under the header's bottom edge, and where on it that edge falls.
    private func photoAtTop(_ app: SplashApp) -> (id: String, share: Double)? {
        let edge = app.home.headerState.height
        for photo in app.home.visiblePhotos where photo.y <= edge && photo.y + photo.height > edge {
            return (photo.id, (edge - photo.y) / photo.height)
        }
        return nil
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 700, height: 900), Size(width: 320, height: 568)])
    func thePhotoAtTheTopStaysAtTheTop(size: Size) throws {
        let driver = Fixtures.driver()
        driver.at(100, .wheel(dx: 0, dy: -2000, at: Point(x: 200, y: 400), modifiers: []))
        driver.run(toMilliseconds: 1500)
        let before = try #require(photoAtTop(driver.app))
        driver.at(1600, .resize(size))
        driver.run(toMilliseconds: 1700)
        let after = try #require(photoAtTop(driver.app))
        #expect(after.id == before.id)
        #expect(abs(after.share - before.share) < 0.02, "\(before.share) → \(after.share)")
    }

    @Test func explorePagesStayOnACardAcrossAResize() {
        let driver = Fixtures.driver()
        let strip = driver.app.home.explore.strip
        strip.setOffset(2 * (382 + FeedMetrics.categorySpacing))
        driver.at(200, .resize(Size(width: 320, height: 568)))
        driver.run(toMilliseconds: 300)
        #expect(strip.offset == 2 * (288 + FeedMetrics.categorySpacing))
    }
}
