import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene
import Testing

@testable import Splash

/// The home feed driven by timed events, as a script would.
@Suite struct HomeScreenTests {
    @Test func offsetHeaderAndTitleFollowTheScroll() {
        let driver = Fixtures.driver()
        driver.drag(x: 200, from: 700, to: 550, start: 100, duration: 300, release: false)
        driver.run(toMilliseconds: 450)
        var report = driver.app.stateReport()
        #expect(abs((report.scrollOffset ?? 0) - 150) < 1e-9)
        #expect(report.headerHeight == 200)
        #expect(abs((report.headerTitleAlpha ?? 0) - 104.0 / 254) < 1e-9)
        driver.drag(x: 200, from: 550, to: 100, start: 500, duration: 300, release: false)
        driver.run(toMilliseconds: 850)
        report = driver.app.stateReport()
        #expect(report.headerHeight == 96)
        #expect(report.headerTitleAlpha == 0)
        #expect(report.searchStyle == "light")
    }

    @Test func aFlingRestsWithinTwoPercentOfItsProjection() {
        let driver = Fixtures.driver()
        driver.drag(x: 200, from: 700, to: 400, start: 100, duration: 150)
        driver.run(toMilliseconds: 252)
        let feed = driver.app.home.feed
        let start = feed.offset
        let projected = Decay(from: start, velocity: feed.velocity).restPosition
        #expect(feed.phase == .decelerating)
        driver.run(toMilliseconds: 8000)
        #expect(feed.phase == .idle)
        #expect(abs(feed.offset - projected) <= 0.02 * abs(projected - start))
    }

    @Test func aPullOf200SpringsBackWithin600ms() {
        let driver = Fixtures.driver()
        driver.drag(x: 200, from: 300, to: 500, start: 0, duration: 400, release: false)
        driver.at(700, .touchUp(.mouse, Point(x: 200, y: 500)))
        driver.run(toMilliseconds: 699)
        #expect(driver.app.home.feed.offset < -60)
        #expect(driver.app.stateReport().headerHeight! > 400)
        driver.run(toMilliseconds: 1300)
        #expect(abs(driver.app.home.feed.offset) < 0.5)
    }

    @Test func pressingACellSpringsItDownAndScrollingCancelsIt() {
        let driver = Fixtures.driver()
        driver.at(0, .touchDown(.mouse, Point(x: 200, y: 650)))
        driver.run(toMilliseconds: 150)
        var report = driver.app.stateReport()
        let pressed = report.pressedPhoto
        #expect(pressed == driver.app.home.photos[0].id)
        #expect((report.pressedScale ?? 1) < 1)
        // Checked and scrolled before 500 ms, when holding still would lift the photo
        // for drag to download instead.
        driver.run(toMilliseconds: 450)
        report = driver.app.stateReport()
        #expect(abs((report.pressedScale ?? 0) - 0.98) < 0.005)
        // Scrolling starts: the press is cancelled (fix 10).
        for (i, y) in stride(from: 640.0, through: 560, by: -10).enumerated() {
            driver.at(460 + 16 * i, .touchMove(.mouse, Point(x: 200, y: y)))
        }
        driver.run(toMilliseconds: 800)
        #expect(driver.app.stateReport().pressedPhoto == nil)
        driver.run(toMilliseconds: 1800)
        #expect(driver.app.home.press.scale(of: .photo(pressed!)) == 1)
    }

    @Test func aBrokenImageShowsItsPlaceholderAndReportsOnce() {
        let images = TestImages()
        let library = Fixtures.library()
        images.broken = [library.photos[0].path]
        let driver = Fixtures.driver(library: library, images: images)
        driver.run(toMilliseconds: 500)
        let errors = driver.app.stateReport().errors
        #expect(errors == ["cannot decode \(library.photos[0].path)"])
    }

    /// A cell on screen keeps its frame when the platform's fonts replace the estimate,
    /// and still fits its author's name with them (each character four ems wide here,
    /// so every name is cut short).
    @Test func aCellFitsItsNameAgainWhenTheFontsArrive() throws {
        final class WideMeasure: TextMeasuring {
            func width(of text: String, font: Font) -> Double { Double(text.count) * font.size * 4 }
        }
        func authorText(_ cell: PhotoCell) -> String? {
            guard case .text(let text, _, _, _) = cell.node.children.first(where: { $0.name == "photo.author" })?.content
            else { return nil }
            return text
        }
        let driver = Fixtures.driver()
        driver.run(toMilliseconds: 20)
        let cell = try #require(driver.app.home.photoCell(at: CardTransitionTests.onCell))
        let name = try #require(cell.photo?.authorName)
        #expect(authorText(cell) == name)
        driver.app.textMeasure = WideMeasure()
        driver.run(toMilliseconds: 40)
        let fitted = try #require(authorText(cell))
        #expect(fitted != name && fitted.hasSuffix(TextFitting.ellipsis))
    }

    @Test func onlyTheRowsOnScreenAreLaidOut() {
        let base = Fixtures.library()
        var photos: [Photo] = []
        for k in 0..<20_000 { var p = base.photos[k % base.photos.count]; p.id += "-\(k)"; photos.append(p) }
        let library = PhotoLibrary(photos: photos, header: base.header, categories: base.categories)
        let driver = Fixtures.driver(library: library)
        driver.app.home.feed.setOffset(2_000_000)
        driver.run(toMilliseconds: 20)
        let visible = driver.app.stateReport().visiblePhotos
        #expect(!visible.isEmpty && visible.count < 8)
        #expect(driver.app.home.feed.children.count < 16)
    }
}

/// The wheel goes to the scroll view under the pointer, as a glide; Shift makes a
/// vertical wheel horizontal.
@Suite struct WheelRoutingTests {
    @Test func theWheelGlidesTheFeedAndShiftScrollsTheStrip() {
        let driver = Fixtures.driver()
        let home = driver.app.home
        // Over the feed: SDL's positive y scrolls toward the top, so −120 scrolls down.
        driver.at(0, .wheel(dx: 0, dy: -120, at: Point(x: 200, y: 650), modifiers: []))
        driver.run(toMilliseconds: 30)
        #expect(home.feed.offset > 0 && home.feed.offset < 120, "a glide, not a jump")
        driver.run(toMilliseconds: 6000)
        #expect(abs(home.feed.offset - 120) < 0.5)
        // Over the category strip (now at y = 350 + 48 − 120 on screen), Shift+wheel.
        let stripY = 350 + 48 + 75 - home.feed.offset
        driver.at(6100, .wheel(dx: 0, dy: -100, at: Point(x: 200, y: stripY), modifiers: .shift))
        driver.run(toMilliseconds: 12000)
        #expect(abs(home.feed.offset - 120) < 0.5, "the feed did not move")
        #expect(home.explore.strip.offset > 50)
    }
}
