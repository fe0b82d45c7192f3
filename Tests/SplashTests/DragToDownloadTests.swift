import Foundation
import Geometry
import Gestures
import Testing

@testable import Splash

#if canImport(Glibc)
    import Glibc
#endif

/// The drag-to-download gesture driven by timed events, as a script would, saving into a
/// temporary folder of each test's own.
@Suite struct DragToDownloadTests {
    /// Files in a folder, hidden ones included (a leftover temporary file would show).
    private func contents(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func holdDragAndReleaseOverTheZoneSavesAByteIdenticalCopyTwice() throws {
        let folder = try Fixtures.temporaryFolder("drop")
        let driver = Fixtures.driver(downloads: folder)
        let source = driver.app.home.photos[0]
        var end = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.run(toMilliseconds: end + 300)
        var report = driver.app.stateReport()
        #expect(report.drag.phase == "dragging")
        #expect(report.drag.zone == "hover")
        #expect(report.drag.photo == source.id)
        #expect(abs(report.drag.scale - DragMetrics.draggingScale) < 1e-9)
        driver.at(end + 310, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 320)
        #expect(driver.app.stateReport().drag.phase == "dropping")
        #expect(driver.app.stateReport().downloads.count == 1)
        driver.run(toMilliseconds: end + 800)
        report = driver.app.stateReport()
        #expect(report.drag.phase == "idle")
        #expect(report.drag.zone == "hidden")
        #expect(driver.app.toast.message?.hasPrefix("Saved to ") == true)

        end = driver.liftAndDrag(to: Fixtures.overZone, start: end + 1000)
        driver.at(end + 300, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 800)
        report = driver.app.stateReport()
        #expect(report.downloads.count == 2)
        #expect(Set(report.downloads).count == 2)
        let original = try Data(contentsOf: URL(fileURLWithPath: source.path))
        for path in report.downloads {
            #expect(path.hasPrefix(folder + "/"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
        #expect(contents(of: folder).count == 2)
        #expect(report.errors.isEmpty)
    }

    @Test func releaseElsewhereSavesNothingAndTheCopyReturnsToItsCell() throws {
        let folder = try Fixtures.temporaryFolder("return")
        let driver = Fixtures.driver(downloads: folder)
        let end = driver.liftAndDrag(to: Fixtures.elsewhere, start: 0)
        driver.run(toMilliseconds: end + 300)
        #expect(driver.app.stateReport().drag.zone == "visible")
        driver.at(end + 310, .touchUp(.mouse, Fixtures.elsewhere))
        driver.run(toMilliseconds: end + 330)
        var report = driver.app.stateReport()
        #expect(report.drag.phase == "returning")
        #expect(report.drag.zone == "hidden")
        driver.run(toMilliseconds: end + 800)
        report = driver.app.stateReport()
        #expect(report.drag.phase == "idle")
        #expect(report.drag.scale == 1)
        #expect(report.downloads.isEmpty)
        #expect(contents(of: folder).isEmpty)
        #expect(driver.app.dragLayer.descendant(named: "drag.copy")?.isHidden == true)
        #expect(driver.app.dragLayer.descendant(named: "drag.zone")?.isHidden == true)
    }

    @Test func theCopyIsBackOnItsCellAtScaleOneWhenItReturns() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("frame"))
        let cell = try #require(driver.app.home.visiblePhotos.first { $0.id == driver.app.home.photos[0].id })
        let end = driver.liftAndDrag(to: Fixtures.elsewhere, start: 0)
        driver.at(end + 100, .touchUp(.mouse, Fixtures.elsewhere))
        // One step before the 0.2 s flight ends, the copy is still drawn.
        driver.run(toMilliseconds: end + 100 + 195)
        let copy = try #require(driver.app.dragLayer.descendant(named: "drag.copy"))
        #expect(!copy.isHidden)
        #expect(abs(copy.frame.midX - (cell.x + cell.width / 2)) < 2)
        #expect(abs(copy.frame.midY - (cell.y + cell.height / 2)) < 2)
        #expect(abs(copy.frame.width - cell.width) < 1e-9)
        #expect(abs(driver.app.drag.copyScale - 1) < 0.01)
    }

    @Test func losingFocusMidDragCancelsCleanly() throws {
        let folder = try Fixtures.temporaryFolder("focus")
        let driver = Fixtures.driver(downloads: folder)
        let end = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.run(toMilliseconds: end + 300)
        #expect(driver.app.stateReport().drag.zone == "hover")
        driver.at(end + 310, .focusLost)
        driver.run(toMilliseconds: end + 320)
        #expect(driver.app.stateReport().drag.phase == "returning")
        driver.run(toMilliseconds: end + 1000)
        let report = driver.app.stateReport()
        #expect(report.drag.phase == "idle")
        #expect(report.drag.zone == "hidden")
        #expect(report.drag.scale == 1)
        #expect(report.downloads.isEmpty)
        #expect(contents(of: folder).isEmpty)
        #expect(!driver.app.isAnimating)
    }

    @Test func escapePutsThePhotoBack() throws {
        let folder = try Fixtures.temporaryFolder("escape")
        let driver = Fixtures.driver(downloads: folder)
        let end = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.at(end + 100, .key("Escape", modifiers: []))
        driver.at(end + 200, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 800)
        let report = driver.app.stateReport()
        #expect(report.drag.phase == "idle")
        #expect(report.downloads.isEmpty)
        #expect(contents(of: folder).isEmpty)
    }

    @Test func anUnwritableFolderReportsAnErrorWritesNothingAndTheAppKeepsRunning() throws {
        // A path under a regular file can never be created, even by root.
        let parent = try Fixtures.temporaryFolder("blocked")
        let blocker = parent + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let driver = Fixtures.driver(downloads: blocker + "/sub")
        let end = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.at(end + 300, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 800)
        let report = driver.app.stateReport()
        #expect(report.downloads.isEmpty)
        #expect(report.errors.count == 1)
        #expect(report.errors.first?.contains("cannot write to") == true)
        #expect(report.drag.phase == "idle")
        #expect(contents(of: parent) == ["file"])
        // Still running: the feed scrolls.
        driver.drag(x: 200, from: 600, to: 400, start: end + 1000, duration: 200, release: false)
        driver.run(toMilliseconds: end + 1250)
        #expect(driver.app.home.feed.offset > 100)
    }

    @Test(.enabled(if: geteuid() != 0, "root writes through mode 0555"))
    func aReadOnlyFolderReportsAnErrorAndLeavesNothing() throws {
        let folder = try Fixtures.temporaryFolder("readonly")
        #expect(chmod(folder, 0o555) == 0)
        defer { chmod(folder, 0o755) }
        let driver = Fixtures.driver(downloads: folder)
        let end = driver.liftAndDrag(to: Fixtures.overZone, start: 0)
        driver.at(end + 300, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 800)
        let report = driver.app.stateReport()
        #expect(report.downloads.isEmpty)
        #expect(report.errors.count == 1)
        #expect(contents(of: folder).isEmpty)
    }

    @Test func onceLiftedScrollingCannotStealTheDrag() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("scroll"))
        driver.at(0, .touchDown(.mouse, Fixtures.onFirstPhoto))
        driver.run(toMilliseconds: 200)
        #expect(driver.app.stateReport().pressedPhoto != nil)
        driver.run(toMilliseconds: 520)
        // The lift took over from the press-down effect.
        #expect(driver.app.stateReport().drag.phase == "lifted")
        #expect(driver.app.stateReport().pressedPhoto == nil)
        for i in 1...10 {
            driver.at(520 + 16 * i, .touchMove(.mouse, Point(x: 200, y: 650 - 30 * Double(i))))
        }
        driver.at(720, .wheel(dx: 0, dy: -5, at: Point(x: 200, y: 350), modifiers: []))
        driver.at(730, .key("Down", modifiers: []))
        driver.run(toMilliseconds: 800)
        #expect(driver.app.stateReport().drag.phase == "dragging")
        #expect(driver.app.home.feed.offset == 0)
    }

    @Test func aQuickDragScrollsInsteadOfLifting() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("quick"))
        driver.drag(x: 200, from: 650, to: 450, start: 0, duration: 200, release: false)
        driver.run(toMilliseconds: 900)
        #expect(driver.app.stateReport().drag.phase == "idle")
        #expect(driver.app.home.feed.offset > 100)
    }

    @Test func theHeaderPhotoCanBeDraggedToo() throws {
        let folder = try Fixtures.temporaryFolder("header")
        let driver = Fixtures.driver(downloads: folder)
        let header = try #require(driver.app.home.header.photo)
        let end = driver.liftAndDrag(from: Point(x: 200, y: 280), to: Fixtures.overZone, start: 0)
        driver.run(toMilliseconds: end)
        #expect(driver.app.stateReport().drag.photo == header.id)
        driver.at(end + 300, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: end + 800)
        let saved = try #require(driver.app.stateReport().downloads.first)
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved)) == Data(contentsOf: URL(fileURLWithPath: header.path)))
    }

    @Test func aLongPressOnTheExploreStripLiftsNothing() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("strip"))
        driver.at(0, .touchDown(.mouse, Point(x: 200, y: 470)))
        driver.run(toMilliseconds: 700)
        #expect(driver.app.stateReport().drag.phase == "idle")
        #expect(driver.app.drag.recognizer.state != .began)
    }

    @Test func draggingDoesNotRestartAnimationsOnEveryMove() throws {
        let driver = Fixtures.driver(downloads: try Fixtures.temporaryFolder("moves"))
        let end = driver.liftAndDrag(to: Fixtures.elsewhere, start: 0)
        driver.run(toMilliseconds: end + 300)
        let settled = driver.app.drag.copyScale
        #expect(abs(settled - DragMetrics.draggingScale) < 1e-9)
        for i in 1...5 {
            driver.at(end + 300 + 16 * i, .touchMove(.mouse, Point(x: 150 + 3 * Double(i), y: 460)))
        }
        driver.run(toMilliseconds: end + 400)
        #expect(driver.app.drag.copyScale == settled)
        #expect(driver.app.stateReport().drag.zone == "visible")
    }
}
