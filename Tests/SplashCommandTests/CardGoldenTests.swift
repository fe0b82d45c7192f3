import Foundation
import Platform
import SplashTestSupport
import Testing

/// The card transition through the real binary (issue 7): the reviewed frames of the
/// card mid-present, the detail presented, and the detail scrubbed 50 points, with the
/// report's `transition` and `screen` at the end of each.
@Suite(.serialized) struct CardGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    /// Tap photo row 0, let it open, then press on the detail and drag 50 points down.
    static let script = """
        300 down 200 650
        360 up 200 650
        440 shot card-mid-present
        1400 shot card-presented
        1500 down 200 400
        1517 move 200 410
        1533 move 200 420
        1550 move 200 430
        1567 move 200 440
        1583 move 200 450
        1900 shot card-scrubbed-50
        2000 end
        """

    @Test func transitionFramesMatchTheirReferences() throws {
        let run = try SplashBinary.runHeadless(script: Self.script, label: "card-goldens")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["errors"] as? [String]) == [])
        for name in ["card-mid-present", "card-presented", "card-scrubbed-50"] {
            let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(name).png")
            try Golden.check(pixels, named: name, in: Self.goldenDirectory)
        }
        #expect(run.report["screen"] as? String == "detail")
        let transition = try #require(run.report["transition"] as? [String: Any])
        #expect(transition["phase"] as? String == "scrubbing")
        #expect(transition["photo"] as? String == "picos-berasategi")
        #expect(abs((transition["progress"] as? Double ?? 0) - 0.5) < 1e-3)
        #expect(abs((transition["scale"] as? Double ?? 0) - 0.925) < 1e-3)
        #expect(abs((transition["corner_radius"] as? Double ?? 0) - 7.5) < 1e-3)
    }

    /// A click on the detail dismisses it: the run ends back home with nothing left over.
    @Test func aClickOnTheDetailEndsBackHome() throws {
        let script = """
            300 down 200 650
            360 up 200 650
            1500 down 200 400
            1560 up 200 400
            """
        let run = try SplashBinary.runHeadless(script: script, label: "card-click")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["screen"] as? String == "home")
        let transition = try #require(run.report["transition"] as? [String: Any])
        #expect(transition["phase"] as? String == "none")
        #expect(transition["photo"] is NSNull)
    }
}
