import PropertyBased
import Testing

@testable import Motion

/// The rubber band formula and its inverse (docs/MOTION.md, Scrolling).
@Suite struct RubberBandTests {
    @Test func overshootOfHundredInEightHundredGivesFiftyOnePointFortySix() {
        #expect(abs(RubberBand.offset(overshoot: 100, viewport: 800) - 51.46) < 0.005)
        #expect(abs(RubberBand.offset(overshoot: -100, viewport: 800) + 51.46) < 0.005)
        #expect(RubberBand.coefficient == 0.55)
    }

    @Test func staysUnderOneViewportAndGrows() async {
        await propertyCheck(input: Gen.double(in: 0...100_000), Gen.double(in: 1...3000)) { x, d in
            let b = RubberBand.offset(overshoot: x, viewport: d)
            #expect(b >= 0 && b < d)
            #expect(RubberBand.offset(overshoot: x + 1, viewport: d) > b)
        }
    }

    @Test func inverseUndoesTheBand() async {
        await propertyCheck(input: Gen.double(in: -5000...5000), Gen.double(in: 100...3000)) { x, d in
            let b = RubberBand.offset(overshoot: x, viewport: d)
            let back = RubberBand.overshoot(forOffset: b, viewport: d)
            #expect(abs(back - x) < 1e-9 * max(1, abs(x)))
        }
        #expect(RubberBand.overshoot(forOffset: 800, viewport: 800) == .infinity)
    }

    @Test func positionBandsOnlyOutsideBounds() async {
        let bounds = 0.0...2000.0
        #expect(RubberBand.position(500, in: bounds, viewport: 736) == 500)
        #expect(abs(RubberBand.position(-100, in: bounds, viewport: 800) + 51.46) < 0.005)
        #expect(abs(RubberBand.position(2100, in: bounds, viewport: 800) - 2051.46) < 0.005)
        await propertyCheck(input: Gen.double(in: -3000...5000)) { raw in
            let banded = RubberBand.position(raw, in: bounds, viewport: 736)
            let back = RubberBand.unconstrainedPosition(forBanded: banded, in: bounds, viewport: 736)
            #expect(abs(back - raw) < 1e-9 * max(1, abs(raw)))
        }
    }
}
