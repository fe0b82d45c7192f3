import FuzzSupport
import Geometry
import Testing

@testable import Gestures

@Suite struct VelocityTrackerTests {
    /// Event timestamps wander by up to half a millisecond either way: the rounding of
    /// SDL's whole-millisecond stamps. With this bound the fit's worst case over the ~6
    /// samples of 100 ms at 60 Hz is about 1.6 %, so the 2 % check is not luck.
    static let jitter = 0.0005
    /// The done-when bound of issue 4.
    static let tolerance = 0.02

    /// A straight drag at constant velocity, sampled at `rate` Hz with jittered stamps.
    static func drag(
        velocity: Point, rate: Double, seconds: Double,
        rng: inout SplitMix64
    ) -> [(point: Point, time: Double)] {
        let count = Int(seconds * rate)
        return (0...count).map { i in
            let trueTime = Double(i) / rate
            let stamp = trueTime + Double.random(in: -jitter...jitter, using: &rng)
            return (Point(x: 200, y: 300) + velocity * trueTime, stamp + 1)
        }
    }

    static let velocities = [
        Point(x: 1000, y: 0), Point(x: 0, y: -2500), Point(x: 300, y: 400), Point(x: -150, y: 80)
    ]

    @Test(arguments: [60.0, 125.0])
    func constantSpeedDragWithJitterIsWithinTwoPercent(rate: Double) {
        var rng = SplitMix64(seed: 4)
        var worst = 0.0
        for velocity in Self.velocities {
            for _ in 0..<50 {
                var tracker = VelocityTracker()
                let samples = Self.drag(velocity: velocity, rate: rate, seconds: 0.4, rng: &rng)
                for sample in samples { tracker.addSample(sample.point, at: sample.time) }
                let error = (tracker.velocity() - velocity).length / velocity.length
                worst = max(worst, error)
            }
        }
        #expect(worst < Self.tolerance, "worst relative error \(worst)")
    }

    @Test(arguments: [60.0, 125.0])
    func panVelocityAtReleaseIsWithinTwoPercent(rate: Double) throws {
        var rng = SplitMix64(seed: 11)
        for velocity in Self.velocities {
            let pan = PanGestureRecognizer(name: "pan")
            var released: Point?
            pan.addTarget { if $0.state == .ended { released = pan.velocity } }
            let arena = GestureArena()
            let samples = Self.drag(velocity: velocity, rate: rate, seconds: 0.4, rng: &rng)
            for (index, sample) in samples.enumerated() {
                let kind: InputEvent.Kind =
                    switch index {
                    case 0: .touchDown(.mouse, sample.point)
                    case samples.count - 1: .touchUp(.mouse, sample.point)
                    default: .touchMove(.mouse, sample.point)
                    }
                arena.handle(InputEvent(time: sample.time, kind: kind), hitTest: { _ in [pan] })
            }
            let estimate = try #require(released)
            #expect(estimate.distance(to: velocity) / velocity.length < Self.tolerance)
        }
    }

    @Test func aPauseBeforeReleaseMeansNoFling() {
        var tracker = VelocityTracker()
        for i in 0...30 {
            tracker.addSample(Point(x: Double(i) * 10, y: 0), at: Double(i) / 60)
        }
        let lastTime = 30.0 / 60
        #expect(tracker.velocity().x > 500)
        // Still for longer than the stop gap, then released where it stopped.
        let releaseTime = lastTime + VelocityTracker.stopGap + 0.01
        #expect(tracker.velocity(at: releaseTime) == .zero)
        tracker.addSample(Point(x: 300, y: 0), at: releaseTime)
        #expect(tracker.velocity() == .zero)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        // Fast for a second, then slow for more than the horizon.
        var time = 0.0, x = 0.0
        for _ in 0..<120 { time += 1.0 / 120; x += 2000.0 / 120; tracker.addSample(Point(x: x, y: 0), at: time) }
        for _ in 0..<14 { time += 1.0 / 120; x += 100.0 / 120; tracker.addSample(Point(x: x, y: 0), at: time) }
        #expect(abs(tracker.velocity().x - 100) < 1)
    }

    @Test func oneSampleOrNoneIsAtRest() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == .zero)
        tracker.addSample(Point(x: 5, y: 5), at: 1)
        #expect(tracker.velocity() == .zero)
        tracker.addSample(Point(x: 5, y: 5), at: 1)  // same instant: no slope to fit
        #expect(tracker.velocity() == .zero)
    }
}
