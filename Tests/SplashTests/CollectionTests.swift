import Foundation
import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene
import Testing

@testable import Splash

/// A category card opens its collection with the card transition; the collection's rows
/// press, lift and open as the home feed's, a photo opened there stacks a second card,
/// and Escape or a scrub dismisses one level at a time (issue 16).
@Suite struct CollectionTests {
    /// On the presented collection's cover, away from the close button.
    static let onCover = Point(x: 200, y: 150)
    /// On the collection's first row at rest (cover 290 + caption 48 = 338 down).
    static let onFirstRow = Point(x: 200, y: 420)

    /// A driver with the first category's collection open and at rest at 1500 ms.
    static func opened() throws -> (SimulationDriver, PhotoCategory) {
        let driver = Fixtures.driver()
        let card = try #require(driver.app.home.explore.cards.first)
        CardTransitionTests.tap(driver, at: card.node.frameInWindow.center, start: 100)
        driver.run(toMilliseconds: 1500)
        return (driver, card.category)
    }

    /// Drags down from `from` by `distance` over 200 ms and releases, from `start` ms.
    static func scrubDown(_ driver: SimulationDriver, from: Point, by distance: Double, start: Int) {
        driver.at(start, .touchDown(.mouse, from))
        for i in 1...12 {
            driver.at(start + 16 * i, .touchMove(.mouse, Point(x: from.x, y: from.y + distance * Double(i) / 12)))
        }
        driver.at(start + 16 * 12 + 10, .touchUp(.mouse, Point(x: from.x, y: from.y + distance)))
    }

    @Test func theCollectionShowsTheCategorysPhotosUnderItsCover() throws {
        let (driver, category) = try Self.opened()
        let app = driver.app
        let report = app.stateReport()
        #expect(report.screen == "collection")
        #expect(report.collection == category.id)
        #expect(report.transition.phase == "presented")
        let expected = app.home.photos.filter { $0.categoryIDs.contains(category.id) }.map(\.id)
        #expect(!expected.isEmpty)
        #expect(app.collection.content.photos.map(\.id) == expected)
        // The rows on screen are the collection's, below its cover and caption.
        #expect(!report.visiblePhotos.isEmpty)
        #expect(report.visiblePhotos.allSatisfy { expected.contains($0.id) })
        let first = try #require(report.visiblePhotos.first)
        #expect(first.y == CollectionMetrics.coverHeight + FeedMetrics.newTitleHeight)
        // The cover and the title are drawn, and the home feed is not (it is covered).
        let texts = app.displayList().commands.compactMap { command -> String? in
            if case let .text(string, _, _, _, _, _, _) = command { return string }
            return nil
        }
        #expect(texts.contains(category.title))
        #expect(texts.contains("\(expected.count) photos"))
        #expect(!texts.contains("Explore"))
    }

    @Test func aRowOfTheCollectionOpensASecondCardAndEscapeClosesOneLevelAtATime() throws {
        let (driver, category) = try Self.opened()
        let app = driver.app
        let cell = try #require(app.collection.content.photoCell(at: Self.onFirstRow))
        let photo = try #require(cell.photo)
        CardTransitionTests.tap(driver, at: Self.onFirstRow, start: 1600)
        driver.run(toMilliseconds: 1700)
        #expect(app.nested.phase == .presenting)
        #expect(cell.node.isHidden, "the source row is hidden while its card is out")
        driver.run(toMilliseconds: 3000)
        var report = app.stateReport()
        #expect(report.screen == "detail")
        #expect(report.collection == category.id)
        #expect(report.transition.photo == photo.id)
        #expect(report.transition.phase == "presented")
        #expect(app.collection.phase == .presented)
        // Escape closes the photo, landing in its row of the collection.
        driver.at(3100, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: 4500)
        report = app.stateReport()
        #expect(app.nested.phase == .none)
        #expect(report.screen == "collection")
        #expect(report.transition.photo == category.photo.id)
        #expect(!cell.node.isHidden)
        // A second Escape closes the collection.
        driver.at(4600, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: 6000)
        report = app.stateReport()
        #expect(report.screen == "home")
        #expect(report.collection == nil)
        #expect(report.transition.phase == "none")
    }

    @Test func scrubbingDismissesTheTopCardFirstThenTheCollection() throws {
        let (driver, _) = try Self.opened()
        let app = driver.app
        CardTransitionTests.tap(driver, at: Self.onFirstRow, start: 1600)
        driver.run(toMilliseconds: 3000)
        #expect(app.nested.phase == .presented)
        // Scrubbed down past the threshold: the photo's card goes back into its row.
        Self.scrubDown(driver, from: CardTransitionTests.onDetail, by: 120, start: 3100)
        driver.run(toMilliseconds: 3360)
        #expect(app.nested.phase == .dismissing)
        #expect(app.collection.phase == .presented)
        driver.run(toMilliseconds: 4500)
        #expect(app.nested.phase == .none)
        #expect(app.stateReport().screen == "collection")
        // The same scrub on the collection's cover dismisses the collection.
        Self.scrubDown(driver, from: Self.onCover, by: 120, start: 4600)
        driver.run(toMilliseconds: 4860)
        #expect(app.collection.phase == .dismissing)
        driver.run(toMilliseconds: 6000)
        #expect(app.stateReport().screen == "home")
        #expect(app.home.node.isHidden == false)
    }

    @Test func aCollectionRowPressesDownAndLiftsOntoTheDropZone() throws {
        let folder = try Fixtures.temporaryFolder("collection-drop")
        let driver = Fixtures.driver(downloads: folder)
        let card = try #require(driver.app.home.explore.cards.first)
        CardTransitionTests.tap(driver, at: card.node.frameInWindow.center, start: 100)
        driver.run(toMilliseconds: 1500)
        let app = driver.app
        let photo = try #require(app.collection.content.photoCell(at: Self.onFirstRow)?.photo)
        // Pressed: the row scales down as on the home feed.
        driver.at(1600, .touchDown(.mouse, Self.onFirstRow))
        driver.run(toMilliseconds: 1800)
        #expect(app.collection.content.press.pressedID == .photo(photo.id))
        #expect(app.collection.content.press.scale(of: .photo(photo.id)) < 1)
        // Held, it lifts; dragged onto the zone and released, its file is saved.
        let end = 2200 + 16 * 12
        for i in 1...12 {
            let f = Double(i) / 12
            let point = Point(
                x: Self.onFirstRow.x + (Fixtures.overZone.x - Self.onFirstRow.x) * f,
                y: Self.onFirstRow.y + (Fixtures.overZone.y - Self.onFirstRow.y) * f)
            driver.at(2200 + 16 * i, .touchMove(.mouse, point))
        }
        driver.run(toMilliseconds: end + 300)
        #expect(app.stateReport().drag.photo == photo.id)
        #expect(app.stateReport().drag.zone == "hover")
        driver.at(end + 310, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 1000)
        let report = app.stateReport()
        #expect(report.drag.phase == "idle")
        #expect(report.downloads.count == 1)
        #expect(report.screen == "collection", "the collection stays open under the drop")
    }

    @Test func theCollectionsCardFlightIsContinuousFromTheCategoryCard() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        let card = try #require(app.home.explore.cards.first)
        let start = card.node.frameInWindow
        CardTransitionTests.tap(driver, at: start.center, start: 100)
        driver.run(toMilliseconds: 160)
        var previous = app.collection.content.card.frameInWindow
        // The first frame is on the (pressed) card, and no later frame jumps.
        #expect((previous - start).componentMagnitude < 25)
        while app.collection.phase == .presenting {
            driver.run(toStep: driver.nextStep + 4)
            let frame = app.collection.content.card.frameInWindow
            #expect((frame - previous).componentMagnitude < 120, "\(previous) → \(frame)")
            previous = frame
        }
        #expect(previous == CardTransitionTests.window)
    }
}
