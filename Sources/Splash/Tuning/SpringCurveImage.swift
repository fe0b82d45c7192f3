import Geometry
import Motion
import Scene

/// A spring's step response drawn as a small image for the motion panel: the curve from
/// 0 to its settling time, the target line at 1, the overshoot marked with a dot and
/// the settling time with a tick, white and grey on transparent, anti-aliased.
enum SpringCurveImage {
    /// Colours (tuned to read on the panel's near-black).
    static let curve = (r: UInt8(255), g: UInt8(255), b: UInt8(255))
    static let target = (r: UInt8(120), g: UInt8(120), b: UInt8(120))
    static let marker = (r: UInt8(255), g: UInt8(214), b: UInt8(10))
    /// The last real run, drawn over the curve (tuned: iOS's systemTeal reads on both).
    static let traceColor = (r: UInt8(90), g: UInt8(200), b: UInt8(250))
    /// The value axis: from −0.1 to 1.6, room for a 60 % overshoot, widened by
    /// `axisMargin` when a curve or trace goes beyond (tuned to the panel's springs).
    static let axisTop = 1.6
    static let axisBottom = -0.1
    static let axisMargin = 0.05
    /// A pixel within this many pixels of the line is covered, fading to nothing there
    /// (tuned: a line about a pixel and a fifth wide, anti-aliased).
    static let lineReach = 1.2
    /// An overshoot smaller than this share of the move is not marked.
    static let overshootMark = 0.001

    /// The curve `width` × `height` pixels, the value axis from −0.1 to 1.6 (or the
    /// overshoot's peak, if higher), time from 0 to the settling time.
    static func make(_ spring: TunedSpring, trace: MotionTrace? = nil, width: Int, height: Int) -> PixelImage {
        let w = max(2, width), h = max(2, height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let settle = max(spring.settlingTime, TunedSpring.settlingResolution)
        let samples = (0..<w).map { spring.stepResponse(at: settle * Double($0) / Double(w - 1)) }
        let traced = trace?.samples ?? []
        let top = max(axisTop, (samples.max() ?? 1) + axisMargin, (traced.max() ?? 1) + axisMargin)
        let bottom = min(axisBottom, (traced.min() ?? 0) - axisMargin)
        func y(_ value: Double) -> Double { Double(h - 1) * (top - value) / (top - bottom) }
        func blend(_ x: Int, _ yy: Int, _ color: (r: UInt8, g: UInt8, b: UInt8), _ alpha: Double) {
            guard x >= 0, x < w, yy >= 0, yy < h, alpha > 0 else { return }
            let i = (yy * w + x) * 4
            let a = min(1, alpha), old = Double(bytes[i + 3]) / 255
            let out = a + old * (1 - a)
            for (k, c) in [color.r, color.g, color.b].enumerated() {
                let mixed = (Double(c) * a + Double(bytes[i + k]) * old * (1 - a)) / max(out, 1e-9)
                bytes[i + k] = UInt8(truncatingIfNeeded: Int(saturating: mixed.rounded()))
            }
            bytes[i + 3] = UInt8(truncatingIfNeeded: Int(saturating: (out * 255).rounded()))
        }
        // The target, dashed.
        let targetY = Int(saturating: y(1).rounded())
        for x in 0..<w where (x / 4) % 2 == 0 { blend(x, targetY, target, 1) }
        // The curve: each column joined to the next, coverage by distance to the segment.
        for x in 0..<(w - 1) {
            let y0 = y(samples[x]), y1 = y(samples[x + 1])
            let low = Int(saturating: min(y0, y1).rounded(.down)) - 1, high = Int(saturating: max(y0, y1).rounded(.up)) + 1
            for yy in low...high {
                let t = y1 == y0 ? 0.5 : min(1, max(0, (Double(yy) - y0) / (y1 - y0)))
                let distance = abs(Double(yy) - (y0 + (y1 - y0) * t))
                blend(x, yy, curve, lineReach - distance)
            }
        }
        // The last real run, one dot per step it took, on the same time axis.
        if let trace {
            for (index, share) in traced.enumerated() {
                let x = Int(saturating: (Double(index + 1) * trace.interval / settle * Double(w - 1)).rounded())
                guard x < w else { break }
                let cy = Int(saturating: y(share).rounded())
                blend(x, cy, traceColor, 1)
                blend(x, cy + 1, traceColor, 0.5)
            }
        }
        // The overshoot's peak, when it passes the target.
        if let peak = samples.indices.max(by: { samples[$0] < samples[$1] }), samples[peak] > 1 + overshootMark {
            let cy = Int(saturating: y(samples[peak]).rounded())
            for dy in -2...2 { for dx in -2...2 where dx * dx + dy * dy <= 5 { blend(peak + dx, cy + dy, marker, 1) } }
        }
        // The settling time: a tick at the right edge, on the target line.
        for yy in (targetY - 6)...(targetY + 6) { blend(w - 1, yy, marker, 1); blend(w - 2, yy, marker, 1) }
        let p = spring.parameters
        let traceKey = trace.map { "\($0.samples.count):\($0.samples.reduce(0, +).shortestText)" } ?? "none"
        let id = [p.mass, p.stiffness, p.damping, spring.initialVelocity].map(\.shortestText).joined(separator: ":") + ":" + traceKey
        return PixelImage(id: "spring-curve:\(id):\(w)x\(h)", width: w, height: h, bytes: bytes)
    }
}
