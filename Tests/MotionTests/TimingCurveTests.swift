import PropertyBased
import Testing

@testable import Motion

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// CAMediaTimingFunction's curves against values solved exactly (rational bisection to
/// 2⁻⁸⁰, offline); `default` at 0.5 is WebKit's well-known 0.8024033877.
@Suite struct TimingCurveTests {
    static let samples: [(TimingCurve, [Double])] = [
        (
            .default,
            [
                0.0947963057, 0.2952443343, 0.5133151610, 0.6825405060, 0.8024033876,
                0.8852293099, 0.9407646143, 0.9756253556, 0.9943164775
            ]
        ),
        (
            .easeIn,
            [
                0.0170266097, 0.0622820001, 0.1295767608, 0.2148609388, 0.3153568126,
                0.4291197693, 0.5548140325, 0.6916339333, 0.8394278458
            ]
        ),
        (
            .easeOut,
            [
                0.1605721542, 0.3083660667, 0.4451859675, 0.5708802307, 0.6846431874,
                0.7851390612, 0.8704232392, 0.9377179999, 0.9829733903
            ]
        ),
        (
            .easeInOut,
            [
                0.0197224535, 0.0816598563, 0.1873959067, 0.3318838701, 0.5,
                0.6681161299, 0.8126040933, 0.9183401437, 0.9802775465
            ]
        )
    ]

    @Test func curvesMatchKnownSamples() {
        for (curve, values) in Self.samples {
            for (index, expected) in values.enumerated() {
                let progress = Double(index + 1) / 10
                #expect(abs(curve.value(at: progress) - expected) < 1e-4, "\(curve) at \(progress)")
                #expect(abs(curve.value(at: progress) - expected) < 1e-9, "\(curve) at \(progress)")
            }
        }
    }

    @Test func controlPointsAreCAMediaTimingFunctions() {
        #expect(TimingCurve.default == TimingCurve(0.25, 0.1, 0.25, 1))
        #expect(TimingCurve.easeIn == TimingCurve(0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut == TimingCurve(0, 0, 0.58, 1))
        #expect(TimingCurve.easeInOut == TimingCurve(0.42, 0, 0.58, 1))
    }

    @Test func linearIsIdentityAndEndsAreFixed() async {
        await propertyCheck(input: Gen.double(in: 0...1)) { p in
            #expect(TimingCurve.linear.value(at: p) == p)
        }
        for curve in [TimingCurve.default, .easeIn, .easeOut, .easeInOut, TimingCurve(0.9, -0.5, 0.1, 1.5)] {
            #expect(curve.value(at: 0) == 0)
            #expect(abs(curve.value(at: 1) - 1) < 1e-12)
        }
    }

    /// Steep curves (handles near x = 0 or 1) defeat Newton; bisection still solves them.
    @Test func solvesSteepCurvesAccurately() async {
        let curve = TimingCurve(0, 1, 0, 1)
        await propertyCheck(input: Gen.double(in: 0...1)) { p in
            let y = curve.value(at: p)
            // Check by solving independently: x(s) = 3(1−s)s²·0 + s³ with x1 = x2 = 0.
            let s = cbrt(p)
            let expected = 3 * (1 - s) * (1 - s) * s + 3 * (1 - s) * s * s + s * s * s
            #expect(abs(y - expected) < 1e-6)
        }
    }

    @Test func derivativeMatchesFiniteDifference() async {
        await propertyCheck(input: Gen.double(in: 0.01...0.99), Gen.int(in: 0...3)) { p, index in
            let curve = Self.samples[index].0
            let h = 1e-6
            let slope = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
            #expect(abs(slope - curve.derivative(at: p)) < 1e-4)
        }
        #expect(abs(TimingCurve.easeOut.derivative(at: 0) - 1 / 0.58) < 1e-9)
        #expect(TimingCurve.easeInOut.derivative(at: 0) == 0)
    }
}
