import ArgumentParser
import Geometry
import Platform
import Session
import Splash

/// A window size written "WIDTHxHEIGHT" in points, each side 1…16384 (the script's
/// `resize` range).
struct WindowSize: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        let largest = Double(Script.maximumWindowSide)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w >= 1, h >= 1, w <= largest, h <= largest
        else { return nil }
        size = Size(width: w, height: h)
    }

    var defaultValueDescription: String { "\(Int(saturating: size.width))x\(Int(saturating: size.height))" }
}

/// `--decode sync|background`.
extension DecodeMode: ExpressibleByArgument {}

/// `--renderer auto|gpu|cpu`.
extension WindowRendering: ExpressibleByArgument {}

/// `--export-motion swiftui|uikit|compose|css`.
extension MotionExport: ExpressibleByArgument {}
