import Foundation
import Geometry
import PhotoLibrary
import Testing

@testable import Splash

/// The safe save: exact bytes, never overwriting, sanitised names, nothing left on failure.
@Suite struct DownloaderTests {
    private func photo(id: String = "abc", author: String = "Jane Doe", path: String) -> Photo {
        Photo(id: id, path: path, pixelSize: Size(width: 1, height: 1), color: .white, authorName: author)
    }

    private func sourceFile(in folder: String, bytes: Int = 3_000_000) throws -> String {
        let path = folder + "/source.jpg"
        let data = Data((0..<bytes).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func savesTheExactBytesUnderANewNameEachTime() throws {
        let folder = try Fixtures.temporaryFolder("dl")
        let source = try sourceFile(in: folder)
        let downloads = folder + "/out/nested"
        let downloader = Downloader(folder: downloads)
        let first = try downloader.save(photo(path: source)).get()
        let second = try downloader.save(photo(path: source)).get()
        let third = try downloader.save(photo(path: source)).get()
        #expect(first == downloads + "/Jane Doe - abc.jpg")
        #expect(second == downloads + "/Jane Doe - abc (2).jpg")
        #expect(third == downloads + "/Jane Doe - abc (3).jpg")
        let original = try Data(contentsOf: URL(fileURLWithPath: source))
        for path in [first, second, third] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: downloads).count == 3)
    }

    @Test func aMissingSourceFailsAndLeavesNothing() throws {
        let folder = try Fixtures.temporaryFolder("missing")
        let result = Downloader(folder: folder).save(photo(path: folder + "/gone.jpg"))
        #expect(result == .failure(.sourceMissing(path: folder + "/gone.jpg")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func aFolderThatCannotExistFailsWithAMessage() throws {
        let folder = try Fixtures.temporaryFolder("notdir")
        let source = try sourceFile(in: folder, bytes: 10)
        guard case .failure(let failure) = Downloader(folder: source + "/sub").save(photo(path: source)) else {
            Issue.record("saving under a regular file succeeded")
            return
        }
        #expect(failure.message.hasPrefix("Download failed: cannot write to"))
        #expect(!failure.message.contains("\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["source.jpg"])
    }

    @Test func namesAreSanitised() {
        let tricky = photo(id: "x/../y", author: "../..\\evil\u{7}", path: "/p/a.JPEG")
        let name = Downloader.fileName(for: tricky)
        #expect(!name.stem.contains("/"))
        #expect(!name.stem.contains("\\"))
        #expect(!name.stem.hasPrefix("."))
        #expect(!name.stem.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(name.pathExtension == "jpeg")

        let long = Downloader.fileName(for: photo(author: String(repeating: "Ł", count: 500), path: "/p/a.jpg"))
        #expect(long.stem.utf8.count <= Downloader.maximumStemBytes)
        #expect(!long.stem.isEmpty)

        let dots = Downloader.fileName(for: photo(id: "...", author: "", path: "/p/noext"))
        #expect(dots.stem == "photo")
        #expect(dots.pathExtension == "jpg")
    }

    @Test func invisibleAndLeadingCharactersNeverReachAName() {
        let bidi = Downloader.fileName(for: photo(id: "sunset\u{202E}gpj.exe", author: "-rf \u{200B}Eve\u{2028}", path: "/p/a.jpg"))
        #expect(bidi.stem == "rf Eve - sunsetgpj.exe")
        let dashes = Downloader.fileName(for: photo(id: "x", author: "--.-.name", path: "/p/a.jpg"))
        #expect(dashes.stem == "name - x")
    }

    @Test func aCopyIsNeverMoreOpenThanItsSource() throws {
        let folder = try Fixtures.temporaryFolder("mode")
        let source = try sourceFile(in: folder, bytes: 100)
        chmod(source, 0o600)
        let saved = try Downloader(folder: folder + "/out").save(photo(path: source)).get()
        let mode = try FileManager.default.attributesOfItem(atPath: saved)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aNamedPipeOrADeviceIsNeverCopied() throws {
        let folder = try Fixtures.temporaryFolder("fifo")
        #expect(mkfifo(folder + "/pipe.jpg", 0o644) == 0)
        let pipe = Downloader(folder: folder + "/out").save(photo(path: folder + "/pipe.jpg"))
        #expect(pipe == .failure(.unreadableSource(path: folder + "/pipe.jpg", reason: "is a named pipe, not a regular file")))
        let zero = Downloader(folder: folder + "/out").save(photo(path: "/dev/zero"))
        #expect(zero == .failure(.unreadableSource(path: "/dev/zero", reason: "is a device, not a regular file")))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "refused before anything was written")
    }

    @Test func anUnreadableSourceSaysPermissionDenied() throws {
        guard getuid() != 0 else { return }  // root reads everything
        let folder = try Fixtures.temporaryFolder("perm")
        let source = try sourceFile(in: folder, bytes: 10)
        chmod(source, 0)
        let result = Downloader(folder: folder + "/out").save(photo(path: source))
        #expect(result == .failure(.unreadableSource(path: source, reason: "permission denied")))
        if case .failure(let failure) = result { #expect(failure.message.hasSuffix("(permission denied)")) }
    }

    @Test func anEmptyFolderNameIsAPlainMessage() throws {
        let folder = try Fixtures.temporaryFolder("empty")
        let source = try sourceFile(in: folder, bytes: 10)
        let result = Downloader(folder: "").save(photo(path: source))
        #expect(result == .failure(.failed(reason: "no download folder was given")))
    }
}
