import Geometry

/// Estimates a pointer's velocity from its recent samples by a least-squares line fit.
///
/// Fitting every sample of the last `horizon` instead of differencing the last two
/// events keeps the estimate steady when event timestamps jitter or events bunch up
/// (docs/MOTION.md, Gestures: velocity). A pause longer than `stopGap`
/// between samples, or since the last one, means the pointer stopped: velocity is zero.
public struct VelocityTracker: Hashable, Sendable {
    /// docs/MOTION.md, Gestures: velocity from the samples of the last ~100 ms (Flutter).
    public static let horizon: Double = 0.1

    /// Tuned after Flutter's VelocityTracker (40 ms, "assume pointer move stopped"): a
    /// longer gap ends the samples that count, so a drag that rests before release flings
    /// nothing.
    public static let stopGap: Double = 0.04

    /// Below this spread of sample times (seconds²) a slope is meaningless; tuned.
    static let minimumTimeSpread: Double = 1e-12

    /// One pointer position and when it was seen.
    private struct Sample: Hashable, Sendable {
        var point: Point
        var time: Double
    }

    /// Samples in arrival order, none older than `horizon` before the newest.
    private var samples: [Sample] = []

    public init() {}

    public mutating func addSample(_ point: Point, at time: Double) {
        samples.append(Sample(point: point, time: time))
        samples.removeAll { time - $0.time > Self.horizon }
    }

    public mutating func reset() {
        samples.removeAll()
    }

    /// Velocity in points per second as of `time` (default: the newest sample's time).
    public func velocity(at time: Double? = nil) -> Point {
        guard let newest = samples.last else { return .zero }
        if let time, time - newest.time > Self.stopGap { return .zero }

        var used: [Sample] = [newest]
        for sample in samples.dropLast().reversed() {
            guard newest.time - sample.time <= Self.horizon,
                used[used.count - 1].time - sample.time <= Self.stopGap
            else { break }
            used.append(sample)
        }
        guard used.count >= 2 else { return .zero }

        let count = Double(used.count)
        let meanTime = used.reduce(0) { $0 + ($1.time - newest.time) } / count
        let meanX = used.reduce(0) { $0 + $1.point.x } / count
        let meanY = used.reduce(0) { $0 + $1.point.y } / count
        var spread = 0.0, covX = 0.0, covY = 0.0
        for sample in used {
            let dt = (sample.time - newest.time) - meanTime
            spread += dt * dt
            covX += dt * (sample.point.x - meanX)
            covY += dt * (sample.point.y - meanY)
        }
        guard spread > Self.minimumTimeSpread else { return .zero }
        return Point(x: covX / spread, y: covY / spread)
    }
}
