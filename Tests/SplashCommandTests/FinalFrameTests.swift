import Foundation
import Platform
import SplashTestSupport
import Testing

/// A finished animation is always drawn, in pixels: `Scripts/card-under-header.txt`
/// dismisses a card into a row that sits partly under the collapsed header. Played
/// headless with `--every-frame`, the last frame written must be pixel-identical to a
/// `shot` taken once everything is at rest. Before the fix, the step that ended the
/// dismissal was never drawn: the card stayed over the header and the row's author label
/// stayed missing. (Every script is checked at several frame rates at the display-list
/// level by SplashTests' ScriptFinalFrameTests; this one goes through the renderer.)
@Suite(.serialized) struct FinalFrameTests {
    /// After the script's last event, once the dismissal has settled.
    static let restTime = 4_500

    /// The script's own lines without its `end` and `shot` lines, then a shot and an end
    /// at `restTime`.
    static func settledVariant(of script: String) -> String {
        let kept = script.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let words = line.split(separator: " ")
            return !(words.count >= 2 && (words[1] == "end" || words[1] == "shot"))
        }
        return kept.joined(separator: "\n") + "\n\(restTime) shot final\n\(restTime) end\n"
    }

    @Test(arguments: [60, 144])
    func theLastFrameAfterADismissalIsItsFinalState(fps: Int) throws {
        let path = Repository.root.appendingPathComponent("Scripts/card-under-header.txt").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let run = try SplashBinary.runHeadless(
            script: Self.settledVariant(of: text), label: "final-frame",
            fps: fps, extra: ["--every-frame"])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["transition"] as? [String: Any])?["phase"] as? String == "none")
        let frames = run.folder + "/frames"
        let written = try FileManager.default.contentsOfDirectory(atPath: frames)
            .filter { $0.hasPrefix("frame-") }.sorted()
        let last = try #require(written.last, "no frames written")
        let lastFrame = try PixelBuffer(contentsOfPNG: frames + "/" + last)
        let final = try PixelBuffer(contentsOfPNG: frames + "/final.png")
        let identical = lastFrame == final
        #expect(identical, "at \(fps) fps, \(last) is not the state at rest")
        try? FileManager.default.removeItem(atPath: run.folder)
    }
}
