import Foundation
import PhotoLibrary
import Platform
import SplashTestSupport
import Testing

/// Drag to download through the real binary (issue 6): the reviewed frames of the copy
/// lifted, dragging with the zone shown, and hovering over the zone; the saved file; and
/// Ctrl+C's text in the report.
@Suite(.serialized) struct DragGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    /// Lift photo row 0, drag it up-left, then over the zone, and drop it.
    static let script = """
        0 down 200 650
        750 shot drag-lifted
        770 move 195 640
        790 move 185 600
        810 move 170 540
        830 move 160 490
        850 move 150 460
        1200 shot drag-dragging
        1220 move 200 520
        1240 move 260 600
        1260 move 320 660
        1280 move 360 690
        1600 shot drag-hover
        1610 up 360 690
        2500 move 200 650
        2510 key Ctrl+C
        """

    @Test func dragFramesMatchTheirReferencesAndTheDropSavesTheFile() throws {
        let run = try SplashBinary.runHeadless(script: Self.script, label: "drag-goldens")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        for name in ["drag-lifted", "drag-dragging", "drag-hover"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            try Golden.check(pixels, named: name, in: Self.goldenDirectory)
        }
        let downloads = try #require(run.report["downloads"] as? [String])
        #expect(downloads.count == 1)
        let saved = try #require(downloads.first)
        #expect(saved.hasPrefix(run.folder + "/downloads/"))
        let clipboard = try #require(run.report["clipboard"] as? String)
        let lines = clipboard.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("Photo by ") == true)
        let original = try Data(contentsOf: URL(fileURLWithPath: try #require(lines.last)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: saved)) == original)
        let drag = try #require(run.report["drag"] as? [String: Any])
        #expect(drag["phase"] as? String == "idle")
        #expect(drag["zone"] as? String == "hidden")
    }
}
