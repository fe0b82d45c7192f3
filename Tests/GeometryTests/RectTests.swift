import Testing

@testable import Geometry

@Suite struct RectTests {
    @Test func aspectFillCoversAndAspectFitFits() {
        let frame = Rect(x: 0, y: 0, width: 414, height: 350)
        let fill = frame.aspectFill(Size(width: 1200, height: 900))
        #expect(fill.width >= 414 && fill.height >= 350)
        #expect(abs(fill.width / fill.height - 1200.0 / 900.0) < 1e-12)
        #expect(fill.center == frame.center)
        let fit = frame.aspectFit(Size(width: 1200, height: 900))
        #expect(fit.width <= 414 && fit.height <= 350)
        #expect(abs(fit.width - 414) < 1e-9)
    }

    @Test func containmentIsHalfOpen() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
    }

    @Test func intersectionOfDisjointRectsIsNil() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
        #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func hexColoursParse() {
        #expect(Color(hex: "#FF8000") == Color(r255: 255, g255: 128, b255: 0))
        #expect(Color(hex: "nope") == nil)
    }
}
