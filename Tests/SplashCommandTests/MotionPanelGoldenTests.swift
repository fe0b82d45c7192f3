import Foundation
import Platform
import SplashTestSupport
import Testing

/// The motion panel's reviewed frames (issue 15), from Scripts/motion-panel.txt: open
/// beside the phone, then with the press spring edited, at 1x and 2x. The window is the
/// phone and the panel; closed again, it is the phone alone.
@Suite(.serialized) struct MotionPanelGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test(arguments: [("", [String]()), ("-2x", ["--scale", "2"])])
    func panelFramesMatchTheirReferences(suffix: String, arguments: [String]) throws {
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/motion-panel.txt").path,
            encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "motion-panel\(suffix)", extra: arguments)
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        #expect(run.report["window_width"] as? Double == 414)
        for name in ["motion-panel", "motion-panel-edited"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            let scale = suffix.isEmpty ? 1 : 2
            #expect(pixels.width == (414 + 360) * scale && pixels.height == 736 * scale)
            try Golden.check(pixels, named: name + suffix, in: Self.goldenDirectory)
        }
    }
}
