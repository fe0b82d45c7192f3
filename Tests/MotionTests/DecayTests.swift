import PropertyBased
import Testing

@testable import Motion

/// Scroll deceleration against WWDC 2018's projection (docs/MOTION.md, Scrolling).
@Suite struct DecayTests {
    /// docs/MOTION.md, Scrolling, projected rest point: 1000 pt/s at 0.998 → 499 pt.
    @Test func projectsFourHundredNinetyNinePoints() {
        let decay = Decay(from: 0, velocity: 1000, rate: Decay.normalRate)
        #expect(abs(decay.restPosition - 499) <= 0.5)
        #expect(abs(decay.position(at: 60) - decay.restPosition) < 1e-9)
    }

    @Test func fastRateProjectsWWDCFormula() {
        let decay = Decay(from: 100, velocity: -2000, rate: Decay.fastRate)
        #expect(abs(decay.restPosition - (100 + (-2000.0 / 1000) * 0.99 / 0.01)) < 1e-9)
    }

    @Test func keepsRatePerMillisecond() {
        let decay = Decay(from: 0, velocity: 1000)
        #expect(decay.velocity(at: 0) == 1000)
        #expect(decay.position(at: 0) == 0)
        let ratio = decay.velocity(at: 0.101) / decay.velocity(at: 0.1)
        #expect(abs(ratio - Decay.normalRate) < 1e-5)
    }

    @Test func stopsBelowStopVelocity() {
        let decay = Decay(from: 0, velocity: 1000)
        #expect(!decay.isDone(at: 0))
        #expect(!decay.isDone(at: decay.duration * 0.99))
        #expect(decay.isDone(at: decay.duration * 1.01))
        #expect(abs(abs(decay.velocity(at: decay.duration)) - decay.stopVelocity) < 1e-9)
        #expect(abs(decay.restPosition - decay.position(at: decay.duration)) < 0.05)
        #expect(Decay(from: 0, velocity: 0.01).duration == 0)
    }

    @Test func velocityToTravelLandsOnTheDistance() async {
        await propertyCheck(input: Gen.double(in: -5000...5000), Gen.double(in: 0.9...0.999)) { distance, rate in
            let decay = Decay(from: 10, velocity: Decay.velocity(toTravel: distance, rate: rate), rate: rate)
            #expect(abs(decay.restPosition - (10 + distance)) < 1e-9 * max(1, abs(distance)))
        }
    }

    @Test func velocityIsThePositionsSlope() async {
        await propertyCheck(input: Gen.double(in: -5000...5000), Gen.double(in: 0...2)) { v, t in
            let decay = Decay(from: 0, velocity: v)
            let h = 1e-6
            let slope = (decay.position(at: t + h) - decay.position(at: t - h)) / (2 * h)
            #expect(abs(slope - decay.velocity(at: t)) < 1e-5 * max(1, abs(v)))
        }
    }

    /// The closed-form time to reach a position is where `position(at:)` puts it, for
    /// both directions; a position behind the start or beyond the rest point is never
    /// reached.
    @Test func timeAtPositionInvertsPosition() async {
        await propertyCheck(input: Gen.double(in: -5000...5000), Gen.double(in: 0.01...0.99)) { velocity, share in
            guard abs(velocity) > 1 else { return }
            let decay = Decay(from: 10, velocity: velocity)
            let target = 10 + share * (decay.restPosition - 10)
            let t = try #require(decay.time(atPosition: target))
            #expect(abs(decay.position(at: t) - target) < 1e-9 * max(1, abs(target)))
        }
        let decay = Decay(from: 0, velocity: 1000)
        #expect(decay.time(atPosition: 0) == 0)
        #expect(decay.time(atPosition: -1) == nil)
        #expect(decay.time(atPosition: decay.restPosition + 1) == nil)
    }

    /// Motion's one animation type, gliding by decay, is the closed form at every step.
    @Test func aDecayAnimationSteppedIsTheClosedForm() {
        var animation = Animation.decay(from: 100.0, velocity: 1200, tolerance: .fling)
        let decay = Decay(from: 100, velocity: 1200, tolerance: .fling)
        var t = 0.0
        while !animation.isFinished {
            animation.step(dt: 1.0 / 240)
            t += 1.0 / 240
            if !animation.isFinished {
                #expect(abs(animation.value - decay.position(at: t)) < 1e-9)
                #expect(abs(animation.velocity - decay.velocity(at: t)) < 1e-9)
            }
        }
        #expect(animation.value == decay.restPosition)
        #expect(abs(t - decay.duration) <= 1.0 / 240 + 1e-9)
    }
}
