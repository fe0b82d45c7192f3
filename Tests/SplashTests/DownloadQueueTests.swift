import Foundation
import Geometry
import PhotoLibrary
import Testing

@testable import Splash

/// Saves copy off the frame loop in a window and in the step headless; either way the
/// results arrive in the order asked, and the files are the same.
@Suite struct DownloadQueueTests {
    private func photo(_ id: String, path: String) -> Photo {
        Photo(id: id, path: path, pixelSize: Size(width: 1, height: 1), color: .white, authorName: "A")
    }

    @Test func backgroundSavesReportInOrderAtALaterStep() throws {
        let folder = try Fixtures.temporaryFolder("queue")
        var sources: [String] = []
        for index in 0..<5 {
            let path = folder + "/source-\(index).jpg"
            try Data(repeating: UInt8(index), count: 300_000 * (5 - index)).write(to: URL(fileURLWithPath: path))
            sources.append(path)
        }
        let downloader = Downloader(folder: folder + "/out")
        let queue = DownloadQueue(mode: .background)
        var reported: [String] = []
        for (index, source) in sources.enumerated() {
            let failure = queue.start(photo("p\(index)", path: source), with: downloader) { result in
                reported.append((try? result.get()) ?? "failed")
            }
            #expect(failure == nil)
        }
        #expect(reported.isEmpty, "nothing is reported inside the step that asked")
        #expect(queue.pendingCount == 5)
        queue.finishAll()
        #expect(reported == (0..<5).map { folder + "/out/A - p\($0).jpg" })
        for (index, path) in reported.enumerated() {
            #expect(FileManager.default.contentsEqual(atPath: path, andPath: sources[index]))
        }
        #expect(queue.pendingCount == 0)
    }

    @Test func aLargeBackgroundSaveShowsItsProgress() throws {
        let folder = try Fixtures.temporaryFolder("queue-large")
        let path = folder + "/big.jpg"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(DownloadQueue.largeSaveBytes))  // sparse: no 64 MB written
        try handle.close()
        let queue = DownloadQueue(mode: .background)
        var lines: [String] = []
        queue.onProgress = { lines.append($0) }
        var saved: String?
        _ = queue.start(photo("big", path: path), with: Downloader(folder: folder + "/out")) { saved = try? $0.get() }
        #expect(lines == ["Saving big.jpg (64 MB)… 0%"])
        queue.finishAll()
        #expect(saved == folder + "/out/A - big.jpg")
        // Tenths seen while copying depend on the worker's pace; they only ever rise.
        let percents = lines.compactMap { Int($0.split(separator: " ").last!.dropLast()) }
        #expect(percents == percents.sorted() && Set(percents).count == percents.count)
    }

    @Test func synchronousSavesReportBeforeStartReturns() throws {
        let folder = try Fixtures.temporaryFolder("queue-sync")
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/s.jpg"))
        let queue = DownloadQueue(mode: .synchronous)
        var reported: [String] = []
        let failure = queue.start(photo("s", path: folder + "/s.jpg"), with: Downloader(folder: folder + "/out")) {
            reported.append((try? $0.get()) ?? "failed")
        }
        #expect(failure == nil && reported == [folder + "/out/A - s.jpg"])
        let missing = queue.start(photo("m", path: folder + "/gone.jpg"), with: Downloader(folder: folder + "/out")) { _ in
            Issue.record("a failure before the copy is returned, not reported")
        }
        #expect(missing == .sourceMissing(path: folder + "/gone.jpg"))
    }

    @Test func anAppSavingInTheBackgroundLogsTheDropAfterItFinishes() throws {
        let folder = try Fixtures.temporaryFolder("queue-app")
        var configuration = AppConfiguration(
            library: Fixtures.library(), iconsFolder: Fixtures.assets + "/Icons",
            downloadsFolder: folder)
        configuration.savesInBackground = true
        let driver = SimulationDriver(app: SplashApp(configuration: configuration, images: TestImages()))
        let last = driver.liftAndDrag(to: Fixtures.overZone, start: 100)
        driver.at(last + 20, .touchUp(.mouse, Fixtures.overZone))
        driver.run(toMilliseconds: last + 20)
        driver.app.saves.finishAll()
        #expect(driver.app.downloads.count == 1)
        driver.run(toMilliseconds: last + 2000)
        #expect(driver.app.stateReport().drag.phase == "idle")
        #expect(driver.app.downloads.count == 1)
    }
}
