import Foundation
import Platform
import SplashTestSupport
import Testing

/// The home screen at each size class (issue 13), from Scripts/size-goldens.txt: a
/// 320 × 568 phone (the title shrinks to fit), a 1024 × 768 window (2 masonry columns) and
/// 1920 × 1080 (3 columns, Explore cards keeping their shape); reviewed frames.
@Suite(.serialized) struct SizeClassGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test(arguments: ["320x568", "1024x768", "1920x1080"])
    func sizeClassFramesMatchTheirReferences(size: String) throws {
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/size-goldens.txt").path,
            encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "sizes-\(size)", extra: ["--size", size])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        for shot in ["rest", "scrolled"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(shot).png")
            try Golden.check(pixels, named: "size-\(size)-\(shot)", in: Self.goldenDirectory)
        }
    }

    /// In a regular-width window the detail is a centred card (at most 680 pt wide) over
    /// the dimmed, blurred feed, scrubbed like the full-window one.
    @Test func theDetailIsACentredCardOnARegularWidth() throws {
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/card-regular.txt").path,
            encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "card-regular", extra: ["--size", "1280x800"])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["transition"] as? [String: Any])?["phase"] as? String == "none")
        for shot in ["card-regular-presented", "card-regular-scrubbed"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(shot).png")
            try Golden.check(pixels, named: shot, in: Self.goldenDirectory)
        }
    }
}
