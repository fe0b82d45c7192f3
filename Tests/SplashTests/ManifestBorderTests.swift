import Foundation
import Geometry
import PhotoLibrary
import Testing

@testable import PhotoLibrary
@testable import Splash

/// A manifest can only show photos from its own folder (or an `--allow-dir`), only
/// regular image files, each id once, each size in range; every refusal names the entry.
@Suite struct ManifestBorderTests {
    /// A folder holding a copy of one bundled photo as `ok.jpg` and the given manifest
    /// `photos` entries (JSON objects, without the brackets).
    private func manifest(_ entries: String, extra: String = "") throws -> (folder: String, path: String) {
        let folder = try Fixtures.temporaryFolder("manifest")
        try FileManager.default.copyItem(atPath: Fixtures.library().photos[0].path, toPath: folder + "/ok.jpg")
        let path = folder + "/photos.json"
        try "{\(extra)\"photos\": [\(entries)]}".write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    private func entry(_ id: String, _ file: String, width: String = "10", height: String = "10", color: String = "#AABBCC") -> String {
        "{\"id\": \"\(id)\", \"file\": \"\(file)\", \"width\": \(width), \"height\": \(height), \"color\": \"\(color)\", \"user\": {\"name\": \"A\"}}"
    }

    @Test func pathsOutsideTheManifestsFolderAreRefused() throws {
        let outside = try Fixtures.temporaryFolder("outside")
        try "-----BEGIN OPENSSH PRIVATE KEY-----".write(toFile: outside + "/id_ed25519", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Fixtures.library().photos[0].path, toPath: outside + "/far.jpg")
        let (folder, path) = try manifest(
            [
                entry("ok", "ok.jpg"), entry("key", outside + "/id_ed25519"),
                entry("up", "../" + (outside as NSString).lastPathComponent + "/far.jpg"),
                entry("link", "link.jpg")
            ].joined(separator: ","))
        #expect(symlink(outside + "/far.jpg", folder + "/link.jpg") == 0)
        let library = PhotoLibrary.load(manifest: path)
        #expect(library.photos.map(\.id) == ["ok"])
        let reason = "is outside the manifest's folder (pass --allow-dir to show photos from another folder)"
        #expect(
            library.errors == [
                "photos.json:1: photo 'key': file \(outside)/id_ed25519 \(reason)",
                "photos.json:1: photo 'up': file ../\((outside as NSString).lastPathComponent)/far.jpg \(reason)",
                "photos.json:1: photo 'link': file link.jpg \(reason)"
            ])
        let allowed = PhotoLibrary.load(manifest: path, allowedFolders: [outside])
        #expect(allowed.photos.map(\.id) == ["ok", "up", "link"])
        #expect(allowed.errors == ["photos.json:1: photo 'key': id_ed25519: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"])
    }

    /// Values are skipped by recursion: 100 000 nested lists overflowed the stack. Past
    /// `maximumDepth` levels the manifest is refused in one line, whatever the depth.
    @Test func deeplyNestedValuesAreRefusedNotACrash() throws {
        let deep = ManifestReader.maximumDepth
        let (_, shallow) = try manifest(
            entry("ok", "ok.jpg"), extra: "\"x\": " + String(repeating: "[", count: deep - 1) + String(repeating: "]", count: deep - 1) + ", ")
        #expect(PhotoLibrary.load(manifest: shallow).errors == [], "\(deep) levels, the document's own included, are read")
        for count in [deep, 200_000] {
            let (_, path) = try manifest(
                entry("ok", "ok.jpg"), extra: "\"x\": " + String(repeating: "[", count: count) + String(repeating: "]", count: count) + ", ")
            let library = PhotoLibrary.load(manifest: path)
            #expect(library.photos.isEmpty)
            #expect(
                library.errors == [
                    "photos.json:1: not a valid photo manifest (a JSON object with 'photos'): "
                        + "lists and objects are nested more than \(deep) deep"
                ])
        }
    }

    @Test func onlyRegularImageFilesGetACell() throws {
        let (folder, path) = try manifest(
            [
                entry("ok", "ok.jpg"), entry("pipe", "pipe.jpg"), entry("dir", "sub"), entry("text", "notes.jpg"),
                entry("gone", "gone.jpg"), entry("nul", "ok.jpg\\u0000.txt")
            ].joined(separator: ","))
        #expect(mkfifo(folder + "/pipe.jpg", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "hello".write(toFile: folder + "/notes.jpg", atomically: true, encoding: .utf8)
        let library = PhotoLibrary.load(manifest: path)
        #expect(library.photos.map(\.id) == ["ok"])
        #expect(
            library.errors == [
                "photos.json:1: photo 'pipe': pipe.jpg: is a named pipe, not a regular file",
                "photos.json:1: photo 'dir': sub: is a folder, not a regular file",
                "photos.json:1: photo 'text': notes.jpg: not a JPEG, PNG, WebP, GIF, BMP or TIFF image",
                "photos.json:1: photo 'gone': file gone.jpg cannot be found (no such file or folder)",
                "photos.json:1: photo 'nul': 'file' contains a NUL character"
            ])
    }

    @Test func duplicateIdsNameBothEntries() throws {
        let (_, path) = try manifest([entry("a", "ok.jpg"), entry("b", "ok.jpg"), entry("a", "ok.jpg")].joined(separator: ","))
        let library = PhotoLibrary.load(manifest: path)
        #expect(library.photos.map(\.id) == ["a", "b"])
        #expect(library.errors == ["photos.json:1: photo 2 has the id 'a' of photo 0; ids must be unique"])
    }

    @Test func sizesOutsideTheRangeAndBadFieldsAreNamed() throws {
        let (_, path) = try manifest(
            [
                entry("huge", "ok.jpg", width: "9.3e18"), entry("tiny", "ok.jpg", width: "1e-300", height: "1e300"),
                entry("big", "ok.jpg", height: "65536"), entry("edge", "ok.jpg", width: "65535", height: "1"),
                entry("paint", "ok.jpg", color: "blue")
            ].joined(separator: ","), extra: "\"header\": 5, \"categories\": {\"a\": 1}, ")
        let library = PhotoLibrary.load(manifest: path)
        #expect(library.photos.map(\.id) == ["edge", "paint"])
        #expect(
            library.rejections == [
                "photos.json:1: photo 'huge': 'width' 9.3e+18 is outside 1…65535 pixels",
                "photos.json:1: photo 'tiny': 'width' 1e-300 is outside 1…65535 pixels",
                "photos.json:1: photo 'big': 'height' 65536 is outside 1…65535 pixels"
            ])
        #expect(
            library.errors == [
                "photos.json:1: photo 'paint': 'color' blue is not a #RRGGBB colour; grey is used",
                "photos.json: 'header' is not a photo id (a string)",
                "photos.json: 'categories' is not a list"
            ])
    }

    @Test func aFolderGivesEachFileItsOwnId() throws {
        let folder = try Fixtures.temporaryFolder("ids")
        let source = Fixtures.library().photos[0].path
        for name in ["sunset.jpg", "sunset.png", "sunset.jpeg"] {
            var bytes = try Data(contentsOf: URL(fileURLWithPath: source))
            if name.hasSuffix(".png") { bytes = Data(try pngBytes()) }
            try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        #expect(mkfifo(folder + "/pipe.png", 0o644) == 0)
        let library = FolderPhotoSource.load(folder: folder)
        #expect(Set(library.photos.map(\.id)) == ["sunset", "sunset-jpg", "sunset-png"])
        #expect(library.errors == ["pipe.png: is a named pipe, not a regular file"])
    }

    @Test func aFileClaimingNoPixelsOrTooManyIsRefused() throws {
        let folder = try Fixtures.temporaryFolder("claims")
        for (name, width, height) in [("zero.png", 0, 0), ("wide.png", 70000, 1)] {
            var bytes = try pngBytes()
            bytes.replaceSubrange(
                16..<24,
                with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: width >> $0) }
                    + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: height >> $0) })
            try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let library = FolderPhotoSource.load(folder: folder)
        #expect(library.photos.isEmpty)
        #expect(
            library.errors == [
                "wide.png: its header claims 70000×1 pixels, outside 1…65535",
                "zero.png: its header gives no image size (a damaged file)"
            ])
    }

    /// A 1 × 1 PNG.
    private func pngBytes() throws -> [UInt8] {
        [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
            8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89, 0, 0, 0, 10, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0, 1, 0, 0,
            5, 0, 1, 0x0D, 0x0A, 0x2D, 0xB4, 0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82
        ]
    }
}
