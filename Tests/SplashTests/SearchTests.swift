import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Testing

@testable import Splash

/// Search as you type, driven as a user would: a click on the field, `/` or Ctrl+F, typed
/// text, editing keys, Escape and Cancel.
@Suite struct SearchTests {
    /// A point inside the search field at rest (below the title, 16 pt insets).
    static let field = Point(x: 200, y: 185)

    private func click(_ driver: SimulationDriver, at point: Point, ms: Int) {
        driver.at(ms, .touchDown(.mouse, point))
        driver.at(ms + 60, .touchUp(.mouse, point))
    }

    @Test func aClickFocusesAndCollapsesTheHeaderToTheSearchBar() {
        let driver = Fixtures.driver()
        click(driver, at: Self.field, ms: 100)
        driver.run(toMilliseconds: 700)
        let report = driver.app.stateReport()
        #expect(
            report.search
                == {
                    var s = SearchReport(); s.focused = true; return s
                }())
        #expect(report.headerHeight == HeaderMetrics.collapsedHeight)
        #expect(report.scrollOffset == SearchMetrics.collapsedOffset)
        #expect(driver.app.home.search.focusProgress == 1)
        #expect(driver.app.isEditingText)
    }

    @Test func typingFiltersByEveryWordIgnoringCaseAndAccents() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(400, .text("LÍMESTONE"))
        driver.run(toMilliseconds: 900)
        let app = driver.app
        let expected = app.home.photos.filter { $0.description.lowercased().contains("limestone") }.map(\.id)
        #expect(!expected.isEmpty)
        #expect(app.home.shown.map(\.id) == expected)
        #expect(app.stateReport().search.results == expected.count)
        // Every photo shown carries the word; the rows on screen are the results.
        #expect(app.home.visiblePhotos.map(\.id) == Array(expected.prefix(app.home.visiblePhotos.count)))
        driver.at(1000, .text(" zzz"))
        driver.run(toMilliseconds: 1500)
        #expect(app.home.shown.isEmpty)
        #expect(app.stateReport().search.results == 0)
        #expect(app.home.explore.searchSummary?.emptyMessage == "No photos match “LÍMESTONE zzz”")
        #expect(app.home.visiblePhotos.isEmpty)
    }

    @Test func escapeCancelsAndTheFeedGoesBackWhereItWas() {
        let driver = Fixtures.driver()
        // Dragged 100 pt and held still before letting go: no fling.
        driver.drag(x: 200, from: 600, to: 500, start: 50, duration: 200, release: false)
        driver.at(600, .touchUp(.mouse, Point(x: 200, y: 500)))
        driver.run(toMilliseconds: 2000)
        let before = driver.app.home.feed.offset
        #expect(before > 0 && before < SearchMetrics.collapsedOffset)
        driver.at(2100, .key("f", modifiers: .control))
        driver.at(2500, .text("trail"))
        driver.at(3000, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: 4000)
        let report = driver.app.stateReport()
        #expect(report.search == SearchReport())
        #expect(abs((report.scrollOffset ?? 0) - before) < 1e-6)
        #expect(driver.app.home.shown.count == driver.app.home.photos.count)
        #expect(driver.app.home.explore.searchSummary == nil)
    }

    @Test func lettersTypeInsteadOfActingAsShortcutsAndEditingKeysEdit() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        // The key press of a letter comes with its text event; only the text counts.
        driver.at(300, .key("S", modifiers: []))
        driver.at(300, .text("sky"))
        driver.at(400, .key("Left", modifiers: []))
        driver.at(410, .key("Backspace", modifiers: []))
        driver.at(420, .key("Backspace", modifiers: .control))
        driver.at(430, .text("blue "))
        driver.at(440, .key("End", modifiers: []))
        driver.at(450, .key("Left", modifiers: .shift))
        driver.at(460, .text("ies"))
        driver.run(toMilliseconds: 600)
        // "sky", Left, Backspace → "sy"; Ctrl+Backspace takes "s"; "blue " before "y";
        // End, Shift+Left selects "y", which "ies" replaces.
        #expect(driver.app.home.search.editing.text == "blue ies")
        #expect(driver.app.home.search.editing.caret == 8)
        driver.at(700, .key("a", modifiers: .control))
        driver.at(710, .key("Delete", modifiers: []))
        driver.run(toMilliseconds: 800)
        #expect(driver.app.home.search.editing.text.isEmpty)
        #expect(driver.app.home.search.results == nil)
        // Shortcuts that are the app's still work while typing: F1 opens the panel.
        driver.at(900, .key("F1", modifiers: []))
        driver.run(toMilliseconds: 1000)
        #expect(driver.app.shortcuts.isShown)
    }

    @Test func theCancelButtonCancels() {
        let driver = Fixtures.driver()
        click(driver, at: Self.field, ms: 100)
        driver.at(700, .text("flower"))
        driver.run(toMilliseconds: 1200)
        let cancel = driver.app.home.header.cancelInWindow
        #expect(cancel != nil)
        if let cancel { click(driver, at: Point(x: cancel.midX, y: cancel.midY), ms: 1300) }
        driver.run(toMilliseconds: 2000)
        #expect(driver.app.stateReport().search == SearchReport())
        #expect(driver.app.home.header.cancelInWindow == nil)
    }

    @Test func aClickInTheTextPlacesTheCaret() {
        let driver = Fixtures.driver()
        click(driver, at: Self.field, ms: 100)
        driver.at(700, .text("golden hour"))
        driver.run(toMilliseconds: 800)
        // The estimate measures 8.5 pt a character at 17 pt: the gap after "golden".
        let field = driver.app.home.header.searchFieldInWindow
        let x = field.minX + HeaderMetrics.glyphInset * 2 + HeaderMetrics.glyphSize + 6 * 8.5 + 2
        click(driver, at: Point(x: x, y: field.midY), ms: 900)
        driver.run(toMilliseconds: 1100)
        #expect(driver.app.home.search.editing.caret == 6)
        #expect(driver.app.home.search.isFocused)
    }

    @Test func theCaretBlinksOnTheSimulationClock() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(200, .text("a"))
        var lit: [Bool] = []
        for ms in stride(from: 250, through: 3200, by: 250) {
            driver.run(toMilliseconds: ms)
            lit.append(driver.app.home.search.isCaretLit)
        }
        // Lit for a whole period (1 s) after typing, then half a period on, half off:
        // sampled every 250 ms, two samples lit, two dark.
        #expect(lit == [true, true, true, true, true, true, false, false, true, true, false, false])
    }

    @Test func aCompositionShowsInTheFieldAndCommitsAsText() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(200, .composition("とう", caret: 2))
        driver.run(toMilliseconds: 300)
        #expect(driver.app.home.search.editing.displayText == "とう")
        #expect(driver.app.home.search.results == nil)
        driver.at(400, .text("東"))
        driver.run(toMilliseconds: 500)
        #expect(driver.app.home.search.editing.text == "東")
        #expect(driver.app.home.search.results == [])
    }

    @Test func keysGoToTheCardWhenOneIsOpen() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(700, .text("trail"))
        driver.run(toMilliseconds: 1200)
        let row = driver.app.home.visiblePhotos[0]
        click(driver, at: Point(x: row.x + row.width / 2, y: row.y + row.height / 2), ms: 1300)
        driver.run(toMilliseconds: 2500)
        #expect(driver.app.transition.phase == .presented)
        #expect(!driver.app.isEditingText)
        driver.at(2600, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: 4000)
        #expect(driver.app.transition.phase == .none)
        // Escape closed the card; the search is still there.
        #expect(driver.app.home.search.editing.text == "trail")
    }
}

/// Photos name their categories in the manifest; a search finds a photo by its category's
/// title, and a bad `categories` value is named and ignored.
@Suite struct SearchCategoryTests {
    @Test func aCategoryTitleFindsItsPhotos() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(300, .text("food drink"))
        driver.run(toMilliseconds: 800)
        let app = driver.app
        let expected = app.home.photos.filter { $0.categoryIDs.contains("food-drink") }.map(\.id)
        #expect(expected.count >= 2)
        #expect(app.home.shown.map(\.id) == expected)
    }

    @Test func theBundledPhotosAllHaveKnownCategories() {
        let library = Fixtures.library()
        #expect(library.errors.isEmpty)
        let known = Set(library.categories.map(\.id))
        for photo in library.photos {
            #expect(!photo.categoryIDs.isEmpty, "\(photo.id)")
            #expect(photo.categoryIDs.allSatisfy(known.contains), "\(photo.id)")
        }
    }

    @Test func aBadCategoriesValueIsNamed() throws {
        let folder = try Fixtures.temporaryFolder("categories")
        try FileManager.default.copyItem(atPath: Fixtures.library().photos[0].path, toPath: folder + "/a.jpg")
        try """
        {"categories": [{"id": "sea", "title": "Sea", "photo": "a"}],
         "photos": [
          {"id": "a", "file": "a.jpg", "width": 10, "height": 10, "user": {"name": "A"}, "categories": ["sea", "sky"]},
          {"id": "b", "file": "a.jpg", "width": 10, "height": 10, "user": {"name": "B"}, "categories": "sea"}
        ]}
        """.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        let library = PhotoLibrary.load(manifest: folder + "/photos.json")
        #expect(library.photos.map(\.categoryIDs) == [["sea", "sky"], []])
        #expect(
            library.errors == [
                "photos.json:4: photo 'b': 'categories' is not a list of category ids; ignored",
                "photos.json:3: photo 'a': category 'sky' is not in 'categories'; ignored"
            ])
    }
}

/// Text wider than the field scrolls so the caret stays in view, and back.
@Suite struct SearchFieldScrollTests {
    @Test func theCaretStaysInsideTheFieldWhateverTheTextsLength() {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(500, .text(String(repeating: "mountains and lakes ", count: 4)))
        driver.run(toMilliseconds: 600)
        let field = driver.app.home.header.field
        var caret = field.caretFrameInWindow, area = field.textAreaInWindow
        #expect(caret.maxX <= area.maxX + 1e-9 && caret.minX >= area.minX - 1e-9, "\(caret) in \(area)")
        #expect(abs(caret.maxX - area.maxX) < 1, "at the end of a long text the caret is at the right edge")
        driver.at(700, .key("Home", modifiers: []))
        driver.run(toMilliseconds: 800)
        caret = field.caretFrameInWindow
        area = field.textAreaInWindow
        #expect(abs(caret.minX - area.minX) < 1e-9, "Home scrolls back to the start")
    }
}

/// Where a photo is laid out follows what the feed shows: with a search, the rows are the
/// results' (a card flying back or a lifted photo returning lands on the right cell).
@Suite struct SearchSourceFrameTests {
    @Test func aResultsFrameIsWhereItsCellIs() throws {
        let driver = Fixtures.driver()
        driver.at(100, .key("/", modifiers: []))
        driver.at(300, .text("flower"))
        driver.run(toMilliseconds: 1000)
        let home = driver.app.home
        let cell = try #require(home.visiblePhotos.first)
        let frame = try #require(home.windowFrame(ofPhoto: cell.id))
        #expect(frame == Rect(x: cell.x, y: cell.y, width: cell.width, height: cell.height))
        let leftOut = try #require(home.photos.first { photo in !home.shown.contains { $0.id == photo.id } })
        #expect(home.windowFrame(ofPhoto: leftOut.id) == nil)
    }
}
