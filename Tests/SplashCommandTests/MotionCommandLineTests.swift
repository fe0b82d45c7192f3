import Foundation
import Testing

/// `--motion FILE` and `--export-motion FORMAT` from the command line (issue 15): the
/// export prints every value without a window, a motion file changes it, and a bad file
/// is one line naming the key, exit 2, before anything opens.
@Suite(.serialized) struct MotionCommandLineTests {
    @Test func theExportPrintsEveryValueInEachFormat() throws {
        for (format, marker) in [
            ("swiftui", ".spring(duration: "), ("uikit", "UISpringTimingParameters("), ("compose", "spring<Float>("),
            ("css", "linear(")
        ] {
            let outcome = try SplashBinary.run(["--export-motion", format])
            #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
            #expect(outcome.stdout.contains(marker), "\(format)")
            #expect(outcome.stdout.contains("press.spring") && outcome.stdout.contains("header.collapsed"))
        }
    }

    @Test func aMotionFileChangesTheExport() throws {
        let folder = try SplashBinary.temporaryFolder("motion-export")
        let file = folder + "/motion.json"
        try #"{"card.dismiss.spring": {"duration": 0.45, "bounce": 0.2}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let outcome = try SplashBinary.run(["--export-motion", "swiftui", "--motion", file])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("let cardDismissSpring = Animation.spring(duration: 0.45, bounce: 0.2)"))
    }

    @Test func aBadMotionFileIsOneLineAndExitTwo() throws {
        let folder = try SplashBinary.temporaryFolder("motion-bad")
        let file = folder + "/motion.json"
        try #"{"press.spring": {"duration": -1}}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let script = try SplashBinary.script("100 end\n", in: folder)
        for arguments in [["--headless", "--script", script, "--motion", file], ["--export-motion", "css", "--motion", file]] {
            let outcome = try SplashBinary.run(arguments)
            #expect(outcome.status == 2)
            #expect(outcome.stderr == "splash: motion.json: 'press.spring.duration' must be positive, not -1\n")
        }
    }
}
