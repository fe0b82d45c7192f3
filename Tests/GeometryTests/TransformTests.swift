import Testing

@testable import Geometry

@Suite struct TransformTests {
    @Test func scaleAboutAPointKeepsThePointFixed() {
        let anchor = Point(x: 40, y: 60)
        let t = Transform.scale(0.5, about: anchor)
        #expect(t.apply(to: anchor) == anchor)
        #expect(t.apply(to: Point(x: 50, y: 60)) == Point(x: 45, y: 60))
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = Transform.scale(2)
        let move = Transform.translation(x: 10, y: 0)
        #expect(scale.concatenating(move).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(move.concatenating(scale).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    }

    @Test func inverseUndoesTheTransform() throws {
        let t = Transform(scaleX: 0.85, scaleY: 0.85, translateX: 31, translateY: -7)
        let inverse = try #require(t.inverted)
        let p = Point(x: 123.5, y: 77.25)
        let back = inverse.apply(to: t.apply(to: p))
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        #expect(Transform.scale(0).inverted == nil)
    }

    @Test func rectsMapToAxisAlignedRects() {
        let r = Transform.scale(0.5, about: Point(x: 50, y: 50)).apply(to: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(r == Rect(x: 25, y: 25, width: 50, height: 50))
    }
}
