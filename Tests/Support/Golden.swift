import Foundation
import Platform
import Testing

/// Compares rendered frames with reference PNGs in a test target's `Golden/` folder.
///
/// Opaque interiors must match to `exactTolerance`; anti-aliased edges and glyph
/// edges may differ by up to `edgeTolerance` on at most `edgeShare` of the pixels.
/// `SPLASH_RECORD_GOLDEN=1` (re)writes the references instead of comparing.
public enum Golden {
    /// Per-channel difference still counted as equal (rounding in blending).
    public static let exactTolerance = 2
    /// Largest per-channel difference allowed on edge pixels.
    public static let edgeTolerance = 48
    /// Share of pixels that may use the edge tolerance.
    public static let edgeShare = 0.01

    public static var recording: Bool { ProcessInfo.processInfo.environment["SPLASH_RECORD_GOLDEN"] == "1" }

    /// Checks `pixels` against `Golden/<name>.png`; on mismatch writes
    /// `<name>.actual.png` and `<name>.diff.png` beside it and records an issue.
    public static func check(
        _ pixels: PixelBuffer, named name: String, in directory: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let reference = "\(directory)/\(name).png"
        if recording {
            try Screenshot.write(pixels, to: reference)
            return
        }
        guard let expected = try? PixelBuffer(contentsOfPNG: reference) else {
            Issue.record("no reference \(reference); record it with SPLASH_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        guard expected.width == pixels.width, expected.height == pixels.height else {
            try Screenshot.write(pixels, to: "\(directory)/\(name).actual.png")
            Issue.record(
                "\(name): size \(pixels.width)×\(pixels.height), reference \(expected.width)×\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        var diff = [UInt8](repeating: 255, count: pixels.bytes.count)
        var edgePixels = 0, worst = 0
        for p in 0..<(pixels.width * pixels.height) {
            var largest = 0
            for c in 0..<4 {
                let d = abs(Int(pixels.bytes[p * 4 + c]) - Int(expected.bytes[p * 4 + c]))
                largest = max(largest, d)
                if c < 3 { diff[p * 4 + c] = UInt8(min(255, d * 4)) }
            }
            worst = max(worst, largest)
            if largest > exactTolerance { edgePixels += 1 }
        }
        let allowed = Int(Double(pixels.width * pixels.height) * edgeShare)
        if worst > edgeTolerance || edgePixels > allowed {
            try Screenshot.write(pixels, to: "\(directory)/\(name).actual.png")
            try Screenshot.write(
                PixelBuffer(width: pixels.width, height: pixels.height, bytes: diff),
                to: "\(directory)/\(name).diff.png")
            Issue.record(
                "\(name): \(edgePixels) pixels differ (allowed \(allowed)), worst channel difference \(worst); see \(name).diff.png",
                sourceLocation: sourceLocation)
        }
    }
}
