import Foundation
import Geometry
import Gestures
import Motion
import Scene
import Testing

@testable import Splash

/// The card transition and its scrubbed dismissal, driven by timed events as a script
/// would (issue 7; docs/MOTION.md, Card transition, fixes 8 and 9).
@Suite struct CardTransitionTests {
    /// On photo row 0 at rest.
    static let onCell = Point(x: 200, y: 650)
    /// On the presented detail's description, away from both buttons.
    static let onDetail = Point(x: 200, y: 400)
    static let window = Rect(origin: .zero, size: AppConfiguration.defaultViewport)

    /// A tap on row 0 at `start` ms.
    static func tap(_ driver: SimulationDriver, at point: Point = onCell, start: Int) {
        driver.at(start, .touchDown(.mouse, point))
        driver.at(start + 60, .touchUp(.mouse, point))
    }

    /// A driver with row 0's detail open and at rest at 1500 ms.
    static func opened() -> SimulationDriver {
        let driver = Fixtures.driver()
        tap(driver, start: 100)
        driver.run(toMilliseconds: 1500)
        return driver
    }

    /// Presses on the detail at `start` and drags down by `distance` in 60 Hz samples
    /// over `duration` ms, without releasing; returns the time of the last move.
    @discardableResult
    static func scrub(_ driver: SimulationDriver, by distance: Double, start: Int, duration: Int) -> Int {
        let from = onDetail
        driver.at(start, .touchDown(.mouse, from))
        let samples = max(1, duration * 60 / 1000)
        for i in 1...samples {
            driver.at(
                start + duration * i / samples,
                .touchMove(.mouse, Point(x: from.x, y: from.y + distance * Double(i) / Double(samples))))
        }
        return start + duration
    }

    static func report(_ driver: SimulationDriver) -> StateReport { driver.app.stateReport() }

    @Test func aTapOpensTheDetailFromTheCellsFrame() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        let cell = try #require(app.home.photoCell(at: Self.onCell))
        let id = try #require(cell.photo?.id)
        Self.tap(driver, start: 100)
        driver.run(toMilliseconds: 160)
        // The tap lands on the up: the card starts on the pressed cell's frame.
        var report = Self.report(driver)
        #expect(report.transition.phase == "presenting")
        #expect(report.screen == "detail")
        #expect(report.transition.photo == id)
        #expect(cell.node.isHidden)
        let start = app.transition.content.card.frameInWindow
        let pressed = cell.node.convert(cell.node.bounds, to: nil)
        #expect((start - pressed).componentMagnitude < 15)
        #expect(start.width < Self.window.width)  // the press scale is carried over
        driver.run(toMilliseconds: 1500)
        report = Self.report(driver)
        #expect(report.transition.phase == "presented")
        #expect(report.transition.scale == 1)
        #expect(report.transition.cornerRadius == 0)
        #expect(app.transition.content.card.frameInWindow == Self.window)
        let photo = try #require(app.transition.photo)
        let image = app.transition.content.image.frameInWindow
        // imageH × W / imageW, on whole points.
        #expect(image.height == (photo.pixelSize.height * Self.window.width / photo.pixelSize.width).rounded())
        #expect(image.width == Self.window.width)
        // The home behind is blurred and dimmed by 0.4 in one capture, shown in full.
        let blurred = try #require(app.transition.content.container.descendant(named: "detail.blurred-backdrop"))
        #expect(blurred.alpha == 1)
        #expect(
            blurred.content
                == .blurredBackdrop(
                    snapshot: 1, blurRadius: CardMetrics.backdropBlurRadius,
                    dim: CardMetrics.backdropAlpha))
        #expect(app.transition.content.chrome.backdrop.alpha == 0)
        #expect(!app.isAnimating)
    }

    @Test func thePresentSettlesWithinTheDistanceDuration() {
        let driver = Fixtures.driver()
        Self.tap(driver, start: 100)
        driver.run(toMilliseconds: 160)
        let distance = (driver.app.transition.content.card.frameInWindow - Self.window).componentMagnitude
        let duration = CardMetrics.presentDuration(distance: distance, extent: Self.window.height)
        #expect(duration <= CardMetrics.maximumDuration)
        // A few steps after its duration the flight has arrived.
        driver.run(toMilliseconds: 160 + Int(duration * 1000) + 20)
        #expect(Self.report(driver).transition.phase == "presented")
    }

    @Test func aCategoryCardOpensItsCollectionFromItsRoundedFrame() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        let card = try #require(app.home.explore.cards.first)
        let point = card.node.frameInWindow.center
        Self.tap(driver, at: point, start: 100)
        driver.run(toMilliseconds: 160)
        #expect(Self.report(driver).transition.photo == card.category.photo.id)
        #expect(Self.report(driver).collection == card.category.id)
        #expect(app.transition.phase == .none, "a category opens its collection, not a photo's detail")
        #expect(card.node.isHidden)
        let radius = app.collection.content.card.cornerRadius
        #expect(radius > 0 && radius <= FeedMetrics.categoryCornerRadius)
        driver.run(toMilliseconds: 1500)
        #expect(app.collection.content.card.frameInWindow == Self.window)
        #expect(Self.report(driver).screen == "collection")
        Self.key(driver, "Escape", at: 1600)
        driver.run(toMilliseconds: 3000)
        #expect(Self.report(driver).transition.phase == "none")
        #expect(Self.report(driver).screen == "home")
        #expect(Self.report(driver).collection == nil)
        #expect(!card.node.isHidden)
    }

    @Test func scrubbing50PointsGivesHalfProgress() {
        let driver = Self.opened()
        Self.scrub(driver, by: 50, start: 1600, duration: 200)
        driver.run(toMilliseconds: 2000)
        let transition = Self.report(driver).transition
        #expect(transition.phase == "scrubbing")
        #expect(abs(transition.progress - 0.5) < 1e-3)
        #expect(abs(transition.scale - 0.925) < 1e-3)
        #expect(abs(transition.cornerRadius - 7.5) < 1e-3)
        // The card shrinks about its centre and leans a tenth of the drag toward the pointer.
        let card = driver.app.transition.content.card.frameInWindow
        #expect(abs(card.midY - (Self.window.midY + 50 * CardMetrics.pointerFollow)) < 1e-6)
        #expect(abs(card.midX - Self.window.midX) < 1e-6)
        #expect(Self.window.contains(card))
        #expect(Self.report(driver).screen == "detail")
    }

    @Test func scrubbing120PointsDismissesToHome() {
        let driver = Self.opened()
        Self.scrub(driver, by: 120, start: 1600, duration: 300)
        // Past 0.99 it dismisses while the button is still down.
        driver.run(toMilliseconds: 1880)
        #expect(Self.report(driver).transition.phase == "dismissing")
        driver.at(2000, .touchUp(.mouse, Point(x: Self.onDetail.x, y: Self.onDetail.y + 120)))
        driver.run(toMilliseconds: 3500)
        let report = Self.report(driver)
        #expect(report.transition.phase == "none")
        #expect(report.screen == "home")
        #expect(driver.app.transition.content.container.isHidden)
        #expect(driver.app.home.photoCell(at: Self.onCell)?.node.isHidden == false)
        #expect(!driver.app.isAnimating)
    }

    @Test func aSlowScrubReleasedStillSpringsBack() {
        let driver = Self.opened()
        let end = Self.scrub(driver, by: 60, start: 1600, duration: 400)
        // Hold still long enough for the velocity to fall to zero, then release.
        driver.at(end + 300, .touchUp(.mouse, Point(x: Self.onDetail.x, y: Self.onDetail.y + 60)))
        driver.run(toMilliseconds: end + 301)
        // On its way back, not yet at rest: "presented" is kept for the card at rest.
        #expect(Self.report(driver).transition.phase == "presenting")
        #expect(Self.report(driver).transition.scale < 0.95)
        driver.run(toMilliseconds: end + 1500)
        let report = Self.report(driver)
        #expect(report.transition.phase == "presented")
        #expect(report.transition.scale == 1)
        #expect(report.transition.progress == 0)
        #expect(driver.app.transition.content.card.frameInWindow == Self.window)
    }

    @Test func aFlickDownDismisses() {
        let driver = Self.opened()
        // 30 points in 50 ms: far short of 99 points, but its projection passes 1.
        let end = Self.scrub(driver, by: 30, start: 1600, duration: 50)
        driver.at(end + 1, .touchUp(.mouse, Point(x: Self.onDetail.x, y: Self.onDetail.y + 30)))
        driver.run(toMilliseconds: end + 2)
        #expect(Self.report(driver).transition.phase == "dismissing")
        driver.run(toMilliseconds: end + 1500)
        #expect(Self.report(driver).screen == "home")
        #expect(Self.report(driver).transition.phase == "none")
    }

    @Test func aClickWithoutMovementDismisses() {
        let driver = Self.opened()
        Self.tap(driver, at: Self.onDetail, start: 1600)
        driver.run(toMilliseconds: 1700)
        #expect(Self.report(driver).transition.phase == "dismissing")
        driver.run(toMilliseconds: 3000)
        #expect(Self.report(driver).screen == "home")
    }

    /// The click's dismissal settles into the cell: no edge of the card ever passes the
    /// cell's (issue 12: ratio 0.7 carried it 27 points past the row, over the next one).
    @Test func aClickedDismissalLandsWithoutPassingTheCell() throws {
        let driver = Self.opened()
        Self.tap(driver, at: Self.onDetail, start: 1600)
        driver.run(toMilliseconds: 1655)
        let start = driver.app.transition.content.card.frameInWindow
        var frames: [Rect] = []
        driver.run(toMilliseconds: 1665)
        while driver.app.transition.phase == .dismissing {
            driver.run(toStep: driver.nextStep + 1)
            if driver.app.transition.phase == .dismissing { frames.append(driver.app.transition.content.card.frameInWindow) }
        }
        let photo = try #require(driver.app.home.photos.first)
        let cell = try #require(driver.app.home.nodeShowing(.photo(photo.id))).frameInWindow
        #expect(frames.count > 10)
        for frame in frames {
            for (edge, from, to) in [
                (frame.minX, start.minX, cell.minX), (frame.minY, start.minY, cell.minY),
                (frame.maxX, start.maxX, cell.maxX), (frame.maxY, start.maxY, cell.maxY)
            ] {
                #expect(edge >= min(from, to) - 0.25 && edge <= max(from, to) + 0.25, "\(frame) passes \(cell)")
            }
        }
    }

    @Test func draggingUpNeverDismisses() {
        let driver = Self.opened()
        let end = Self.scrub(driver, by: -150, start: 1600, duration: 100)
        driver.run(toMilliseconds: end + 1)
        var report = Self.report(driver)
        #expect(report.transition.progress == 0)
        #expect(report.transition.scale == 1)
        // The card does not follow upward: up at the top is for the content (which here
        // is shorter than the window, so it stays put).
        let scroll = driver.app.transition.content.scroll
        #expect(scroll.offset == min(150, scroll.maxOffset))
        #expect(driver.app.transition.content.card.frameInWindow == Self.window)
        // Released at progress 0 after moving: not a tap (fix 9).
        driver.at(end + 2, .touchUp(.mouse, Point(x: Self.onDetail.x, y: Self.onDetail.y - 150)))
        driver.run(toMilliseconds: end + 2000)
        report = Self.report(driver)
        #expect(report.transition.phase == "presented")
        #expect(report.screen == "detail")
    }

    @Test func draggingUpAtTheTopScrollsATallDetail() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        driver.run(toMilliseconds: 50)
        // A portrait photo whose detail is taller than the window, opened from row 0's cell.
        let tall = try #require(app.home.photos.first { $0.pixelSize.height > 1.4 * $0.pixelSize.width })
        let cell = try #require(app.home.photoCell(at: Self.onCell))
        app.transition.present(.photo(tall.id), from: cell.node)
        driver.run(toMilliseconds: 1500)
        let scroll = app.transition.content.scroll
        #expect(scroll.maxOffset > 100)
        let end = Self.scrub(driver, by: -100, start: 1600, duration: 250)
        driver.run(toMilliseconds: end + 1)
        #expect(abs(scroll.offset - 100) < 1e-9)
        #expect(Self.report(driver).transition.scale == 1)
        driver.at(end + 100, .touchUp(.mouse, Point(x: Self.onDetail.x, y: Self.onDetail.y - 100)))
        driver.run(toMilliseconds: end + 2000)
        #expect(Self.report(driver).transition.phase == "presented")
        // Scrolled down, a press no longer scrubs: the content's own pan takes it.
        let offset = scroll.offset
        Self.scrub(driver, by: 80, start: end + 2100, duration: 200)
        driver.run(toMilliseconds: end + 2400)
        #expect(Self.report(driver).transition.phase == "presented")
        #expect(abs(scroll.offset - max(0, offset - 80)) < 1e-6)
    }

    @Test func theCloseButtonAndEscapeDismiss() throws {
        let driver = Self.opened()
        let close = driver.app.transition.content.closeButton.frameInWindow.center
        Self.tap(driver, at: close, start: 1600)
        driver.run(toMilliseconds: 1700)
        #expect(Self.report(driver).transition.phase == "dismissing")
        driver.run(toMilliseconds: 3000)
        #expect(Self.report(driver).transition.phase == "none")
        Self.tap(driver, start: 3100)
        driver.run(toMilliseconds: 4500)
        #expect(Self.report(driver).transition.phase == "presented")
        Self.key(driver, "Escape", at: 4600)
        driver.run(toMilliseconds: 4610)
        #expect(Self.report(driver).transition.phase == "dismissing")
        #expect(Self.report(driver).screen == "home")
    }

    @Test func theDownloadButtonSavesTheOriginal() throws {
        let folder = try Fixtures.temporaryFolder("card")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let driver = Fixtures.driver(downloads: folder)
        Self.tap(driver, start: 100)
        driver.run(toMilliseconds: 1500)
        let photo = try #require(driver.app.transition.photo)
        let button = driver.app.transition.content.downloadButton.frameInWindow.center
        Self.tap(driver, at: button, start: 1600)
        driver.run(toMilliseconds: 1700)
        let report = Self.report(driver)
        #expect(report.transition.phase == "presented")  // the button does not dismiss
        let saved = try #require(report.downloads.first)
        #expect(report.downloads.count == 1)
        #expect(FileManager.default.contentsEqual(atPath: saved, andPath: photo.path))
    }

    @Test func pressingDuringThePresentGrabsTheCard() {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.tap(driver, start: 100)
        driver.at(300, .touchDown(.mouse, Point(x: 100, y: 100)))
        driver.run(toMilliseconds: 301)
        let held = app.transition.content.card.frameInWindow
        #expect(Self.report(driver).transition.phase == "scrubbing")
        driver.run(toMilliseconds: 600)
        #expect(app.transition.content.card.frameInWindow == held)
        // A second tap's release while the card is held opens nothing new and resumes.
        driver.at(650, .touchUp(.mouse, Point(x: 100, y: 100)))
        driver.run(toMilliseconds: 660)
        #expect(Self.report(driver).transition.phase == "presenting")
        driver.run(toMilliseconds: 2000)
        #expect(Self.report(driver).transition.phase == "presented")
        #expect(app.transition.content.card.frameInWindow == Self.window)
    }

    @Test func aSecondTapDuringTheTransitionOpensNothingElse() throws {
        let driver = Fixtures.driver()
        Self.tap(driver, start: 100)
        driver.run(toMilliseconds: 200)
        let first = Self.report(driver).transition.photo
        // The category card is under this point on the feed; the detail covers it.
        let card = try #require(driver.app.home.explore.cards.first)
        Self.tap(driver, at: card.node.frameInWindow.center, start: 220)
        driver.run(toMilliseconds: 2000)
        #expect(Self.report(driver).transition.photo == first)
        #expect(!card.node.isHidden)
    }

    @Test func pressingDuringTheDismissalGrabsTheCard() {
        let driver = Self.opened()
        Self.key(driver, "Escape", at: 1600)
        driver.at(1700, .touchDown(.mouse, Point(x: 50, y: 50)))
        driver.run(toMilliseconds: 1701)
        let held = driver.app.transition.content.card.frameInWindow
        #expect(Self.report(driver).transition.phase == "scrubbing")
        driver.run(toMilliseconds: 1900)
        #expect(driver.app.transition.content.card.frameInWindow == held)
        driver.at(1950, .touchUp(.mouse, Point(x: 50, y: 50)))
        driver.run(toMilliseconds: 3500)
        #expect(Self.report(driver).transition.phase == "none")
    }

    @Test func aResizeDuringTheTransitionEndsInAConsistentLayout() throws {
        let driver = Fixtures.driver()
        let app = driver.app
        Self.tap(driver, start: 100)
        let size = Size(width: 600, height: 800)
        driver.at(300, .resize(size))
        driver.run(toMilliseconds: 2000)
        #expect(Self.report(driver).transition.phase == "presented")
        // 600 pt is a regular width: the detail rests as a centred card.
        let card = CardMetrics.presentedFrame(in: size)
        #expect(card.width < size.width && abs(card.midX - size.width / 2) <= 0.5)
        #expect(app.transition.content.card.frameInWindow == card)
        let photo = try #require(app.transition.photo)
        let image = app.transition.content.image.frameInWindow
        #expect(image.width == card.width)
        #expect(abs(image.height - photo.pixelSize.height * card.width / photo.pixelSize.width) < 1e-9)
        #expect(app.transition.content.downloadButton.frameInWindow.maxX <= card.maxX)
        // Dismissed after a second resize mid-flight: back in the cell's new frame.
        Self.key(driver, "Escape", at: 2100)
        driver.at(2250, .resize(Size(width: 414, height: 736)))
        driver.run(toMilliseconds: 4000)
        #expect(Self.report(driver).transition.phase == "none")
        let cells = app.home.visiblePhotos
        #expect(cells.first?.id == photo.id)
        #expect(cells.first?.width == 414)
        #expect(app.home.nodeShowing(.photo(photo.id))?.isHidden == false)
    }

    static func key(_ driver: SimulationDriver, _ name: String, at ms: Int) {
        driver.at(ms, .key(name, modifiers: []))
    }
}

/// The report keeps its word on every step of a transition: the radius is never
/// negative, and "presented" means the card is at rest.
@Suite struct CardReportTests {
    /// Runs step by step to `ms`, checking the report after each step.
    static func check(_ driver: SimulationDriver, until ms: Int) {
        let app = driver.app
        var previous: (phase: String, frame: Rect)?
        while driver.nextStep <= ms * driver.clock.stepsPerSecond / 1000 {
            driver.runStep()
            let transition = app.stateReport().transition
            #expect(transition.cornerRadius >= 0, "radius \(transition.cornerRadius) at step \(driver.nextStep)")
            let frame = app.transition.pose.frame
            // The step that arrives snaps the last fraction of a point; from then on, rest.
            if transition.phase == "presented", let previous, previous.phase == "presented" {
                #expect(frame == previous.frame, "'presented' while the card moves, at step \(driver.nextStep)")
            }
            previous = (transition.phase, frame)
        }
    }

    @Test func aPresentationAndASpringBackReportPresentedOnlyAtRest() {
        let driver = Fixtures.driver()
        CardTransitionTests.tap(driver, start: 100)
        Self.check(driver, until: 1500)
        #expect(driver.app.stateReport().transition.phase == "presented")
        // A short scrub released: the card springs back, "presenting" until it rests.
        let last = CardTransitionTests.scrub(driver, by: 40, start: 1600, duration: 400)
        // Held still until the velocity is zero, so the release is no flick.
        driver.at(last + 300, .touchUp(.mouse, Point(x: 200, y: 440)))
        Self.check(driver, until: last + 340)
        #expect(driver.app.stateReport().transition.phase == "presenting")
        Self.check(driver, until: last + 2300)
        #expect(driver.app.stateReport().transition.phase == "presented")
    }

    @Test func aCategoryCardsRadiusNeverGoesNegative() {
        // A category card (radius 7) flies to its square collection with an underdamped
        // spring: its radius overshoots past 0 without the clamp.
        let driver = Fixtures.driver()
        CardTransitionTests.tap(driver, at: Point(x: 200, y: 470), start: 100)
        Self.check(driver, until: 1500)
        // A click on the collection's cover dismisses it, as a click on a detail does.
        driver.at(1600, .touchDown(.mouse, CollectionTests.onCover))
        driver.at(1660, .touchUp(.mouse, CollectionTests.onCover))
        Self.check(driver, until: 3500)
        #expect(driver.app.stateReport().transition.phase == "none")
    }
}

/// The feed under an opaque backdrop is not drawn: a scrubbed card's frame used to paint
/// the whole feed and then cover it with the blurred capture.
@Suite struct CardOverdrawTests {
    static func drawsTheFeed(_ app: SplashApp) -> Bool {
        app.displayList().commands.contains { command in
            if case .text(let text, _, _, _, _, _, _) = command { return text == "Explore" }
            return false
        }
    }

    @Test func theFeedIsSkippedWhileTheBackdropCoversItAndDrawnAgainAfter() {
        let driver = CardTransitionTests.opened()
        let app = driver.app
        #expect(Self.drawsTheFeed(app) == false, "presented: the backdrop covers the feed")
        let last = CardTransitionTests.scrub(driver, by: 50, start: 1600, duration: 300)
        driver.run(toMilliseconds: last)
        #expect(app.stateReport().transition.phase == "scrubbing")
        #expect(Self.drawsTheFeed(app) == false, "scrubbing: still covered")
        driver.at(last + 300, .touchUp(.mouse, Point(x: 200, y: 450)))
        driver.at(last + 400, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: last + 3000)
        #expect(app.stateReport().transition.phase == "none")
        #expect(Self.drawsTheFeed(app), "home again: the feed is drawn")
    }
}
