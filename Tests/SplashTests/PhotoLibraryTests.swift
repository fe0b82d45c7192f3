import Foundation
import Geometry
import PhotoLibrary
import Testing

@testable import Splash

@Suite struct PhotoLibraryTests {
    @Test func theBundledManifestLoadsCleanly() {
        let library = Fixtures.library()
        #expect(library.errors.isEmpty)
        #expect(library.photos.count >= 16)
        #expect(library.categories.count >= 6)
        #expect(library.header != nil)
        for photo in library.photos {
            #expect(FileManager.default.fileExists(atPath: photo.path))
            if case .success(let (_, size)) = ImageHeaderReader.read(path: photo.path) {
                #expect(size == photo.pixelSize, "\(photo.id)")
            } else {
                Issue.record("\(photo.id) has no readable header")
            }
        }
    }

    @Test func anEntryWithAMissingFieldIsNamed() throws {
        let folder = NSTemporaryDirectory() + "splash-manifest-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let json = """
            {"photos": [
              {"id": "ok", "file": "a.jpg", "width": 10, "height": 10, "user": {"name": "A"}},
              {"id": "nowidth", "file": "b.jpg", "height": 10, "user": {"name": "B"}},
              {"file": "c.jpg", "width": 1, "height": 1, "user": {"name": "C"}}
            ]}
            """
        try json.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Fixtures.library().photos[0].path, toPath: folder + "/a.jpg")
        let library = PhotoLibrary.load(manifest: folder + "/photos.json")
        #expect(library.photos.map(\.id) == ["ok"])
        #expect(
            library.errors == [
                "photos.json:3: photo 'nowidth': missing or invalid field 'width'",
                "photos.json:4: photo 2: missing or invalid field 'id'"
            ])
    }

    @Test func aFolderSkipsUnknownFilesAndCreditsFromNames() throws {
        let folder = NSTemporaryDirectory() + "splash-folder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = Fixtures.library().photos[0].path
        try FileManager.default.copyItem(atPath: source, toPath: folder + "/Sunset_by_Jane_Doe.jpg")
        try "hello".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.png"))
        let library = FolderPhotoSource.load(folder: folder)
        #expect(library.photos.map(\.authorName) == ["Jane Doe"])
        #expect(library.errors.contains("notes.txt: skipped, not a JPEG, PNG, WebP, GIF, BMP or TIFF file"))
        #expect(library.errors.contains("empty.png: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
    }

    @Test func downloadsFolderFollowsXDG() throws {
        let config = NSTemporaryDirectory() + "splash-xdg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "# comment\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n".write(
            toFile: config + "/user-dirs.dirs",
            atomically: true, encoding: .utf8)
        #expect(
            DownloadsFolder.resolve(environment: ["HOME": "/a-home/u", "XDG_CONFIG_HOME": config])
                == "/a-home/u/Téléchargements")
        #expect(
            DownloadsFolder.resolve(environment: ["HOME": "/a-home/u", "XDG_CONFIG_HOME": "/nonexistent"])
                == "/a-home/u/Downloads")
    }
}

/// A JPEG's size is found even when a large metadata block (an EXIF thumbnail) pushes
/// its frame header far past the first read.
@Suite struct ImageHeaderReaderTests {
    @Test func aFrameHeaderAfterALargeMetadataBlockIsFound() throws {
        let source = Fixtures.library().photos[0]
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source.path)))
        let padding = 60_000
        var app1: [UInt8] = [0xFF, 0xE1, UInt8((padding + 2) >> 8), UInt8((padding + 2) & 0xFF)]
        app1 += [UInt8](repeating: 0x20, count: padding)
        bytes.insert(contentsOf: app1 + app1, at: 2)  // two blocks: 120 kB before the frame
        let path = NSTemporaryDirectory() + "splash-exif-\(UUID().uuidString).jpg"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard case .success(let (kind, size)) = ImageHeaderReader.read(path: path) else {
            Issue.record("no size read"); return
        }
        #expect(kind == .jpeg)
        #expect(size == source.pixelSize)
    }
}
