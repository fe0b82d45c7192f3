import Foundation
import Splash
import Testing

/// The command line's contract with users: bad input gets a one-line message naming the
/// problem and exit code 2; no display gets a hint to use --headless.
@Suite(.serialized) struct CommandLineTests {
    @Test func anUnknownVerbNamesTheLine() throws {
        let folder = try SplashBinary.temporaryFolder("verb")
        let script = try SplashBinary.script("0 down 10 10\n# fine\n120 jump 1 2\n", in: folder)
        let outcome = try SplashBinary.run(["--headless", "--script", script])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "splash: script.txt:3: unknown verb 'jump'\n")
    }

    @Test func aBadNumberNamesTheLine() throws {
        let folder = try SplashBinary.temporaryFolder("number")
        let script = try SplashBinary.script("0 down 10 ten\n", in: folder)
        let outcome = try SplashBinary.run(["--headless", "--script", script])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "splash: script.txt:1: 'ten' is not a number\n")
    }

    @Test func aMissingScriptIsBadInput() throws {
        let outcome = try SplashBinary.run(["--headless", "--script", "/nonexistent/run.txt"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "splash: /nonexistent/run.txt: no such script file\n")
    }

    @Test func withNoDisplayItSuggestsHeadless() throws {
        let outcome = try SplashBinary.run([], removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        #expect(outcome.status != 0)
        #expect(outcome.stderr.contains("--headless"))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpDocumentsEveryOption() throws {
        let outcome = try SplashBinary.run(["--help"])
        #expect(outcome.status == 0)
        for option in [
            "--headless", "--script", "--frames", "--state-out", "--fps", "--downloads", "--size", "--photos",
            "--record", "--hud", "--slow", "--reduce-motion", "--contact-sheet", "--every-frame", "--stats-out",
            "--allow-dir", "--max-megapixels"
        ] {
            #expect(outcome.stdout.contains(option), "\(option) missing from --help")
        }
    }

    @Test func theReportHasEveryContractKey() throws {
        let run = try SplashBinary.runHeadless(script: "100 end\n", label: "keys")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let keys = [
            "time_ms", "steps", "frames", "screen", "scroll_offset", "header_height", "header_title_alpha",
            "search_style", "pressed_photo", "pressed_scale", "drag", "downloads", "transition", "photos",
            "visible_photos", "errors"
        ]
        for key in keys { #expect(run.report.keys.contains(key), "missing \(key)") }
        let drag = run.report["drag"] as? [String: Any] ?? [:]
        #expect(Set(drag.keys) == ["phase", "photo", "scale", "zone", "frame"])
        let transition = run.report["transition"] as? [String: Any] ?? [:]
        #expect(Set(transition.keys) == ["phase", "photo", "progress", "scale", "corner_radius", "frame"])
    }
}

/// The report keeps its word about paths: `downloads` holds absolute paths even when
/// `--downloads` is given relative to the folder splash runs in.
@Suite(.serialized) struct RelativeDownloadsTests {
    @Test func aRelativeDownloadsFolderIsReportedAbsolute() throws {
        let folder = try SplashBinary.temporaryFolder("relative-downloads")
        let script = try String(
            contentsOfFile: SplashBinary.packageRoot.appendingPathComponent("Scripts/bench-drag.txt").path,
            encoding: .utf8)
        // The first lift, drag and drop onto the zone, then stop.
        let firstDrop = script.split(separator: "\n").filter { line in
            guard let time = line.split(separator: " ").first.flatMap({ Int($0) }) else { return false }
            return time <= 2136
        }
        let scriptPath = try SplashBinary.script(firstDrop.joined(separator: "\n") + "\n3000 end\n", in: folder)
        let outcome = try SplashBinary.run(
            [
                "--headless", "--script", scriptPath, "--downloads", "saved/here",
                "--state-out", "state.json"
            ], directory: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json"))
        let report = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let downloads = try #require(report["downloads"] as? [String])
        #expect(downloads.count == 1)
        let saved = try #require(downloads.first)
        #expect(saved.hasPrefix("/"), "\(saved) is not absolute")
        let expected = URL(fileURLWithPath: folder + "/saved/here").standardizedFileURL.resolvingSymlinksInPath().path
        let actual = URL(fileURLWithPath: saved).deletingLastPathComponent().resolvingSymlinksInPath().path
        #expect(actual == expected)
        #expect(FileManager.default.fileExists(atPath: saved))
    }
}

/// `splash --version` prints the version and exits 0.
@Suite struct VersionTests {
    @Test func versionPrintsTheVersion() throws {
        let outcome = try SplashBinary.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == SplashVersion.current)
    }
}
