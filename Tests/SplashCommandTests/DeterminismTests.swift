import Foundation
import Platform
import Testing

/// One script run at 30, 60 and 144 fps gives the same report (but for `frames`) and
/// byte-identical shots: simulation time is whole fixed steps, never frames.
@Suite(.serialized) struct DeterminismTests {
    static let script = """
        # press, scroll, fling, wheel, keys: everything that moves on the home screen
        0 down 200 650
        150 shot pressed
        200 move 200 630
        216 move 200 590
        233 move 200 520
        250 move 200 440
        266 move 200 380
        267 up 200 380
        400 shot flinging
        2500 wheel 0 -3
        2600 key PageDown
        3000 shot settled
        3500 down 200 300
        3520 move 200 340
        3540 move 200 420
        3560 move 200 500
        3600 shot pulled
        3601 up 200 500
        """

    @Test func reportsAndShotsAreTheSameAtEveryFrameRate() throws {
        var reports: [Int: [String: Any]] = [:]
        var folders: [Int: String] = [:]
        for fps in [30, 60, 144] {
            let run = try SplashBinary.runHeadless(script: Self.script, label: "fps\(fps)", fps: fps)
            #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
            reports[fps] = run.report
            folders[fps] = run.folder
        }
        func normalized(_ report: [String: Any]) -> NSDictionary {
            var copy = report
            copy["frames"] = nil
            return copy as NSDictionary
        }
        let reference = try #require(reports[60])
        #expect((reference["frames"] as? Int ?? 0) > 0)
        for fps in [30, 144] {
            #expect(normalized(try #require(reports[fps])) == normalized(reference), "report at \(fps) fps differs")
        }
        #expect((reports[144]?["frames"] as? Int ?? 0) > (reports[30]?["frames"] as? Int ?? 0))
        for shot in ["pressed", "flinging", "settled", "pulled"] {
            let base = try Data(contentsOf: URL(fileURLWithPath: folders[60]! + "/frames/\(shot).png"))
            for fps in [30, 144] {
                let other = try Data(contentsOf: URL(fileURLWithPath: folders[fps]! + "/frames/\(shot).png"))
                let identical = other == base
                #expect(identical, "\(shot).png differs at \(fps) fps")
            }
        }
    }
}
