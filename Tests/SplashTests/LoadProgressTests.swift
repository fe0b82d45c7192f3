import Foundation
import PhotoLibrary
import Testing

/// A library's load reports how far it has come (`LoadProgress`): a manifest by bytes
/// consumed of its size, a folder by files; and a cancelled load stops at its next chunk
/// and writes no cache.
@Suite struct LoadProgressTests {
    /// Every report a load made, in order, as done and total units.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [(done: Int, total: Int)] = []
        /// Called with the number of reports so far, after each.
        var onReport: (Int) -> Void = { _ in }

        func add(_ done: Int, _ total: Int) {
            lock.lock()
            list.append((done, total))
            let count = list.count
            lock.unlock()
            onReport(count)
        }

        var all: [(done: Int, total: Int)] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    /// A folder holding two real photos and a manifest of `count` entries naming them,
    /// each with a long description, so the file spans several of the reader's 1 MB
    /// chunks.
    private func manifest(count: Int) throws -> (folder: String, manifest: String, bytes: Int) {
        let folder = try Fixtures.temporaryFolder("progress")
        let photos = Fixtures.library().photos
        try FileManager.default.copyItem(atPath: photos[0].path, toPath: folder + "/a.jpg")
        try FileManager.default.copyItem(atPath: photos[1].path, toPath: folder + "/b.jpg")
        let filler = String(repeating: "a long description of the photo ", count: 20)
        let entries = (0..<count).map { index in
            "{\"id\": \"p\(index)\", \"file\": \"\(index % 2 == 0 ? "a" : "b").jpg\", \"width\": 400, \"height\": 300, "
                + "\"description\": \"\(filler)\(index)\", \"user\": {\"name\": \"N\(index % 7)\"}}"
        }
        let json = "{\"photos\": [\n" + entries.joined(separator: ",\n") + "]}"
        try json.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        return (folder, folder + "/photos.json", json.utf8.count)
    }

    /// What a folder holds, hidden files included (a temporary `.splash-*.partial`).
    private func contents(_ folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    @Test func aManifestReportsItsBytesInOrderAndEndsWhole() throws {
        let (folder, manifest, bytes) = try manifest(count: 5000)
        #expect(bytes > 3 << 20, "the manifest spans several chunks")
        let reports = Reports()
        let progress = LoadProgress { reports.add($0, $1) }
        let library = PhotoLibrary.load(manifest: manifest, cacheFolder: folder + "/cache", cachedFrom: 0, progress: progress)
        #expect(library.photos.count == 5000)
        let all = reports.all
        #expect(all.count > 3, "one report a megabyte, not one at the end")
        #expect(all.count < 100, "reports come a chunk at a time, never per entry")
        #expect(all.dropLast().allSatisfy { $0.total == bytes }, "bytes of the file's size")
        let fractions = all.map { Double($0.done) / Double($0.total) }
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 }, "never goes back: \(fractions)")
        #expect(fractions.first == 0)
        #expect(all.last.map { $0.done == $0.total } == true)
        #expect(progress.fraction == 1)
        #expect(!progress.isCancelled)
        // The same manifest again comes from the cache written above, and ends at 1 too.
        let cachedProgress = LoadProgress()
        let cached = PhotoLibrary.load(manifest: manifest, cacheFolder: folder + "/cache", cachedFrom: 0, progress: cachedProgress)
        #expect(cached.photos == library.photos)
        #expect(cachedProgress.fraction == 1)
    }

    @Test func aCancelledReadStopsAtItsNextChunkAndWritesNoCache() throws {
        let (folder, manifest, _) = try manifest(count: 5000)
        let cache = folder + "/cache"
        let reports = Reports()
        let progress = LoadProgress { reports.add($0, $1) }
        // Cancelled as the second megabyte is about to be read, from the loading thread
        // itself, so the test needs no clock: the read must stop right there.
        reports.onReport = { count in if count == 2 { progress.cancel() } }
        let library = PhotoLibrary.load(manifest: manifest, cacheFolder: cache, cachedFrom: 0, progress: progress)
        #expect(progress.isCancelled)
        #expect(library.photos.isEmpty, "a cancelled load's result is empty, to be thrown away")
        #expect(library.errors.isEmpty, "a cancel is no problem with the manifest")
        // Two reports before the cancel, and only the closing one after: no chunk more.
        #expect(reports.all.count == 3)
        #expect(contents(cache).isEmpty, "no cache, and no temporary file of one: \(contents(cache))")
        #expect(contents(folder).sorted() == ["a.jpg", "b.jpg", "photos.json"])
        // The next load reads the manifest whole and only then writes the cache.
        #expect(PhotoLibrary.load(manifest: manifest, cacheFolder: cache, cachedFrom: 0).photos.count == 5000)
        #expect(contents(cache).count == 1)
    }

    @Test func aLoadCancelledBeforeItStartsReturnsAtOnce() throws {
        let (folder, manifest, _) = try manifest(count: 50)
        let progress = LoadProgress()
        progress.cancel()
        let library = PhotoLibrary.load(manifest: manifest, cacheFolder: folder + "/cache", cachedFrom: 0, progress: progress)
        #expect(library.photos.isEmpty)
        #expect(contents(folder + "/cache").isEmpty)
        #expect(FolderPhotoSource.load(folder: folder, progress: progress).photos.isEmpty)
    }

    @Test func aFolderReportsFilesDoneOfFilesFound() throws {
        let (folder, _, _) = try manifest(count: 1)
        let reports = Reports()
        let progress = LoadProgress { reports.add($0, $1) }
        let library = FolderPhotoSource.load(folder: folder, progress: progress)
        #expect(library.photos.count == 2)
        // a.jpg, b.jpg and photos.json (skipped, but a file looked at), then the end.
        #expect(reports.all.map(\.done) == [0, 1, 2, 3])
        #expect(reports.all.map(\.total) == [3, 3, 3, 3])
        #expect(progress.fraction == 1)
    }
}
