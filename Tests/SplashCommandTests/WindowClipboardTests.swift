import Foundation
import Platform
import SplashTestSupport
import Testing

/// Ctrl+C in the real program's window (issue 17): under a private Xvfb, the window
/// plays a script that points at a photo and presses Ctrl+C; `xclip -selection clipboard
/// -t image/png -o`, another X client, then gets a PNG with that photo's pixels, and the
/// text beside it is the credit. The program is stopped once the clipboard is checked.
@Suite(.serialized, .enabled(if: XvfbServer.isAvailable && Programs.find("xclip") != nil,
                             "needs Xvfb and xclip on PATH (make test installs them)"))
struct WindowClipboardTests {
    /// The pointer moves after the window has opened: Xvfb's own pointer, reported
    /// as the window appears, would otherwise be where Ctrl+C applies.
    static let script = """
    400 move 200 650
    500 key Ctrl+C
    30000 end
    """

    @Test func controlCInTheWindowPutsThePhotoOnTheX11ClipboardAsPNG() throws {
        // Which photo is under the pointer: the same script, headless.
        let headless = try SplashBinary.runHeadless(script: Self.script.replacingOccurrences(of: "30000 end", with: "600 end"),
                                                    label: "window-clipboard")
        let photo = try #require(headless.report["clipboard_image"] as? String)
        let credit = try #require(headless.report["clipboard"] as? String)

        let server = try XvfbServer()
        let folder = try SplashBinary.temporaryFolder("window-clipboard")
        let scriptPath = try SplashBinary.script(Self.script, in: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment["SDL_VIDEODRIVER"] = "x11"
        let app = Process()
        app.executableURL = URL(fileURLWithPath: SplashBinary.path)
        app.arguments = ["--script", scriptPath, "--downloads", folder + "/downloads"]
        app.environment = environment
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        defer { XvfbServer.stop(app) }

        // Wait (bounded) until the window has copied: the clipboard offers image/png.
        var offered: [String] = []
        for _ in 0..<500 where !offered.contains("image/png") {
            let targets = try server.run("xclip", ["-selection", "clipboard", "-t", "TARGETS", "-o"])
            offered = String(decoding: targets.output, as: UTF8.self).split(separator: "\n").map(String.init)
            if !offered.contains("image/png") { usleep(10_000) }
        }
        #expect(offered.contains("image/png"), "the window never offered image/png: \(offered)")
        let png = try server.run("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
        let file = folder + "/copied.png"
        try png.output.write(to: URL(fileURLWithPath: file))
        let identical = try PixelBuffer(contentsOfPNG: file).bytes == PixelBuffer(contentsOfPNG: photo).bytes
        #expect(identical)
        let text = try server.run("xclip", ["-selection", "clipboard", "-o"])
        #expect(String(decoding: text.output, as: UTF8.self) == credit)
    }
}
