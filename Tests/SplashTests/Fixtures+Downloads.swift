import Foundation
import Geometry
import Gestures

@testable import Splash

/// Apps saving into a folder of the test's own, and the drag-to-download gesture as a
/// script would play it.
extension Fixtures {
    /// A fresh, empty temporary folder.
    static func temporaryFolder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "splash-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func driver(downloads: String) -> SimulationDriver {
        let configuration = AppConfiguration(library: library(), iconsFolder: assets + "/Icons", downloadsFolder: downloads)
        return SimulationDriver(app: SplashApp(configuration: configuration, images: TestImages()))
    }

    /// A point on photo row 0 at rest (the first row starts at 596 in a 414 × 736 window).
    static let onFirstPhoto = Point(x: 200, y: 650)
    /// Inside the drop zone's circle at rest (centre 339, 661, radius 125).
    static let overZone = Point(x: 360, y: 690)
    /// Far from the zone and from the lift point.
    static let elsewhere = Point(x: 150, y: 460)
}

extension SimulationDriver {
    /// Presses at `from` from `start` ms, holds past the lift, then moves to `to` in 60 Hz
    /// samples over 200 ms; returns the time of the last move.
    @discardableResult
    func liftAndDrag(from: Point = Fixtures.onFirstPhoto, to: Point, start: Int) -> Int {
        at(start, .touchDown(.mouse, from))
        let moveStart = start + 600
        let samples = 12
        for i in 1...samples {
            let f = Double(i) / Double(samples)
            at(moveStart + 16 * i, .touchMove(.mouse, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)))
        }
        return moveStart + 16 * samples
    }
}
