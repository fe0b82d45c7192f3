import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// Drag-out from the real program (issue 17): under a private Xvfb, xdotool presses
/// on a photo in Splash's window, holds it past the long press, and drags it onto
/// XDNDTestTarget's window beside it; the target gets the photo's file and pixels.
/// Dragged out and back over the drop zone instead, the target is left and the
/// photo is downloaded: the in-app drag resumed. xdotool keeps the real-time pace
/// (the long press needs 0.5 s held; 1 s leaves room for a loaded machine, whose
/// stalls the window's clock drops); the test waits, with a bound, for the result.
@Suite(.serialized, .needsXvfbAndXdotool)
struct WindowDragOutTests {
    static let target: (x: Int32, y: Int32, width: UInt32, height: UInt32) = (900, 300, 300, 300)

    /// Starts splash in a window on `server` and returns it with the window's top left
    /// and X11 id.
    static func openSplash(on server: XvfbServer, downloads: String) throws -> (Process, x: Int, y: Int, id: UInt) {
        let folder = try PlatformTests.temporaryDirectory()
        let app = try server.launchSplashWhenReady(in: folder, ["--downloads", downloads])
        var geometry: [String: Int] = [:]
        var window: UInt = 0
        _ = X11ClipboardTests.eventually {
            guard let found = try? server.run("xdotool", ["search", "--name", "^Splash$"]),
                let id = String(decoding: found.output, as: UTF8.self).split(separator: "\n").first,
                let shell = try? server.run("xdotool", ["getwindowgeometry", "--shell", String(id)])
            else { return false }
            window = UInt(id) ?? 0
            for line in String(decoding: shell.output, as: UTF8.self).split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2, let value = Int(parts[1]) { geometry[String(parts[0])] = value }
            }
            return geometry["X"] != nil
        }
        return (app, geometry["X"] ?? 0, geometry["Y"] ?? 0, window)
    }

    @Test func aPhotoDraggedOutOfTheWindowIsDroppedOnTheTarget() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let target = try XDNDTestTarget(
                display: server.display, frame: Self.target, accepts: true,
                wanted: ["text/uri-list", "image/png"])
            defer { target.close() }
            let downloads = try PlatformTests.temporaryDirectory()
            let (app, x, y, _) = try Self.openSplash(on: server, downloads: downloads)
            defer { XvfbServer.stop(app) }
            let (px, py) = (x + 200, y + 650)
            try server.run(
                "xdotool",
                [
                    "mousemove", "\(px)", "\(py)", "sleep", "0.3", "mousedown", "1", "sleep", "1.0",
                    "mousemove", "\(px + 20)", "\(py - 30)", "sleep", "0.1",
                    "mousemove", "\(x + 380)", "\(py - 200)", "sleep", "0.1",
                    "mousemove", "1000", "450", "sleep", "0.2",
                    "mousemove", "1010", "460", "sleep", "0.3", "mouseup", "1"
                ])
            #expect(X11ClipboardTests.eventually { target.snapshot.finished })
            let seen = target.snapshot
            #expect(seen.entered >= 1 && seen.dropped == 1)
            let paths = FileURIList.paths(in: String(decoding: seen.received["text/uri-list"] ?? Data(), as: UTF8.self))
            #expect(paths.count == 1 && paths.first?.hasPrefix(Repository.assets + "/Photos/") == true, "\(paths)")
            if let path = paths.first {
                let png = try PlatformTests.temporaryDirectory() + "/dropped.png"
                try (seen.received["image/png"] ?? Data()).write(to: URL(fileURLWithPath: png))
                let identical = try PixelBuffer(contentsOfPNG: png).bytes == PixelBuffer(contentsOfPNG: path).bytes
                #expect(identical)
            }
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: downloads)) ?? []).isEmpty)
        }
    }

    @Test func aPhotoDraggedOutAndBackOverTheZoneIsDownloadedAndTheTargetLeft() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let target = try XDNDTestTarget(
                display: server.display, frame: Self.target, accepts: true,
                wanted: ["image/png"])
            defer { target.close() }
            let downloads = try PlatformTests.temporaryDirectory()
            let (app, x, y, _) = try Self.openSplash(on: server, downloads: downloads)
            defer { XvfbServer.stop(app) }
            let (px, py) = (x + 200, y + 650)
            // Out over the target, then back onto the drop zone (360, 690 in the window).
            try server.run(
                "xdotool",
                [
                    "mousemove", "\(px)", "\(py)", "sleep", "0.3", "mousedown", "1", "sleep", "1.0",
                    "mousemove", "\(px + 20)", "\(py - 30)", "sleep", "0.1",
                    "mousemove", "1000", "450", "sleep", "0.3",
                    "mousemove", "\(x + 300)", "\(y + 650)", "sleep", "0.1",
                    // The zone slides back in when the photo returns; on a loaded machine the
                    // window's frames lag, so the release waits a full second for it.
                    "mousemove", "\(x + 360)", "\(y + 690)", "sleep", "1.0", "mouseup", "1"
                ])
            #expect(
                X11ClipboardTests.eventually {
                    ((try? FileManager.default.contentsOfDirectory(atPath: downloads)) ?? []).contains { $0.hasSuffix(".jpg") }
                })
            let seen = target.snapshot
            #expect(seen.entered >= 1 && seen.left >= 1 && seen.dropped == 0 && seen.received.isEmpty)
        }
    }

    @Test func aTargetThatRefusesGetsNoDropAndSplashGoesOn() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let target = try XDNDTestTarget(
                display: server.display, frame: Self.target, accepts: false,
                wanted: ["image/png"])
            defer { target.close() }
            let downloads = try PlatformTests.temporaryDirectory()
            let (app, x, y, _) = try Self.openSplash(on: server, downloads: downloads)
            defer { XvfbServer.stop(app) }
            let (px, py) = (x + 200, y + 650)
            try server.run(
                "xdotool",
                [
                    "mousemove", "\(px)", "\(py)", "sleep", "0.3", "mousedown", "1", "sleep", "1.0",
                    "mousemove", "\(px + 20)", "\(py - 30)", "sleep", "0.1",
                    "mousemove", "1000", "450", "sleep", "0.2",
                    "mousemove", "1010", "460", "sleep", "0.2", "mouseup", "1"
                ])
            #expect(X11ClipboardTests.eventually { target.snapshot.left >= 1 })
            let seen = target.snapshot
            #expect(seen.entered >= 1 && seen.positions >= 1 && seen.dropped == 0 && seen.received.isEmpty)
            #expect(app.isRunning, "Splash ended after a refused drop")
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: downloads)) ?? []).isEmpty)
        }
    }
}
