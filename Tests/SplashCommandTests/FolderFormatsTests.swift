import Foundation
import Platform
import SplashTestSupport
import Testing

/// `--photos` opens GIF (first frame), BMP and TIFF like JPEG and PNG, and says how many
/// files it skipped: each on stderr, and in one toast pointing there.
@Suite(.serialized) struct FolderFormatsTests {
    @Test func gifBmpAndTiffOpenAndSkippedFilesAreCounted() throws {
        let folder = try SplashBinary.temporaryFolder("formats")
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try Data(ImageFileFixture.gif(width: 40, height: 20)).write(to: URL(fileURLWithPath: photos + "/Gif_by_A.gif"))
        try Data(ImageFileFixture.tiff(width: 40, height: 20)).write(to: URL(fileURLWithPath: photos + "/Tiff_by_B.tiff"))
        _ = try SDLContext.start(video: false)
        try ImageFileFixture.writeBMP(width: 40, height: 20, to: photos + "/Bmp_by_C.bmp")
        try Data("notes".utf8).write(to: URL(fileURLWithPath: photos + "/notes.txt"))
        try Data().write(to: URL(fileURLWithPath: photos + "/empty.bmp"))
        try Data("II*\u{0}garbage".utf8).write(to: URL(fileURLWithPath: photos + "/fake.tif"))
        // One slow 300 pt drag (no fling) collapses the header, so all three 2:1 rows show;
        // the shot waits for the toast to fade.
        var script = "0 down 200 700\n"
        for i in 1...10 { script += "\(i * 30) move 200 \(700 - 30 * i)\n" }
        script += "600 up 200 400\n6000 shot end\n"
        let run = try SplashBinary.runHeadless(script: script, label: "formats-run", extra: ["--photos", photos])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["photos"] as? Int == 3)
        let errors = run.report["errors"] as? [String] ?? []
        #expect(errors.contains("notes.txt: skipped, not a JPEG, PNG, WebP, GIF, BMP or TIFF file"))
        #expect(errors.contains("empty.bmp: not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        #expect(errors.contains("fake.tif: its header gives no image size (a damaged file)"))
        #expect(errors.count == 3, "only the skipped files are errors: \(errors)")
        #expect(run.outcome.stderr.contains("--photos \(photos): 3 skipped:"), "\(run.outcome.stderr)")
        #expect(run.outcome.stderr.contains("  notes.txt: skipped"))
        #expect((run.report["toasts"] as? [String] ?? []).first == "3 files skipped — see terminal")

        // Each photo is laid out 2:1 from its header and drawn with its quadrants where
        // the report puts it (the middle of each quadrant, where it is below the header;
        // the lower ones a little higher, above the scrim under the credit).
        let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/end.png")
        var seen: Set<String> = []
        for entry in run.report["visible_photos"] as? [[String: Any]] ?? [] {
            guard let id = entry["id"] as? String, let x = entry["x"] as? Double, let y = entry["y"] as? Double,
                let w = entry["width"] as? Double, let h = entry["height"] as? Double
            else { continue }
            #expect(abs(w / h - 2) < 0.01, "\(id) laid out \(w)×\(h)")
            for (fx, fy, want) in [
                (0.25, 0.25, (255, 0, 0)), (0.75, 0.25, (0, 255, 0)), (0.25, 0.6, (0, 0, 255)),
                (0.75, 0.6, (255, 255, 0))
            ] {
                let px = Int(x + w * fx), py = Int(y + h * fy)
                guard py > 120, py < pixels.height else { continue }
                let p = pixels[px, py]
                let close = abs(Int(p.r) - want.0) < 8 && abs(Int(p.g) - want.1) < 8 && abs(Int(p.b) - want.2) < 8
                #expect(close, "\(id) at (\(px), \(py)) drew \(p), want \(want)")
                seen.insert(id)
            }
        }
        #expect(seen == ["Gif_by_A", "Tiff_by_B", "Bmp_by_C"], "checked \(seen)")
    }
}
