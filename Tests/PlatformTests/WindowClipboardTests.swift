import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// Ctrl+C in the real program's window (issue 17): under a private Xvfb, xdotool points
/// at a photo in Splash's window and presses Ctrl+C; `xclip -selection clipboard -t
/// image/png -o`, another X client, then gets a PNG with the pixels of the photo the
/// credit text names. The program is stopped once the clipboard is checked.
@Suite(
    .serialized,
    .enabled(
        if: XvfbServer.isAvailable && Programs.find("xclip") != nil
            && Programs.find("xdotool") != nil,
        "needs Xvfb, xclip and xdotool on PATH (make test installs them)"))
struct WindowClipboardTests {
    @Test func controlCInTheWindowPutsThePhotoOnTheX11ClipboardAsPNG() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let (app, x, y, window) = try WindowDragOutTests.openSplash(on: server, downloads: try PlatformTests.temporaryDirectory())
            defer { XvfbServer.stop(app) }
            try server.run(
                "xdotool",
                [
                    "mousemove", "\(x + 200)", "\(y + 650)", "sleep", "0.3",
                    "key", "--window", "\(window)", "ctrl+c"
                ])
            // Wait (bounded) until the window has copied: the clipboard offers image/png.
            var offered: [String] = []
            _ = X11ClipboardTests.eventually {
                let targets = try? server.run("xclip", ["-selection", "clipboard", "-t", "TARGETS", "-o"])
                offered = String(decoding: targets?.output ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
                return offered.contains("image/png")
            }
            #expect(offered.contains("image/png"), "the window never offered image/png: \(offered)")
            let text = String(decoding: try server.run("xclip", ["-selection", "clipboard", "-o"]).output, as: UTF8.self)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.count == 2 && lines.first?.hasPrefix("Photo by ") == true, "\(text)")
            let photo = try #require(lines.last)
            #expect(photo.hasPrefix(Repository.assets + "/Photos/"))
            let png = try server.run("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
            let file = try PlatformTests.temporaryDirectory() + "/copied.png"
            try png.output.write(to: URL(fileURLWithPath: file))
            let identical = try PixelBuffer(contentsOfPNG: file).bytes == PixelBuffer(contentsOfPNG: photo).bytes
            #expect(identical)
        }
    }
}
