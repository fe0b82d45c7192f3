import Geometry
import Gestures
import Motion
import Testing

@testable import Splash

/// No frame of the card transition jumps: stepping the app one 60 Hz frame (4 steps) at a
/// time, the card's frame (the cell's, before and after) moves no more per frame than the
/// fastest the motion driving it can go, plus a point of slack for the final snap.
///
/// The bound per phase: a spring moving each component from displacement D at speed V
/// has speed |D·a(t) + V·b(t)| ≤ D·|a(t)| + V·|b(t)| (a, b its closed-form velocity
/// coefficients), so a frame moves at most the peak of that × 1/60 s. A scrub moves the
/// card by the pointer's step plus the scale change about the centre:
/// Δ ≤ Δpointer × (1 + 0.15 × height / 100), Δpointer being what the pointer moved in
/// that frame.
@Suite struct CardContinuityTests {
    static let stepsPerFrame = 4
    static let frame = 1.0 / 60
    /// Covers the arrival snap (CardMetrics.arrival) and rounding.
    static let slack = 1.0

    /// One sampled frame: the phase and the card's (or the source cell's) window frame.
    struct Sample {
        var phase: String
        var frame: Rect
    }

    /// Peak of D·|a(t)| + V·|b(t)| over the spring's life, sampled finely.
    static func peakSpeed(_ spring: SpringParameters, distance: Double, velocity: Double) -> Double {
        stride(from: 0.0, through: 2, by: 1.0 / 4800).reduce(0) { peak, t in
            let basis = spring.basis(at: t)
            return max(peak, distance * abs(basis.velocityPerDisplacement) + velocity * abs(basis.velocityPerVelocity))
        }
    }

    static func presentSpring(distance: Double) -> SpringParameters {
        SpringParameters(
            duration: CardMetrics.presentDuration(distance: distance, extent: 736),
            dampingRatio: CardMetrics.presentDampingRatio)
    }

    static let dismissSpring = SpringParameters(
        duration: CardMetrics.maximumDuration,
        dampingRatio: CardMetrics.dismissDampingRatio)

    /// Runs frame by frame to `ms`, recording the visible card.
    static func record(_ driver: SimulationDriver, to ms: Int, cellID: String, into samples: inout [Sample]) {
        let last = ms * driver.clock.stepsPerSecond / 1000
        while driver.nextStep < last {
            driver.run(toStep: driver.nextStep + stepsPerFrame)
            let transition = driver.app.transition
            let frame =
                transition.phase == .none
                ? driver.app.home.nodeShowing(.photo(cellID))!.frameInWindow : transition.content.card.frameInWindow
            samples.append(Sample(phase: transition.phase.rawValue, frame: frame))
        }
    }

    /// Largest per-frame move among frames whose phase (or the phase before) is `phase`.
    static func largestStep(_ samples: [Sample], in phase: String) -> Double {
        zip(samples, samples.dropFirst()).reduce(0) { largest, pair in
            guard pair.1.phase == phase || (pair.1.phase == "none" && pair.0.phase == phase) else { return largest }
            return max(largest, (pair.1.frame - pair.0.frame).componentMagnitude)
        }
    }

    @Test func presentScrubAndDismissNeverJump() throws {
        let driver = Fixtures.driver()
        let cell = try #require(driver.app.home.photoCell(at: CardTransitionTests.onCell))
        let id = try #require(cell.photo?.id)
        var samples: [Sample] = []
        CardTransitionTests.tap(driver, start: 100)
        Self.record(driver, to: 1500, cellID: id, into: &samples)
        // 120 points in 300 ms: past 0.99 the scrub hands over to the dismissal mid-drag.
        let end = CardTransitionTests.scrub(driver, by: 120, start: 1600, duration: 300)
        driver.at(end + 50, .touchUp(.mouse, Point(x: 200, y: 520)))
        Self.record(driver, to: 3500, cellID: id, into: &samples)
        #expect(samples.last?.phase == "none")
        #expect(samples.contains { $0.phase == "presenting" } && samples.contains { $0.phase == "scrubbing" })

        let window = Rect(x: 0, y: 0, width: 414, height: 736)
        let cellFrame = try #require(samples.first).frame
        let presentDistance = (window - cellFrame).componentMagnitude
        let presentBound =
            Self.peakSpeed(
                Self.presentSpring(distance: presentDistance), distance: presentDistance,
                velocity: 0) * Self.frame + Self.slack
        // The drag's 60 Hz samples sit on whole milliseconds, so one frame may take two.
        let pointerStep = 2 * 120.0 / Double(300 * 60 / 1000)
        let scrubFactor = 1 + (1 - CardMetrics.minimumScale) * window.height / CardMetrics.scrubDistance
        let scrubBound = pointerStep * scrubFactor + Self.slack
        let pointerSpeed = 120.0 / 0.3
        let dismissBound =
            Self.peakSpeed(
                Self.dismissSpring, distance: window.height,
                velocity: pointerSpeed * scrubFactor) * Self.frame + Self.slack

        #expect(Self.largestStep(samples, in: "presenting") <= presentBound)
        #expect(Self.largestStep(samples, in: "scrubbing") <= scrubBound)
        #expect(Self.largestStep(samples, in: "dismissing") <= dismissBound)
        #expect(Self.largestStep(samples, in: "presented") <= Self.slack)
        // The bounds are far below the travel, so a jump would show.
        #expect(presentBound < presentDistance / 4)
        #expect(dismissBound < window.height / 4)
        // It lands exactly in the cell.
        #expect((samples.last!.frame - cellFrame).componentMagnitude < 1)
    }

    @Test func anEscapeMidPresentTurnsBackWithoutAJump() throws {
        let driver = Fixtures.driver()
        let cell = try #require(driver.app.home.photoCell(at: CardTransitionTests.onCell))
        let id = try #require(cell.photo?.id)
        var samples: [Sample] = []
        CardTransitionTests.tap(driver, start: 100)
        driver.at(300, .key("Escape", modifiers: []))
        Self.record(driver, to: 2500, cellID: id, into: &samples)
        #expect(samples.contains { $0.phase == "dismissing" })
        #expect(samples.last?.phase == "none")
        let window = Rect(x: 0, y: 0, width: 414, height: 736)
        let cellFrame = try #require(samples.first).frame
        let distance = (window - cellFrame).componentMagnitude
        let presentSpeed = Self.peakSpeed(Self.presentSpring(distance: distance), distance: distance, velocity: 0)
        let presentBound = presentSpeed * Self.frame + Self.slack
        // The dismissal starts where the present was, at its velocity.
        let dismissBound =
            Self.peakSpeed(Self.dismissSpring, distance: distance, velocity: presentSpeed) * Self.frame
            + Self.slack
        #expect(Self.largestStep(samples, in: "presenting") <= presentBound)
        #expect(Self.largestStep(samples, in: "dismissing") <= dismissBound)
        #expect(dismissBound < distance / 3)
    }
}
