import Geometry
import Scene
import Testing

@testable import Splash

/// Photos decoded ahead of their rows (FeedMetrics.prefetchScreens): one ready before it
/// is first shown appears at full alpha; one shown while it loads still fades in.
@Suite struct ImagePrefetchTests {
    private let photo = ImageRef(path: "/photos/a.jpg", pixelSize: Size(width: 1200, height: 800))
    private let step = 1.0 / 240

    @Test func aPhotoReadyBeforeItIsShownAppearsWithoutAFade() {
        let images = HeldImages()
        let presenter = ImagePresenter(loader: images, displayScale: 2)
        presenter.beginStep(at: 0)
        presenter.prefetch(photo, drawnWidth: 414)
        #expect(images.requested[photo.path] == 828)
        images.finish(photo)
        // The decode came in between steps, as a background one does.
        presenter.beginStep(at: step)
        presenter.prefetch(photo, drawnWidth: 414)
        presenter.beginStep(at: 2 * step)
        #expect(presenter.alpha(for: photo, drawnWidth: 414) == 1)
        #expect(!presenter.isBusy)
    }

    @Test func aPhotoShownWhileItLoadsStillFadesIn() {
        let images = HeldImages()
        let presenter = ImagePresenter(loader: images, displayScale: 1)
        presenter.beginStep(at: 0)
        #expect(presenter.alpha(for: photo, drawnWidth: 414) == 0)
        images.finish(photo)
        presenter.beginStep(at: 0.1)
        #expect(presenter.alpha(for: photo, drawnWidth: 414) == 0)
        // Prefetched in the same step it first shows ready (the same photo in a row below):
        // its fade is kept.
        presenter.prefetch(photo, drawnWidth: 414)
        presenter.beginStep(at: 0.1 + FeedMetrics.imageFadeDuration / 2)
        #expect(abs(presenter.alpha(for: photo, drawnWidth: 414) - 0.5) < 1e-9)
    }

    @Test func aPhotoDecodedForSomethingOnScreenIsNotDecodedWiderAhead() {
        let images = TestImages()
        let presenter = ImagePresenter(loader: images, displayScale: 1)
        presenter.beginStep(at: 0)
        _ = presenter.alpha(for: photo, drawnWidth: 382)
        presenter.prefetch(photo, drawnWidth: 414)
        #expect(images.requested[photo.path] == 382)
    }

    /// The same while the first decode is still on a background thread: the row below
    /// waits for it rather than asking for a wider one, so a window draws the Explore
    /// card from the decode a synchronous run draws it from (they differed at 600 points
    /// wide, where a card is 382 pixels and its photo's row 414).
    @Test func aPhotoStillDecodingForSomethingOnScreenIsNotDecodedWiderAhead() {
        let images = HeldImages()
        let presenter = ImagePresenter(loader: images, displayScale: 1)
        presenter.beginStep(at: 0)
        _ = presenter.alpha(for: photo, drawnWidth: 382)
        presenter.prefetch(photo, drawnWidth: 414)
        #expect(images.requested[photo.path] == 382)
        presenter.beginStep(at: step)
        _ = presenter.alpha(for: photo, drawnWidth: 382)
        presenter.prefetch(photo, drawnWidth: 414)
        #expect(images.requested[photo.path] == 382)
        // Shown in its row, it asks for its own width.
        images.finish(photo)
        presenter.beginStep(at: 2 * step)
        _ = presenter.alpha(for: photo, drawnWidth: 414)
        #expect(images.requested[photo.path] == 414)
    }

    @Test func theRowsWithinAScreenBelowAreDecodedBeforeTheyShow() {
        let images = TestImages()
        let driver = Fixtures.driver(images: images)
        driver.run(toMilliseconds: 100)
        let home = driver.app.home
        let viewport = AppConfiguration.defaultViewport
        let below = home.layout.rows(
            from: home.feed.offset + viewport.height + 1,
            to: home.feed.offset + viewport.height * (1 + FeedMetrics.prefetchScreens))
        #expect(!below.isEmpty)
        for row in below {
            #expect(images.requested[home.shown[row].image.path] != nil, "row \(row) was not prefetched")
        }
        // Scrolled into view, the first of them is drawn at full alpha at once.
        driver.drag(x: 200, from: 700, to: 300, start: 200, duration: 200, release: false)
        driver.run(toMilliseconds: 420)
        let frame = home.layout.frame(ofRow: below[0])
        let top = frame.minY - home.feed.offset
        #expect(top > 0 && top < viewport.height, "row \(below[0]) is on screen")
        let cell = home.photoCell(at: Point(x: frame.midX, y: min(viewport.height - 1, top + 2)))
        #expect(cell?.row == below[0])
        #expect(cell?.imageAlpha == 1)
    }

    @Test func theExploreCardsWithinAScreenAcrossAreDecodedBeforeTheyShow() throws {
        let images = TestImages()
        let driver = Fixtures.driver(images: images)
        driver.run(toMilliseconds: 100)
        let explore = driver.app.home.explore
        let width = AppConfiguration.defaultViewport.width
        let beyond = explore.cards.filter {
            $0.node.frame.minX >= width && $0.node.frame.minX < width * (1 + FeedMetrics.prefetchScreens)
        }
        let next = try #require(beyond.first, "a card starts within a screen right of the window")
        for card in beyond {
            #expect(images.requested[card.photo.path] != nil, "\(card.category.title) was not prefetched")
        }
        // The strip flung left: every card it brings on screen shows its photo at once.
        driver.at(200, .touchDown(.mouse, Point(x: 380, y: 470)))
        for move in 1...8 { driver.at(200 + 16 * move, .touchMove(.mouse, Point(x: 380 - 40 * Double(move), y: 470))) }
        driver.at(336, .touchUp(.mouse, Point(x: 60, y: 470)))
        var seen = Set(explore.cards.filter { $0.node.frame.minX < width }.map(\.category.id))
        for frame in 1...120 {
            driver.run(toStep: 48 + frame * 4)
            _ = driver.app.displayList()
            for card in explore.cards where card.node.frame.minX - explore.strip.offset < width {
                guard seen.insert(card.category.id).inserted else { continue }
                #expect(card.image.alpha == 1, "\(card.category.title) came on screen at frame \(frame) still fading")
            }
        }
        #expect(seen.contains(next.category.id), "the fling brought \(next.category.title) on screen")
    }
}
