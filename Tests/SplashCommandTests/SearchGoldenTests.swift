import Foundation
import Platform
import SplashTestSupport
import Testing

/// Search's reviewed frames (issue 16), from Scripts/search-goldens.txt: the focused
/// field with its caret and Cancel, the results for "mountain", and the empty state, at
/// 1x and 2x and in a small window.
@Suite(.serialized) struct SearchGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test(arguments: [("", [String]()), ("-2x", ["--scale", "2"]), ("-320x568", ["--size", "320x568"])])
    func searchFramesMatchTheirReferences(suffix: String, arguments: [String]) throws {
        let script = try String(contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/search-goldens.txt").path,
                                encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "search-goldens\(suffix)", extra: arguments)
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        let search = run.report["search"] as? [String: Any]
        #expect(search?["text"] as? String == "mountain zzz")
        #expect(search?["results"] as? Int == 0)
        for name in ["search-focused", "search-results", "search-empty"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            try Golden.check(pixels, named: name + suffix, in: Self.goldenDirectory)
        }
    }
}
