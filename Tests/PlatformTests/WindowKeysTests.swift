import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// Ctrl+Q and Ctrl+W close the real window (issue 17): under a private Xvfb, xdotool
/// presses the key in Splash's window and the program ends normally, writing its
/// report. (F11's full screen needs a window manager, which bare Xvfb has not; it is
/// tested on the Window itself, in WindowTests.)
@Suite(.serialized, .needsXvfbAndXdotool)
struct WindowKeysTests {
    @Test(arguments: ["ctrl+q", "ctrl+w"])
    func theKeyEndsTheSessionAndWritesTheReport(key: String) throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let report = folder + "/state.json"
            let app = try server.launchSplashWhenReady(in: folder, ["--state-out", report, "--downloads", folder])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            let window = server.splashWindow()
            try server.run("xdotool", ["key", "--window", window, key])
            #expect(X11ClipboardTests.eventually { !app.isRunning }, "\(key) did not end the session")
            if !app.isRunning { #expect(app.terminationStatus == 0) }
            let data = try Data(contentsOf: URL(fileURLWithPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((json["time_ms"] as? Double ?? 60000) < 30000)
        }
    }

    /// F3 draws the performance HUD, F1 the shortcuts panel (F2 saves each as a shot).
    @Test func f3ShowsTheHUDAndF1TheShortcuts() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let app = try server.launchSplashWhenReady(in: folder, ["--frames", folder + "/frames", "--downloads", folder])
            defer { XvfbServer.stop(app) }
            let window = server.splashWindow()
            let first = folder + "/frames/shot-001.png", second = folder + "/frames/shot-002.png"
            try server.run("xdotool", ["key", "--window", window, "F3", "sleep", "0.3", "key", "--window", window, "F2"])
            #expect(X11ClipboardTests.eventually { FileManager.default.fileExists(atPath: first) })
            // The panel's fade (0.15 s) is over before the second shot.
            try server.run("xdotool", ["key", "--window", window, "F3", "F1", "sleep", "0.4", "key", "--window", window, "F2"])
            #expect(X11ClipboardTests.eventually { FileManager.default.fileExists(atPath: second) })
            let hud = try PixelBuffer(contentsOfPNG: first)
            let shortcuts = try PixelBuffer(contentsOfPNG: second)
            // The HUD's panel (top left, black at 70 %) over the header's sky; the
            // shortcuts panel (black at 92 %) in the middle of the window.
            let dark = { (pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in max(pixel.r, pixel.g, pixel.b) < 90 }
            #expect(dark(hud[100, 100]))
            #expect(!dark(hud[300, 250]))
            #expect(dark(shortcuts[300, 250]))
            #expect(!dark(shortcuts[100, 100]))
        }
    }

    /// Typing in the real window (issue 16): `/` focuses the search field, SDL's text
    /// input delivers what xdotool types (a letter types, S does not slow the animations),
    /// Backspace edits, and `--record` writes the typing as `text` lines.
    @Test func slashFocusesTheSearchAndTypedTextArrives() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let report = folder + "/state.json", recording = folder + "/recorded.txt"
            let app = try server.launchSplashWhenReady(
                in: folder,
                [
                    "--state-out", report, "--downloads", folder,
                    "--record", recording
                ])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            let window = server.splashWindow()
            // `type` takes the rest of its command line as text: it runs on its own.
            try server.run("xdotool", ["key", "--window", window, "slash", "sleep", "0.3"])
            try server.run("xdotool", ["type", "--window", window, "--delay", "40", "mountainsx"])
            try server.run(
                "xdotool",
                [
                    "sleep", "0.2", "key", "--window", window, "BackSpace", "sleep", "0.3",
                    "key", "--window", window, "ctrl+q"
                ])
            #expect(X11ClipboardTests.eventually { !app.isRunning })
            let data = try Data(contentsOf: URL(fileURLWithPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let search = json["search"] as? [String: Any]
            #expect(search?["focused"] as? Bool == true)
            #expect(search?["text"] as? String == "mountains")
            #expect(search?["results"] as? Int == 3)
            let script = try String(contentsOfFile: recording, encoding: .utf8)
            #expect(script.contains(" key /\n"), "\(script)")
            #expect(script.components(separatedBy: " text ").count - 1 == 10, "\(script)")
            #expect(!script.contains("slow animations"), "S typed a letter, it did not slow the animations")
        }
    }

    /// M in a real window opens the motion panel beside the phone (issue 15): the window
    /// widens by the panel's width and the frame drawn is that wide, the phone on the
    /// left at its own size and the panel's dark column on the right.
    @Test func mWidensTheWindowForTheMotionPanel() throws {
        let server = try XvfbServer(width: 1600, height: 1000)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let report = folder + "/state.json", shot = folder + "/frames/shot-001.png"
            let app = try server.launchSplashWhenReady(
                in: folder,
                [
                    "--state-out", report, "--downloads", folder,
                    "--frames", folder + "/frames"
                ])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            let window = server.splashWindow()
            try server.run("xdotool", ["sleep", "1", "key", "--window", window, "m", "sleep", "1"])
            try server.run("xdotool", ["key", "--window", window, "F2", "sleep", "0.5", "key", "--window", window, "ctrl+q"])
            #expect(X11ClipboardTests.eventually { !app.isRunning })
            let pixels = try PixelBuffer(contentsOfPNG: shot)
            #expect(pixels.width == 414 + 360 && pixels.height == 736)
            // The panel's near-black background at its bottom right; the phone's white
            // feed under Explore on the left.
            let panel = pixels[770, 730], phone = pixels[5, 360]
            #expect(panel.r < 40 && panel.g < 40 && panel.b < 40, "\(panel)")
            #expect(phone.r > 200 && phone.g > 200, "\(phone)")
            let data = try Data(contentsOf: URL(fileURLWithPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["window_width"] as? Double == 414, "the phone kept its size")
            // And its feed is still one column at the phone's width (laid out at the
            // window's, it became a two-column masonry under the panel).
            let photos = json["visible_photos"] as? [[String: Any]] ?? []
            #expect(!photos.isEmpty && photos.allSatisfy { $0["width"] as? Double == 414 }, "\(photos)")
        }
    }

    /// A script's shots in a window are written at their times even when nothing moves
    /// then (they waited for the next change, and a shot of a still scene never came):
    /// the panel open at 1.5 s, closed at 2.5 s.
    @Test func aWindowsScriptShotsOfStillScenesAreWritten() throws {
        let server = try XvfbServer(width: 1600, height: 1000)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let app = try server.launchSplashWhenReady(
                in: folder, script: "500 key M\n1500 shot open\n1700 key M\n2500 shot closed\n3000 end\n",
                [
                    "--state-out", folder + "/state.json", "--downloads", folder,
                    "--frames", folder + "/frames"
                ])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            // The script ends itself at 3 s.
            #expect(XvfbServer.eventually { !app.isRunning })
            let open = try PixelBuffer(contentsOfPNG: folder + "/frames/open.png")
            let closed = try PixelBuffer(contentsOfPNG: folder + "/frames/closed.png")
            #expect(open.width == 414 + 360)
            #expect(closed.width == 414)
        }
    }

    /// `--scale 2` in a window (issue 13): the window is twice its size in pixels, a
    /// click lands on the point it is over (the search field at 200, 185 points is at
    /// 400, 370 pixels), and the report's window size is in points.
    @Test func aScaledWindowIsTwiceItsSizeInPixelsAndClicksLandInPoints() throws {
        let server = try XvfbServer(width: 1280, height: 1600)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let report = folder + "/state.json", shot = folder + "/frames/shot-001.png"
            let app = try server.launchSplashWhenReady(
                in: folder,
                [
                    "--state-out", report, "--downloads", folder,
                    "--scale", "2", "--frames", folder + "/frames"
                ])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            let window = server.splashWindow()
            // A second for the window to be drawn and take input: on a loaded machine the
            // click could arrive before the first frame and miss the field.
            try server.run(
                "xdotool", ["sleep", "1", "mousemove", "--window", window, "400", "370", "click", "1", "sleep", "0.5"])
            try server.run("xdotool", ["type", "--window", window, "--delay", "40", "sky"])
            try server.run(
                "xdotool",
                [
                    "sleep", "0.3", "key", "--window", window, "F2", "sleep", "0.5",
                    "key", "--window", window, "ctrl+q"
                ])
            #expect(X11ClipboardTests.eventually { !app.isRunning })
            let data = try Data(contentsOf: URL(fileURLWithPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["window_width"] as? Double == 414)
            #expect(json["window_height"] as? Double == 736)
            let search = json["search"] as? [String: Any]
            #expect(search?["focused"] as? Bool == true)
            #expect(search?["text"] as? String == "sky")
            let pixels = try PixelBuffer(contentsOfPNG: shot)
            #expect(pixels.width == 828 && pixels.height == 1472)
        }
    }

    /// Ctrl+V in the window adds the image another program copied (xclip) as a new photo.
    @Test(.enabled(if: Programs.find("xclip") != nil, "needs xclip on PATH"))
    func controlVAddsAnImageAnotherProgramCopied() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let image = folder + "/copied.png"
            try PNGData.encode(imageAt: Repository.assets + "/Photos/wine-mede.jpg").write(to: URL(fileURLWithPath: image))
            let owner = try server.start("xclip", ["-quiet", "-selection", "clipboard", "-t", "image/png", "-i", image])
            defer { XvfbServer.stop(owner) }
            let report = folder + "/state.json"
            let app = try server.launchSplashWhenReady(in: folder, ["--state-out", report, "--downloads", folder])
            defer { if app.isRunning { XvfbServer.stop(app) } }
            let window = server.splashWindow()
            // The paste answer arrives while the window runs; Ctrl+Q a moment later ends it.
            try server.run("xdotool", ["key", "--window", window, "ctrl+v", "sleep", "0.6", "key", "--window", window, "ctrl+q"])
            #expect(X11ClipboardTests.eventually { !app.isRunning })
            let data = try Data(contentsOf: URL(fileURLWithPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(json["photos"] as? Int == 27, "the pasted image was not added")
            #expect((json["errors"] as? [String]) == [])
        }
    }
}
