import Geometry
import PropertyBased
import Testing

@testable import Motion

/// Geometry values animate component by component, exactly as separate Double springs.
@Suite struct AnimatableTests {
    static let spring = SpringParameters(response: 0.35, dampingRatio: 0.6)

    /// Steps a spring on `Value` and on each component alone; they must agree.
    func expectComponentwise<Value: Animatable>(
        from: Value, to: Value, velocity: Value,
        components: (Value) -> [Double]
    ) {
        var whole = Animation.spring(value: from, target: to, velocity: velocity, spring: Self.spring, tolerance: Tolerance(distance: 0, velocity: 0))
        let starts = components(from), targets = components(to), velocities = components(velocity)
        var parts = starts.indices.map {
            Animation.spring(
                value: starts[$0], target: targets[$0], velocity: velocities[$0], spring: Self.spring, tolerance: Tolerance(distance: 0, velocity: 0))
        }
        for _ in 0..<100 {
            whole.step(dt: 1.0 / 240)
            for index in parts.indices { parts[index].step(dt: 1.0 / 240) }
        }
        let got = components(whole.value)
        for index in parts.indices { #expect(abs(got[index] - parts[index].value) < 1e-12) }
        #expect(components(whole.value) != starts)
    }

    @Test func everyGeometryTypeAnimatesPerComponent() {
        expectComponentwise(from: Point(x: 1, y: 2), to: Point(x: 30, y: -40), velocity: Point(x: 5, y: 0)) { [$0.x, $0.y] }
        expectComponentwise(from: Size(width: 10, height: 20), to: Size(width: 300, height: 150), velocity: .zero) {
            [$0.width, $0.height]
        }
        expectComponentwise(
            from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 50, y: 60, width: 414, height: 300),
            velocity: Rect(x: 100, y: 0, width: 0, height: -20)
        ) {
            [$0.minX, $0.minY, $0.width, $0.height]
        }
        expectComponentwise(from: Color.black, to: Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.5), velocity: .zero) {
            [$0.red, $0.green, $0.blue, $0.alpha]
        }
        expectComponentwise(
            from: Transform.identity, to: Transform(scaleX: 0.85, scaleY: 0.85, translateX: 10, translateY: 40),
            velocity: .zero
        ) {
            [$0.scaleX, $0.scaleY, $0.translateX, $0.translateY]
        }
    }

    @Test func interpolationIsLinearPerComponent() async {
        await propertyCheck(input: Gen.double(in: -1...2)) { f in
            let a = Rect(x: 0, y: 10, width: 100, height: 200), b = Rect(x: 50, y: 30, width: 200, height: 100)
            let r = a.interpolated(to: b, fraction: f)
            #expect(abs(r.minX - 50 * f) < 1e-9 && abs(r.minY - (10 + 20 * f)) < 1e-9)
            #expect(abs(r.width - (100 + 100 * f)) < 1e-9 && abs(r.height - (200 - 100 * f)) < 1e-9)
        }
    }

    @Test func componentMagnitudeIsTheLargestComponent() {
        #expect(Point(x: -3, y: 2).componentMagnitude == 3)
        #expect(Rect(x: 1, y: -7, width: 2, height: 3).componentMagnitude == 7)
        #expect(Color(red: 0.1, green: -0.5, blue: 0.2, alpha: 0.3).componentMagnitude == 0.5)
        #expect(Transform(scaleX: 1, scaleY: 2, translateX: -9, translateY: 0).componentMagnitude == 9)
        #expect(Transform.zero + Transform.identity == Transform.identity)
        #expect(Color.zero == Color.clear)
    }
}
