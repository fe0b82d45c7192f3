import Foundation
import Geometry
import Gestures
import PhotoLibrary

@testable import Splash

/// Builds apps over the real bundled manifest and drives them with timed events.
enum Fixtures {
    static var assets: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets").path
    }

    static func library() -> PhotoLibrary { PhotoLibrary.load(manifest: assets + "/photos.json") }

    static func driver(
        library: PhotoLibrary = library(), images: TestImages = TestImages(),
        viewport: Size = AppConfiguration.defaultViewport, motion: MotionTuning = .defaults
    ) -> SimulationDriver {
        var configuration = AppConfiguration(
            viewport: viewport, library: library, iconsFolder: assets + "/Icons",
            downloadsFolder: NSTemporaryDirectory())
        configuration.motion = motion
        return SimulationDriver(app: SplashApp(configuration: configuration, images: images))
    }
}

/// Script-like helpers on the driver: events at milliseconds, run to milliseconds.
extension SimulationDriver {
    func at(_ ms: Int, _ kind: InputEvent.Kind) {
        schedule(InputEvent(time: Double(ms) / 1000, kind: kind), atStep: ms * clock.stepsPerSecond / 1000)
    }

    func run(toMilliseconds ms: Int) {
        run(toStep: ms * clock.stepsPerSecond / 1000 + 1)
    }

    /// A drag from (x, y0) to (x, y1) sampled at 60 Hz, starting at `start` ms.
    func drag(x: Double, from y0: Double, to y1: Double, start: Int, duration: Int, release: Bool = true) {
        at(start, .touchDown(.mouse, Point(x: x, y: y0)))
        let samples = max(1, duration * 60 / 1000)
        for i in 1...samples {
            let y = y0 + (y1 - y0) * Double(i) / Double(samples)
            at(start + duration * i / samples, .touchMove(.mouse, Point(x: x, y: y)))
        }
        if release { at(start + duration + 1, .touchUp(.mouse, Point(x: x, y: y1))) }
    }
}
