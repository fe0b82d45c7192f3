import Foundation
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
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: photos + "/Fake.webp"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: photos + "/readme.txt"))
        let run = try SplashBinary.runHeadless(script: "400 shot feed\n", label: "bad-photos-run",
                                               extra: ["--photos", photos])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let errors = run.report["errors"] as? [String] ?? []
        #expect(errors.contains("readme.txt: skipped, not a JPEG, PNG, WebP, GIF, BMP or TIFF file"))
        #expect(errors.contains("Empty.png: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        #expect(errors.contains("Fake.webp: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        #expect(errors.allSatisfy { !$0.contains("\n") })
        let shown = run.report["photos"] as? Int ?? 0
        #expect(shown == 2, "the good and the truncated photo are in the feed")
        #expect(FileManager.default.fileExists(atPath: run.folder + "/frames/feed.png"))
    }
}
