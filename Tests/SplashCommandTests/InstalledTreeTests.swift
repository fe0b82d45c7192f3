import Foundation
import Platform
import SplashTestSupport
import Testing

/// `make install` as a user gets it (issue 17): Tools/install.sh puts the binary, its
/// Assets, icons, desktop entry, manual, completions and licence under a temporary
/// prefix; the installed program, started by name through PATH from another folder,
/// finds its Assets there and draws the same frame as the repository's; Tools/
/// uninstall.sh then removes exactly what was installed.
///
/// `make test` passes the manual `swift package generate-manual` wrote in
/// `SPLASH_MANUAL`; `make install` installs the static release build instead of the
/// debug binary tested here (the layout and the lookup are the same).
@Suite(.serialized) struct InstalledTreeTests {
    static let iconSizes = [16, 22, 24, 32, 48, 64, 128, 256, 512]
    static let script = """
        0 move 200 400
        300 key F1
        600 shot installed
        700 end
        """

    static var manual: String {
        ProcessInfo.processInfo.environment["SPLASH_MANUAL"]
            ?? Repository.root.appendingPathComponent(".build/plugins/GenerateManual/outputs/SplashCommand/splash.1").path
    }

    /// Runs a repository tool (Tools/NAME) and returns its status and output.
    static func tool(_ name: String, _ arguments: [String]) throws -> SplashBinary.Outcome {
        try SplashBinary.run(arguments, executable: Repository.root.appendingPathComponent("Tools/" + name).path)
    }

    /// `env`, which runs the program named first in its arguments as found on PATH.
    static func env() throws -> String {
        try #require(SplashBinary.program("env"), "no env on PATH")
    }

    @Test func installedProgramRunsFromItsPrefixAndUninstallRemovesExactlyIt() throws {
        guard FileManager.default.fileExists(atPath: Self.manual) else {
            Issue.record("no manual page at \(Self.manual): run `swift package generate-manual --configuration debug` (make test does)")
            return
        }
        let folder = try SplashBinary.temporaryFolder("install")
        let prefix = folder + "/prefix"
        // A file another program installed in a folder Splash shares: uninstall keeps it.
        let foreign = prefix + "/share/icons/hicolor/48x48/apps/other.png"
        try FileManager.default.createDirectory(
            atPath: (foreign as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data("not Splash's".utf8).write(to: URL(fileURLWithPath: foreign))

        let install = try Self.tool("install.sh", [prefix, SplashBinary.path, Self.manual])
        #expect(install.status == 0, "\(install.stderr)")

        // The tree.
        let files = FileManager.default
        #expect(files.isExecutableFile(atPath: prefix + "/bin/splash"))
        for file in ["photos.json", "CREDITS.md", "Fonts/Inter-Regular.otf", "Fonts/Inter-Bold.otf", "Icons/download.svg"] {
            #expect(files.fileExists(atPath: prefix + "/share/splash/" + file), "share/splash/\(file) missing")
        }
        for size in Self.iconSizes {
            let icon = try PixelBuffer(contentsOfPNG: prefix + "/share/icons/hicolor/\(size)x\(size)/apps/splash.png")
            #expect(icon.width == size && icon.height == size)
            // Drawn for Splash: the corner is transparent, the middle (the card's white
            // frame or its picture) opaque.
            #expect(icon.bytes[3] == 0)
            #expect(icon.bytes[((size / 2) * size + size / 2) * 4 + 3] == 255)
        }
        let desktop = prefix + "/share/applications/splash.desktop"
        let validation = try SplashBinary.run(["desktop-file-validate", desktop], executable: try Self.env())
        #expect(validation.status == 0, "desktop-file-validate: \(validation.stdout)\(validation.stderr)")
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        #expect(entry.contains("\nExec=splash\n") && entry.contains("\nIcon=splash\n"))
        let page = try String(contentsOfFile: prefix + "/share/man/man1/splash.1", encoding: .utf8)
        #expect(page.contains(".Dt SPLASH 1") && page.contains("headless") && page.contains("reduce-motion"))
        for completion in [
            "bash-completion/completions/splash", "zsh/site-functions/_splash",
            "fish/vendor_completions.d/splash.fish"
        ] {
            let text = try String(contentsOfFile: prefix + "/share/" + completion, encoding: .utf8)
            #expect(text.contains("headless") && text.contains("state-out"), "\(completion) does not complete the options")
        }
        #expect(try String(contentsOfFile: prefix + "/share/doc/splash/LICENSE", encoding: .utf8).contains("MIT License"))

        // The installed program, by name through PATH, from another folder, with no hint
        // where its Assets are, draws what the repository's program draws.
        let elsewhere = folder + "/elsewhere"
        try files.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let scriptPath = try SplashBinary.script(Self.script, in: folder)
        let path = prefix + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let installed = try SplashBinary.run(
            [
                "splash", "--headless", "--script", scriptPath, "--frames", "frames",
                "--state-out", "state.json", "--downloads", "downloads"
            ],
            environment: ["PATH": path], removing: ["SPLASH_ASSETS"],
            executable: try Self.env(), directory: elsewhere)
        #expect(installed.status == 0, "\(installed.stderr)")
        let reportData = try Data(contentsOf: URL(fileURLWithPath: elsewhere + "/state.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: reportData) as? [String: Any])
        #expect((report["errors"] as? [String]) == [])
        #expect(report["photos"] as? Int == 26)
        #expect(report["shortcuts_visible"] as? Bool == true)
        let frame = try PixelBuffer(contentsOfPNG: elsewhere + "/frames/installed.png")
        let reference = try SplashBinary.runHeadless(
            script: Self.script, label: "install-reference",
            extra: ["--assets", SplashBinary.assets])
        #expect(reference.outcome.status == 0, "\(reference.outcome.stderr)")
        let expected = try PixelBuffer(contentsOfPNG: reference.folder + "/frames/installed.png")
        #expect(frame.width == expected.width && frame.height == expected.height)
        let identical = frame.bytes == expected.bytes
        #expect(identical, "the installed program draws another frame than the repository's")
        // Not a blank frame: photos (many colours) under the shortcuts panel.
        var colours = Set<UInt32>()
        for p in stride(from: 0, to: frame.width * frame.height, by: 97) {
            let i = p * 4
            colours.insert(UInt32(frame.bytes[i]) << 16 | UInt32(frame.bytes[i + 1]) << 8 | UInt32(frame.bytes[i + 2]))
        }
        #expect(colours.count > 100)

        // Uninstall: exactly what was installed goes; the other program's icon stays.
        let uninstall = try Self.tool("uninstall.sh", [prefix])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        let left = files.enumerator(atPath: prefix)?.compactMap { $0 as? String }
            .filter { !files.isDirectory(atPath: prefix + "/" + $0) }
        #expect(left == ["share/icons/hicolor/48x48/apps/other.png"])
        #expect(!files.fileExists(atPath: prefix + "/bin"))
        #expect(!files.fileExists(atPath: prefix + "/share/splash"))
        let again = try Self.tool("uninstall.sh", [prefix])
        #expect(again.status != 0 && again.stderr.contains("nothing was installed"))
    }
}

private extension FileManager {
    func isDirectory(atPath path: String) -> Bool {
        var directory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
