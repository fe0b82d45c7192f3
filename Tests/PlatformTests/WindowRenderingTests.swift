import CX11
import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// What draws a window's frames (`--renderer`): the real program in a private Xvfb,
/// whose OpenGL is Mesa's llvmpipe (a CPU emulating a GPU) or none, so `auto` draws on
/// the CPU canvas; what the X server shows is read back pixel for pixel and must be the
/// frame the app drew.
@Suite(.serialized, .needsXvfbAndXdotool)
struct WindowRenderingTests {
    @Test func softwareRasterizersAreToldFromGPUs() {
        #expect(WindowRendering.isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"))
        #expect(WindowRendering.isSoftwareRasterizer("softpipe"))
        #expect(WindowRendering.isSoftwareRasterizer("Software Rasterizer"))
        #expect(WindowRendering.isSoftwareRasterizer("Google SwiftShader"))
        #expect(!WindowRendering.isSoftwareRasterizer("AMD Radeon RX 6600 (radeonsi, navi23, LLVM 15.0.6, DRM 3.49)"))
        #expect(!WindowRendering.isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        #expect(!WindowRendering.isSoftwareRasterizer("NVIDIA GeForce RTX 3060/PCIe/SSE2"))
    }

    /// The window's pixels as the X server holds them, RGB, or nil when it cannot read them.
    static func windowPixels(_ window: UInt, on display: OpaquePointer, width: Int, height: Int) -> [UInt8]? {
        guard
            let image = XGetImage(
                display, window, 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap),
            image.pointee.bits_per_pixel == 32, let data = image.pointee.data
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }  // XDestroyImage, a macro
        let pitch = Int(image.pointee.bytes_per_line)
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                // A 24-bit TrueColor visual: 0x00RRGGBB in the machine's byte order.
                let pixel = UnsafeRawPointer(data).load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
                rgb += [UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel)]
            }
        }
        return rgb
    }

    /// With `auto` under Xvfb the frames are drawn on the CPU canvas, the stats say so and
    /// why, and the window shows exactly the frame the app saved as its shot (the card
    /// open and still), not a blank or an older frame.
    @Test func autoDrawsOnTheCPUCanvasAndTheWindowShowsItsFrame() throws {
        let server = try XvfbServer(width: 1280, height: 1024)
        try withExtendedLifetime(server) {
            let folder = try PlatformTests.temporaryDirectory()
            let frames = folder + "/frames", stats = folder + "/stats.json"
            let app = try server.launchSplashWhenReady(
                in: folder, script: "1000 down 200 650\n1060 up 200 650\n2500 shot open\n60000 end\n",
                ["--frames", frames, "--stats-out", stats, "--downloads", folder, "--renderer", "auto"])
            var stopped = false
            defer { if !stopped { XvfbServer.stop(app) } }
            #expect(XvfbServer.eventually { FileManager.default.fileExists(atPath: frames + "/open.png") })
            let shot = try PixelBuffer(contentsOfPNG: frames + "/open.png")
            #expect(shot.width == 414 && shot.height == 736)
            let found = try server.run("xdotool", ["search", "--name", "^Splash$"])
            let window = UInt(String(decoding: found.output, as: UTF8.self).split(separator: "\n").first ?? "") ?? 0
            #expect(window != 0)
            let display = try #require(XOpenDisplay(server.display))
            defer { XCloseDisplay(display) }
            // A window that is not (yet) there fails the read, not the test process: Xlib's
            // default handler exits on any error.
            let previous = XSetErrorHandler { _, _ in 0 }
            defer { XSetErrorHandler(previous) }
            var expected: [UInt8] = []
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let (r, g, b, _) = shot[x, y]
                    expected += [r, g, b]
                }
            }
            // The shot is read back before its frame is presented: wait for the present.
            var shown: [UInt8]?
            let matched = XvfbServer.eventually {
                shown = Self.windowPixels(window, on: display, width: shot.width, height: shot.height)
                return shown == expected
            }
            let differing = zip(shown ?? [], expected).filter { $0 != $1 }.count
            #expect(matched, "\(differing) of \(expected.count) channel values differ from the shot")
            // An orderly stop writes the stats, which name what drew the frames.
            kill(app.processIdentifier, SIGTERM)
            app.waitUntilExit()
            stopped = true
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any])
            let renderer = report["renderer"] as? String ?? ""
            #expect(renderer.contains("kept canvas"), "\(renderer)")
            #expect(renderer.contains("llvmpipe") || renderer.contains("no accelerated renderer"), "\(renderer)")
        }
    }
}
