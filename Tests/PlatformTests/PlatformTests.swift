import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

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
        throws -> (SoftwareCanvas, Renderer)
    {
        let canvas = try SoftwareCanvas(context: try context(), size: size, displayScale: displayScale)
        let renderer = try Renderer(
            target: canvas.renderTarget, regularFontPath: regularFont, boldFontPath: boldFont, images: images)
        return (canvas, renderer)
    }

    /// A fresh temporary directory for files a test writes.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "splash-platform-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
