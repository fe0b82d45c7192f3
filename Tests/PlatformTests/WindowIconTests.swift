import CX11
import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// The window's icon (issue 17): the real program's window under a private Xvfb
/// carries `_NET_WM_ICON`, the 64-pixel app icon SDL_SetWindowIcon gave it, pixel
/// for pixel (ARGB longs, as EWMH lays them out).
@Suite(.serialized, .needsXvfbAndXdotool)
struct WindowIconTests {
    /// The window's `_NET_WM_ICON` as C longs (width, height, then ARGB pixels).
    static func icon(of window: UInt, on display: OpaquePointer) -> [Int] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, window, XInternAtom(display, "_NET_WM_ICON", 0), 0, 1 << 20, 0,
                Atom(AnyPropertyType), &type, &format, &count, &remaining, &data) == Success,
            let data
        else { return [] }
        defer { XFree(data) }
        return data.withMemoryRebound(to: Int.self, capacity: Int(count)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(count)))
        }
    }

    @Test func theWindowShowsSplashsIcon() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let (app, _, _, window) = try WindowDragOutTests.openSplash(on: server, downloads: try PlatformTests.temporaryDirectory())
            defer { XvfbServer.stop(app) }
            #expect(window != 0)
            let display = try #require(XOpenDisplay(server.display))
            defer { XCloseDisplay(display) }
            // SDL sets the icon just after the window appears: wait for it, bounded.
            var longs: [Int] = []
            _ = X11ClipboardTests.eventually {
                longs = Self.icon(of: window, on: display)
                return longs.count == 2 + 64 * 64
            }
            #expect(longs.count == 2 + 64 * 64)
            guard longs.count == 2 + 64 * 64 else { return }
            #expect(longs[0] == 64 && longs[1] == 64)
            let icon = try PixelBuffer(contentsOfPNG: Repository.assets + "/AppIcon/splash-64.png")
            for (x, y) in [(32, 32), (32, 20), (5, 5), (0, 0), (50, 58)] {
                let argb = UInt32(truncatingIfNeeded: longs[2 + y * 64 + x])
                let (r, g, b, a) = icon[x, y]
                let expected = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                #expect(argb == expected, "icon pixel \(x),\(y)")
            }
        }
    }
}
