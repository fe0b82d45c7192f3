import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Testing

@testable import Splash

/// Files dropped onto the window and Ctrl+C over a photo.
@Suite struct DesktopDropTests {
    @Test func anImageFileJoinsTheFeedAtTheTopAndAnimatesIn() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("import"))
        let home = driver.app.home
        let count = home.photos.count
        let path = home.photos[3].path
        let firstBefore = try #require(home.visiblePhotos.first)
        driver.at(100, .drop(path: path))
        driver.run(toMilliseconds: 101)
        #expect(home.photos.count == count + 1)
        #expect(home.photos[0].path == path)
        #expect(home.photos[0].id != home.photos[4].id)
        // Mid-insertion the old first row is still near where it was, and moving down.
        let early = try #require(home.visiblePhotos.first { $0.id == firstBefore.id })
        #expect(abs(early.y - firstBefore.y) < 10)
        #expect(driver.app.isAnimating)
        driver.run(toMilliseconds: 1000)
        let settled = try #require(home.visiblePhotos.first)
        #expect(settled.id == home.photos[0].id)
        #expect(settled.y == firstBefore.y)
        #expect(driver.app.stateReport().errors.isEmpty)
        #expect(driver.app.stateReport().photos == count + 1)
    }

    @Test func aFileThatIsNotAnImageGetsAMessage() throws {
        let folder = try Fixtures.temporaryFolder("notimage")
        let path = folder + "/notes.txt"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        let driver = Fixtures.driver(downloads: folder)
        let count = driver.app.home.photos.count
        driver.at(100, .drop(path: path))
        driver.run(toMilliseconds: 200)
        let report = driver.app.stateReport()
        #expect(report.photos == count)
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.contains("notes.txt") == true)
        #expect(driver.app.toast.message == report.errors.first)
    }

    @Test func controlCOverAPhotoCopiesItsCreditPathAndImage() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("copy"))
        let photo = driver.app.home.photos[0]
        driver.at(100, .hover(Fixtures.onFirstPhoto))
        driver.at(110, .key("C", modifiers: [.control]))
        driver.run(toMilliseconds: 200)
        #expect(
            driver.app.takeClipboardRequest()
                == ClipboardContent(text: "Photo by \(photo.authorName)\n\(photo.path)", imagePath: photo.path))
        #expect(driver.app.takeClipboardRequest() == nil)
    }

    @Test func controlCAwayFromAPhotoCopiesNothing() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("nocopy"))
        driver.at(100, .hover(Point(x: 200, y: 470)))
        driver.at(110, .key("C", modifiers: [.control]))
        driver.run(toMilliseconds: 200)
        #expect(driver.app.takeClipboardRequest() == nil)
    }

    @Test func theToastFadesOutAfterAFewSeconds() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("toast"))
        driver.at(100, .hover(Fixtures.onFirstPhoto))
        driver.at(110, .key("C", modifiers: [.control]))
        driver.run(toMilliseconds: 1000)
        #expect(driver.app.toast.node.isHidden == false)
        #expect(driver.app.toast.node.alpha == 1)
        driver.run(toMilliseconds: 6000)
        #expect(driver.app.toast.node.isHidden)
        #expect(!driver.app.isAnimating)
    }
}
