import Foundation
import Platform
import Testing

/// A folder with broken files: each gets one clear message, the good photo still shows,
/// and the run completes.
@Suite(.serialized) struct BadPhotoTests {
    @Test func brokenFilesAreReportedAndSkippedWhileTheAppRuns() throws {
        let folder = try SplashBinary.temporaryFolder("bad-photos")
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        let good = SplashBinary.assets + "/Photos/bridge-klootwijk.jpg"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        try bytes.write(to: URL(fileURLWithPath: photos + "/Good_by_Sander_Klootwijk.jpg"))
        // The header and the first rows survive, but the pixels stop a third of the way in.
        try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: photos + "/Truncated_by_Nobody.jpg"))
        try Data().write(to: URL(fileURLWithPath: photos + "/Empty.png"))
        // A PNG whose header is right but whose pixel data is garbage: it reads as
        // 64 × 48 and only the decoder finds out.
        try Screenshot.write(
            PixelBuffer(width: 64, height: 48, bytes: [UInt8](repeating: 90, count: 64 * 48 * 4)),
            to: photos + "/Broken_by_Nobody.png")
        var broken = [UInt8](try Data(contentsOf: URL(fileURLWithPath: photos + "/Broken_by_Nobody.png")))
        for index in 41..<(broken.count - 12) { broken[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try Data(broken).write(to: URL(fileURLWithPath: photos + "/Broken_by_Nobody.png"))
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: photos + "/Fake.webp"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: photos + "/readme.txt"))
        // Newest first: the damaged PNG is the header photo, then the good one.
        for (name, age) in [("Broken_by_Nobody.png", 0.0), ("Good_by_Sander_Klootwijk.jpg", 60), ("Truncated_by_Nobody.jpg", 120)] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000 - age)],
                ofItemAtPath: photos + "/" + name)
        }
        let run = try SplashBinary.runHeadless(
            script: "400 shot feed\n", label: "bad-photos-run",
            extra: ["--photos", photos])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let errors = run.report["errors"] as? [String] ?? []
        #expect(errors.contains("readme.txt: skipped, not a JPEG, PNG, WebP, GIF, BMP or TIFF file"))
        #expect(errors.contains("Empty.png: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        #expect(errors.contains("Fake.webp: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        #expect(errors.allSatisfy { !$0.contains("\n") })
        #expect(errors.filter { $0.contains("Broken_by_Nobody.png") }.count == 1, "\(errors)")
        // Only files that decode keep a cell: libjpeg draws what a truncated JPEG has
        // (grey below), the damaged PNG leaves the feed before its row is drawn.
        let shown = run.report["photos"] as? Int ?? 0
        #expect(shown == 2, "the good and the truncated photo are in the feed")
        let visible = (run.report["visible_photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(!visible.contains { $0.lowercased().contains("broken") }, "\(visible)")
        // The damaged PNG was the header photo (the newest); the header shows the
        // next photo instead of a flat placeholder: the sky of the bridge photo.
        let frame = try PixelBuffer(contentsOfPNG: run.folder + "/frames/feed.png")
        let sky = frame[207, 250]
        #expect(Int(sky.b) > Int(sky.r) + 30, "header at (207, 250) is \(sky), not the photo's blue sky")
    }
}
