import Foundation
import Platform
import SplashTestSupport
import Testing

/// Hostile files and extreme input, through the real binary: nothing crashes, hangs,
/// or reads or writes a file it should not; every refusal is one plain line.
@Suite(.serialized) struct HostileInputTests {
    /// A valid PNG rewritten to claim 65535 × 65535 pixels (16 GB if decoded).
    static func lyingPNG(at path: String) throws {
        try Screenshot.write(PixelBuffer(width: 8, height: 8, bytes: [UInt8](repeating: 200, count: 256)), to: path)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        for offset in [16, 20] { bytes.replaceSubrange(offset..<(offset + 4), with: [0, 0, 0xFF, 0xFF]) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func hugeClaimsPipesAndDevicesFromAFolderAndFromDropsAreRefused() throws {
        let folder = try SplashBinary.temporaryFolder("hostile-photos")
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: SplashBinary.assets + "/Photos/bridge-klootwijk.jpg",
            toPath: photos + "/Good_by_Sander_Klootwijk.jpg")
        try Self.lyingPNG(at: photos + "/huge.png")
        #expect(mkfifo(photos + "/pipe.png", 0o644) == 0)
        try Self.lyingPNG(at: folder + "/dropped.png")
        #expect(mkfifo(folder + "/dropped-pipe.jpg", 0o644) == 0)
        let script = "0 drop \(folder)/dropped.png\n10 drop \(folder)/dropped-pipe.jpg\n20 drop /dev/zero\n400 shot feed\n"
        let run = try SplashBinary.runHeadless(script: script, label: "hostile-photos-run", extra: ["--photos", photos])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let errors = run.report["errors"] as? [String] ?? []
        let limit = "pixels, more than the 100-megapixel limit (--max-megapixels)"
        #expect(errors.contains("pipe.png: is a named pipe, not a regular file"), "\(errors)")
        #expect(errors.contains("dropped-pipe.jpg: is a named pipe, not a regular file"), "\(errors)")
        #expect(errors.contains("zero: is a device, not a regular file"), "\(errors)")
        #expect(errors.contains("cannot decode huge.png: it is 65535×65535 \(limit)"), "\(errors)")
        #expect(errors.contains("cannot decode dropped.png: it is 65535×65535 \(limit)"), "\(errors)")
        #expect(errors.allSatisfy { !$0.contains("\n") })
        // Only files that decode keep a cell: both lying PNGs leave the feed when refused.
        #expect(run.report["photos"] as? Int == 1, "only the good photo has a cell")
        #expect(FileManager.default.fileExists(atPath: run.folder + "/frames/feed.png"))
    }

    @Test func aManifestCannotReachOutsideItsFolder() throws {
        let folder = try SplashBinary.temporaryFolder("exfiltrate")
        let secret = folder + "/secret"
        try FileManager.default.createDirectory(atPath: secret, withIntermediateDirectories: true)
        try "-----BEGIN OPENSSH PRIVATE KEY-----\n".write(toFile: secret + "/id_ed25519", atomically: true, encoding: .utf8)
        let shown = folder + "/shown"
        try FileManager.default.createDirectory(atPath: shown, withIntermediateDirectories: true)
        try """
        {"photos": [
          {"id": "key", "file": "../secret/id_ed25519", "width": 10, "height": 10, "user": {"name": "Nice Photographer"}},
          {"id": "zero", "file": "/dev/zero", "width": 10, "height": 10, "user": {"name": "Z"}}
        ]}
        """.write(toFile: shown + "/photos.json", atomically: true, encoding: .utf8)
        // A long press and a drag onto the zone would save the first photo, if it existed.
        let script = "100 down 200 650\n700 move 300 680\n716 move 360 690\n800 up 360 690\n2000 end\n"
        let run = try SplashBinary.runHeadless(
            script: script, label: "exfiltrate-run",
            extra: ["--manifest", shown + "/photos.json"])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["photos"] as? Int == 0)
        #expect(run.report["downloads"] as? [String] == [])
        let errors = run.report["errors"] as? [String] ?? []
        #expect(
            errors.contains(
                "photos.json:2: photo 'key': file ../secret/id_ed25519 is outside the manifest's folder (pass --allow-dir to show photos from another folder)"
            ), "\(errors)")
        #expect(
            errors.contains(
                "photos.json:3: photo 'zero': file /dev/zero is outside the manifest's folder (pass --allow-dir to show photos from another folder)"),
            "\(errors)")
        let downloads = (try? FileManager.default.contentsOfDirectory(atPath: run.folder + "/downloads")) ?? []
        #expect(downloads.isEmpty)
    }

    /// A manifest whose every entry fails the same way (here, 250 files outside its
    /// folder) says so in a screenful: the first hundred lines and a count of the rest, on
    /// the terminal and in the report, and a toast counting all of them.
    @Test func aManifestOfBadEntriesListsAHundredAndCountsTheRest() throws {
        let folder = try SplashBinary.temporaryFolder("many-bad") + "/shown"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("not shown".utf8).write(to: URL(fileURLWithPath: folder + "/../outside.jpg"))
        let entries = (0..<250).map {
            "{\"id\": \"p\($0)\", \"file\": \"../outside.jpg\", \"width\": 10, \"height\": 10, \"user\": {\"name\": \"A\"}}"
        }
        try "{\"photos\": [\n\(entries.joined(separator: ",\n"))\n]}".write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: "500 end\n", label: "many-bad-run", extra: ["--manifest", folder + "/photos.json"])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let lines = run.outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "splash: \(folder)/photos.json: 250 skipped:", "\(lines.first ?? "")")
        #expect(lines.count == 102, "a header, 100 entries and the count: \(lines.count) lines")
        #expect(lines.last == "  … and 150 more, not listed")
        #expect(lines.dropFirst().first?.hasPrefix("  photos.json:2: photo 'p0': file ../outside.jpg is outside") == true)
        let errors = run.report["errors"] as? [String] ?? []
        #expect(errors.count == 101 && errors.last == "… and 150 more, not listed", "\(errors.suffix(2))")
        #expect((run.report["toasts"] as? [String] ?? []).first == "250 problems loading the photos — see terminal")
    }

    @Test(arguments: [
        ("0 resize 20000 20000\n", "splash: script.txt:1: a window side must be at most 16384 points\n"),
        (
            "0 down 1 1\n5 resize 10000 10000\n",
            "splash: script.txt:2: a 10000×10000 window at --scale 1 is 100 megapixels, more than the canvas limit of 64\n"
        ),
        ("1000000000000000 end\n", "splash: script.txt:1: time 1000000000000000 is after 24 hours (86400000 ms)\n"),
        ("0 move 0 1e308\n", "splash: script.txt:1: 1e308 is outside ±1000000 points\n")
    ])
    func outOfRangeScriptsExitWithTheLine(script: String, message: String) throws {
        let folder = try SplashBinary.temporaryFolder("range")
        let outcome = try SplashBinary.run(["--headless", "--script", try SplashBinary.script(script, in: folder)])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == message)
    }

    @Test func aManifestLyingAboutASizeExitsNamingEachEntry() throws {
        let folder = try SplashBinary.temporaryFolder("manifest-range")
        try FileManager.default.copyItem(atPath: Repository.assets + "/Photos/" + (try firstBundledPhoto()), toPath: folder + "/a.jpg")
        try """
        {"photos": [
          {"id": "ok", "file": "a.jpg", "width": 10, "height": 10, "user": {"name": "A"}},
          {"id": "huge", "file": "a.jpg", "width": 9.3e18, "height": 10, "user": {"name": "B"}},
          {"id": "flat", "file": "a.jpg", "width": 10, "height": 0, "user": {"name": "C"}}
        ]}
        """.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        let outcome = try SplashBinary.run([
            "--headless", "--manifest", folder + "/photos.json",
            "--script", try SplashBinary.script("0 end\n", in: folder)
        ])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "splash: photos.json:3: photo 'huge': 'width' 9.3e+18 is outside 1…65535 pixels (and 1 more entry out of range)\n")
    }

    /// The name of one photo the repository bundles.
    private func firstBundledPhoto() throws -> String {
        try FileManager.default.contentsOfDirectory(atPath: Repository.assets + "/Photos").sorted().first { $0.hasSuffix(".jpg") } ?? ""
    }

    @Test func badOptionValuesAreRefused() throws {
        let folder = try SplashBinary.temporaryFolder("options")
        let script = try SplashBinary.script("0 end\n", in: folder)
        let cases = [
            (["--downloads", ""], "--downloads needs a folder name, not an empty one"),
            (["--size", "20000x20000"], "The value '20000x20000' is invalid for '--size <WxH>'"),
            (["--max-megapixels", "0"], "--max-megapixels must be between 1 and 1000"),
            (["--stats-from=-1"], "--stats-from must be between 0 and 86400000 ms"),
            (["--bogus"], "Unknown option '--bogus'")
        ]
        for (arguments, message) in cases {
            let outcome = try SplashBinary.run(["--headless", "--script", script] + arguments)
            #expect(outcome.status == 2, "\(arguments): \(outcome.status)")
            #expect(outcome.stderr == "splash: \(message) (see splash --help)\n")
        }
    }

    @Test func aWindowsScriptRunsLineByLine() throws {
        let run = try SplashBinary.runHeadless(script: "0 shot a\r\n50 shot b\r150 end\r\n", label: "crlf")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.folder + "/frames").sorted() == ["a.png", "b.png"])
        // `150 end` stops after step ⌊150 × 240 / 1000⌋ + 1 = 37, at 154 ms: the last line was read.
        #expect(run.report["time_ms"] as? Double == 154)
    }

    @Test func shotsNeverFollowAPlantedLink() throws {
        let folder = try SplashBinary.temporaryFolder("shot-link")
        let frames = folder + "/frames"
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: true)
        let outside = folder + "/precious.txt"
        try "precious".write(toFile: outside, atomically: true, encoding: .utf8)
        #expect(symlink(outside, frames + "/a.png") == 0)
        #expect(symlink(outside, frames + "/a.png.partial") == 0)
        let script = try SplashBinary.script("0 shot a\n10 end\n", in: folder)
        let outcome = try SplashBinary.run(["--headless", "--script", script, "--frames", frames])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
        let kind = try FileManager.default.attributesOfItem(atPath: frames + "/a.png")[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        _ = try PixelBuffer(contentsOfPNG: frames + "/a.png")
    }

    @Test func staleTemporaryFilesAreRemovedAtStartup() throws {
        let folder = try SplashBinary.temporaryFolder("stale")
        let downloads = folder + "/downloads"
        try FileManager.default.createDirectory(atPath: downloads, withIntermediateDirectories: true)
        for name in [".splash-OLD.partial", ".splash-NEW.partial", "keep.partial"] {
            try Data([1]).write(to: URL(fileURLWithPath: downloads + "/" + name))
        }
        let old = Date(timeIntervalSinceNow: -600)
        for name in [".splash-OLD.partial", "keep.partial"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: downloads + "/" + name)
        }
        let script = try SplashBinary.script("0 end\n", in: folder)
        let outcome = try SplashBinary.run(["--headless", "--script", script, "--downloads", downloads])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: downloads)) == [".splash-NEW.partial", "keep.partial"])
    }
}
