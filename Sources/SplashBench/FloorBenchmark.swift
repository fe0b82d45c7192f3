import Foundation
import Geometry
import Platform
import Session
import Splash

/// The floor under the table: the bundled photos drawn scrolling by a bare SDL loop
/// (`BareFloor`: same files, same drawn width, same software renderer and window size,
/// no Splash), so the table can say how much Splash's own machinery costs per frame.
enum FloorBenchmark {
    /// Frames drawn in one measurement: five seconds at 60 fps. Each scenario is measured
    /// between two of them, so the floor it is divided by was drawn on either side of it.
    static let frames = 300
    /// Points scrolled per frame (tuned: a brisk fling, 1 200 pt/s at 60 fps).
    static let scrollPerFrame = 20.0
    static let millisecondsPerSecond = 1000.0

    /// Frame time percentiles in milliseconds, of the floor drawn as `drawing` says. `fps`
    /// paces the frames to the wall clock as the measured scenarios are paced
    /// (`--realtime`); nil draws them back to back (for instruction counts, where time
    /// does not matter).
    static func run(
        assets: String, size: Size, scale: Double, frames: Int = frames, fps: Double? = nil,
        drawing: FloorDrawing = .copy
    ) throws -> (frames: Int, p50: Double, p99: Double) {
        let data = try Data(contentsOf: URL(fileURLWithPath: assets + "/photos.json"))
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let paths = (root["photos"] as? [[String: Any]] ?? []).compactMap { entry -> String? in
            guard let file = entry["file"] as? String else { return nil }
            return file.hasPrefix("/") ? file : assets + "/" + file
        }
        guard !paths.isEmpty else { throw BenchError("the bundled photos.json has no photos") }
        let times = try BareFloor.run(
            textures: paths, frames: frames, size: size, scale: scale,
            scrollPerFrame: scrollPerFrame, fps: fps, drawing: drawing)
        guard !times.isEmpty else { throw BenchError("the floor drew no frames") }
        return (
            times.count, Percentile.of(times, 0.5) * millisecondsPerSecond,
            Percentile.of(times, 0.99) * millisecondsPerSecond
        )
    }
}
