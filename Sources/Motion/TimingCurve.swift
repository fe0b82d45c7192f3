/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
///
/// `value(at:)` solves x(s) = progress for the curve parameter s by Newton's method,
/// falling back to bisection when a step would leave 0…1 or the slope vanishes, to an
/// accuracy of `solveTolerance`, then returns y(s).
public struct TimingCurve: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // Polynomial coefficients, Horner form: x(s) = ((ax·s + bx)·s + cx)·s.
    @usableFromInline let ax, bx, cx, ay, by, cy: Double

    /// The parameter is solved until x(s) is this close to the progress asked for.
    public static let solveTolerance = 1e-12
    /// Newton's method converges in 3–5 steps where the slope is healthy.
    static let newtonIterations = 8
    /// Bisection halves 0…1; about 40 halvings reach `solveTolerance`.
    static let bisectionLimit = 100

    /// CAMediaTimingFunction's `linear`.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// docs/MOTION.md, Timing curves: default (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)
    /// docs/MOTION.md, Timing curves: easeIn (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// docs/MOTION.md, Timing curves: easeOut (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// docs/MOTION.md, Timing curves: easeInOut (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// The curve with control points (x1, y1) and (x2, y2); x1 and x2 must lie in 0…1
    /// so that x(s) is monotonic and the curve is a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control point x must be in 0…1")
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The eased value for `progress` in 0…1 (clamped outside it).
    public func value(at progress: Double) -> Double {
        if isLinear { return min(max(progress, 0), 1) }
        return sampleY(parameter(for: progress))
    }

    /// d value / d progress: the curve's slope, for velocity hand-off. At an end where
    /// both control handles are flat the slope is the limit of the ratio.
    public func derivative(at progress: Double) -> Double {
        if isLinear { return 1 }
        let s = parameter(for: progress)
        let dx = slopeX(s), dy = slopeY(s)
        if abs(dx) > Self.solveTolerance { return dy / dx }
        // x'(s) = 0 only at an end with a zero-length handle: use l'Hôpital.
        let ddx = 6 * ax * s + 2 * bx, ddy = 6 * ay * s + 2 * by
        return ddx == 0 ? 0 : ddy / ddx
    }

    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func slopeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The s in 0…1 with x(s) = progress.
    private func parameter(for progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        var s = p
        for _ in 0..<Self.newtonIterations {
            let error = sampleX(s) - p
            if abs(error) < Self.solveTolerance { return s }
            let slope = slopeX(s)
            guard abs(slope) > Self.solveTolerance else { break }
            let next = s - error / slope
            guard next >= 0 && next <= 1 else { break }
            s = next
        }
        var low = 0.0, high = 1.0
        s = p
        for _ in 0..<Self.bisectionLimit {
            let x = sampleX(s)
            if abs(x - p) < Self.solveTolerance { break }
            if x < p { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
