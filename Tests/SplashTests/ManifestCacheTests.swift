import Foundation
import FuzzSupport
import PhotoLibrary
import Testing

@testable import Splash

/// A large manifest's result is kept in a cache folder and used while the manifest is
/// unchanged (`ManifestCache`); a changed manifest, a damaged cache or a photo file that
/// a fresh read would now refuse all mean the manifest is read again.
@Suite struct ManifestCacheTests {
    /// A folder with two real photos and a manifest of `count` entries naming them, with
    /// categories, a header, one bad colour and `missing` entries naming a missing file
    /// (messages to keep).
    private func folder(count: Int = 40, missing: Int = 1, header: String = "p5") throws -> (folder: String, manifest: String) {
        let folder = try Fixtures.temporaryFolder("cache")
        let photos = Fixtures.library().photos
        try FileManager.default.copyItem(atPath: photos[0].path, toPath: folder + "/a.jpg")
        try FileManager.default.copyItem(atPath: photos[1].path, toPath: folder + "/b.jpg")
        var entries = (0..<count).map { index in
            "{\"id\": \"p\(index)\", \"file\": \"\(index % 2 == 0 ? "a" : "b").jpg\", \"width\": \(100 + index), \"height\": 80, "
                + "\"color\": \"\(index == 3 ? "blue" : "#1A2B3C")\", \"blur_hash\": \"LEHV6nWB2yk8pyo0adR*.7kCMdnj\", "
                + "\"description\": \"Photo \(index % 5) é\", \"license\": \(index % 3 == 0 ? "null" : "\"CC0\""), "
                + "\"categories\": [\"sky\"\(index % 4 == 0 ? ", \"sea\"" : "")], \"user\": {\"name\": \"N\(index % 7)\", \"username\": \"u\"}}"
        }
        for index in 0..<missing {
            entries.append("{\"id\": \"gone\(index)\", \"file\": \"gone.jpg\", \"width\": 1, \"height\": 1, \"user\": {\"name\": \"G\"}}")
        }
        let json =
            "{\"header\": \"\(header)\", \"categories\": [{\"id\": \"sky\", \"title\": \"Sky\", \"photo\": \"p2\"}, "
            + "{\"id\": \"sea\", \"title\": \"Sea\", \"photo\": \"p4\"}],\n\"photos\": [\n" + entries.joined(separator: ",\n") + "]}"
        try json.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        return (folder, folder + "/photos.json")
    }

    private func load(_ manifest: String, cache: String) -> PhotoLibrary {
        PhotoLibrary.load(manifest: manifest, cacheFolder: cache, cachedFrom: 0)
    }

    private func expectSame(_ cached: PhotoLibrary, _ fresh: PhotoLibrary) {
        #expect(cached.photos == fresh.photos)
        #expect(cached.header == fresh.header)
        #expect(cached.categories.map(\.id) == fresh.categories.map(\.id))
        #expect(cached.categories.map(\.photo) == fresh.categories.map(\.photo))
        #expect(cached.errors == fresh.errors)
        #expect(cached.rejections == fresh.rejections)
        #expect(cached.unlistedErrors == fresh.unlistedErrors)
        #expect(cached.unlistedRejections == fresh.unlistedRejections)
    }

    /// Replaces the manifest's text with `text` of the same length and puts its
    /// modification time back: to the cache, the manifest is unchanged.
    private func disguise(_ manifest: String, as text: String) throws {
        var info = stat()
        #expect(stat(manifest, &info) == 0)
        try text.write(toFile: manifest, atomically: false, encoding: .utf8)
        // To the nanosecond, as the cache compares it.
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, manifest, &times, 0) == 0)
    }

    @Test func theSecondLoadComesFromTheCacheAndEqualsTheFirst() throws {
        let (folder, manifest) = try folder()
        let cache = folder + "/cache"
        let fresh = load(manifest, cache: cache)
        #expect(fresh.photos.count == 40)
        #expect(fresh.errors.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count == 1)
        let size = try String(contentsOfFile: manifest, encoding: .utf8).utf8.count
        // The same size and time but no photos: only the cache can give them back.
        try disguise(manifest, as: String(repeating: " ", count: size))
        expectSame(load(manifest, cache: cache), fresh)
    }

    /// A manifest whose entries mostly fail lists the first hundred of them and counts
    /// the rest (ListedProblems), always lists what is wrong with the manifest as a whole,
    /// and gives the same back from its cache.
    @Test func pastAHundredProblemsTheRestAreCountedAndTheCacheKeepsTheCount() throws {
        let (folder, manifest) = try folder(missing: 250, header: "nobody")
        let cache = folder + "/cache"
        let fresh = load(manifest, cache: cache)
        #expect(fresh.photos.count == 40)
        // The bad colour and 250 missing files: 251 entry problems, 100 listed.
        #expect(fresh.unlistedErrors == 151)
        #expect(fresh.errors.count == 101)
        #expect(fresh.errors.last == "photos.json: header photo 'nobody' is not in 'photos'")
        #expect(fresh.errorCount == 252)
        #expect(fresh.errorLines.last == "… and 151 more, not listed")
        #expect(fresh.problemSummary == "252 problems loading the photos — see terminal")
        let size = try String(contentsOfFile: manifest, encoding: .utf8).utf8.count
        try disguise(manifest, as: String(repeating: " ", count: size))
        expectSame(load(manifest, cache: cache), fresh)
    }

    @Test func aChangedManifestIsReadAgain() throws {
        let (folder, manifest) = try folder()
        let cache = folder + "/cache"
        _ = load(manifest, cache: cache)
        try "{\"photos\": [{\"id\": \"x\", \"file\": \"a.jpg\", \"width\": 5, \"height\": 5, \"user\": {\"name\": \"X\"}}]}"
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        #expect(load(manifest, cache: cache).photos.map(\.id) == ["x"])
    }

    @Test func aDamagedCacheIsIgnored() throws {
        let (folder, manifest) = try folder()
        let cache = folder + "/cache"
        let fresh = load(manifest, cache: cache)
        let file = cache + "/" + (try FileManager.default.contentsOfDirectory(atPath: cache)[0])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        var random = SplitMix64(seed: 18)
        for cut in [0, 7, 20, bytes.count / 2, bytes.count - 1] {
            try bytes.prefix(cut).write(to: URL(fileURLWithPath: file))
            expectSame(load(manifest, cache: cache), fresh)
        }
        for _ in 0..<20 {
            var damaged = [UInt8](bytes)
            for _ in 0..<4 { damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next()) }
            try Data(damaged).write(to: URL(fileURLWithPath: file))
            // Either the damage missed everything that matters or the manifest is read
            // again: never a crash, never fewer photos.
            #expect(load(manifest, cache: cache).photos.count == fresh.photos.count)
        }
    }

    @Test func aPhotoFileGoneSinceTheCacheWasMadeIsRefusedAsAFreshReadWould() throws {
        let (folder, manifest) = try folder()
        let cache = folder + "/cache"
        _ = load(manifest, cache: cache)
        try FileManager.default.removeItem(atPath: folder + "/b.jpg")
        let again = load(manifest, cache: cache)
        #expect(again.photos.count == 20)
        #expect(again.errors.contains { $0.contains("photo 'p1': file b.jpg cannot be found") })
    }

    @Test func smallManifestsAreNotCached() throws {
        let (folder, manifest) = try folder(count: 2)
        _ = PhotoLibrary.load(manifest: manifest, cacheFolder: folder + "/cache")
        #expect(!FileManager.default.fileExists(atPath: folder + "/cache"))
    }
}
