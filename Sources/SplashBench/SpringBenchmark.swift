import Geometry
import Motion
import Session

/// Measures the cost the app pays per simulation step for its springs: 10 000 running
/// `Animation<Double>`s each stepped by 1/240 s (issue 3's target: under 0.5 ms).
enum SpringBenchmark {
    static let springCount = 10_000
    /// The fixed step the app advances by (docs/MOTION.md, Time; DESIGN.md: 1/240 s).
    static let stepDuration = 1.0 / 240
    static let repetitions = 200
    static let microsecondsPerSecond = 1e6

    /// Steps every spring once per repetition, timing each pass; returns the 50th and
    /// 99th percentile of a pass in microseconds.
    static func run() -> (label: String, p50Micros: Double, p99Micros: Double) {
        // Soft, slow springs (response 0.8–1.2 s, ratio 0.5–0.8) over long distances so
        // that none settles during the 200 steps (0.83 s): every pass does the full work.
        var springs = (0..<springCount).map { index -> Animation<Double> in
            let response = 0.8 + Double(index % 5) * 0.1
            let ratio = 0.5 + Double(index % 4) * 0.1
            return Animation.spring(
                value: 0, target: 1000 + Double(index), velocity: Double(index % 7) * 100,
                spring: SpringParameters(response: response, dampingRatio: ratio))
        }
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        let clock = ContinuousClock()
        springs.withUnsafeMutableBufferPointer { buffer in
            for _ in 0..<repetitions {
                let start = clock.now
                for index in buffer.indices { buffer[index].step(dt: stepDuration) }
                let elapsed = start.duration(to: clock.now)
                samples.append(elapsed.inSeconds * microsecondsPerSecond)
            }
        }
        let running = springs.reduce(0) { $0 + ($1.isFinished ? 0 : 1) }
        return (
            "step \(springCount) springs by 1/240 s (\(running) still running)", Percentile.of(samples, 0.5),
            Percentile.of(samples, 0.99)
        )
    }
}
