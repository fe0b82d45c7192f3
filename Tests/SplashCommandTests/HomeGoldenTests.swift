import Foundation
import Platform
import SplashTestSupport
import Testing

/// The home screen's reviewed frames (issue 5): at rest, pulled down, scrolled 150,
/// collapsed at 600 and a cell pressed mid-spring, from Scripts/home-goldens.txt.
@Suite(.serialized) struct HomeGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test func homeFramesMatchTheirReferences() throws {
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/home-goldens.txt").path,
            encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "home-goldens")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        for name in ["home-rest", "home-pulled-120", "home-scrolled-150", "home-collapsed-600", "home-pressed"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            try Golden.check(pixels, named: name, in: Self.goldenDirectory)
        }
    }
}
