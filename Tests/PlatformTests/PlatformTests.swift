import CSDL2
import Foundation
import Geometry
@testable import Platform
import Scene
import SplashTestSupport
import Testing

/// Every test that touches SDL lives under this one serialized suite: SDL's state is
/// global, and the software renderer is not meant for concurrent use.
@Suite(.serialized)
struct PlatformTests {
    /// Starts SDL (without video) for a test; the dummy driver is set first so that any
    /// test that does start video never needs a display.
    static func context(video: Bool = false) throws -> SDLContext {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try SDLContext.start(video: video)
    }

    static let regularFont = Repository.font("Inter-Regular.otf")
    static let boldFont = Repository.font("Inter-Bold.otf")

    /// A canvas and a renderer drawing into it, with a synchronous image store.
    static func canvas(_ size: Size, displayScale: Double = 1, images: ImageStore = ImageStore(mode: .synchronous))
        throws -> (HeadlessCanvas, Renderer) {
        let canvas = try HeadlessCanvas(context: try context(), size: size, displayScale: displayScale)
        let renderer = try Renderer(sdlRenderer: canvas.sdlRenderer, displayScale: displayScale,
                                    regularFontPath: regularFont, boldFontPath: boldFont, images: images)
        return (canvas, renderer)
    }

    /// A fresh temporary directory for files a test writes.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "splash-platform-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes a PNG whose four quadrants are red (top left), green (top right), blue
    /// (bottom left) and yellow (bottom right).
    static func writeQuadrantPNG(width: Int, height: Int, to path: String) throws {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let right = x >= width / 2, bottom = y >= height / 2
                let rgb: (UInt8, UInt8, UInt8) = switch (right, bottom) {
                case (false, false): (255, 0, 0)
                case (true, false): (0, 255, 0)
                case (false, true): (0, 0, 255)
                case (true, true): (255, 255, 0)
                }
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = rgb
            }
        }
        try Screenshot.write(PixelBuffer(width: width, height: height, bytes: bytes), to: path)
    }
}
