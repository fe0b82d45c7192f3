import ArgumentParser
import Geometry

/// A window size written "WIDTHxHEIGHT" in points.
struct WindowSize: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w >= 1, h >= 1 else { return nil }
        size = Size(width: w, height: h)
    }

    var defaultValueDescription: String { "\(Int(size.width))x\(Int(size.height))" }
}
