import Foundation
import Platform
import SplashTestSupport
import Testing

/// A collection's reviewed frames (issue 16), from Scripts/collection-goldens.txt: the
/// Explore card opening into its collection, the collection at rest, and a photo's
/// detail stacked over it, at 1x and 2x and in a desktop window (a centred card with two
/// columns). Escape twice brings the home back.
@Suite(.serialized) struct CollectionGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test(arguments: [("", [String]()), ("-2x", ["--scale", "2"]), ("-1280x800", ["--size", "1280x800"])])
    func collectionFramesMatchTheirReferences(suffix: String, arguments: [String]) throws {
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/collection-goldens.txt").path,
            encoding: .utf8)
        let run = try SplashBinary.runHeadless(script: script, label: "collection-goldens\(suffix)", extra: arguments)
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        // Two Escapes closed the photo, then the collection.
        #expect(run.report["screen"] as? String == "home")
        #expect(run.report["collection"] is NSNull)
        for name in ["collection-opening", "collection-presented", "collection-nested"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            try Golden.check(pixels, named: name + suffix, in: Self.goldenDirectory)
        }
        // Back from the photo, the collection is as it was before it opened.
        let presented = try PixelBuffer(contentsOfPNG: run.folder + "/frames/collection-presented.png")
        let back = try PixelBuffer(contentsOfPNG: run.folder + "/frames/collection-back.png")
        #expect(presented.bytes == back.bytes, "the collection changed under its photo's card")
    }
}
