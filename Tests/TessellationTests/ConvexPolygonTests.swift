import Geometry
import Testing

@testable import Tessellation

/// Pure polygon geometry: no SDL involved.
struct ConvexPolygonTests {
    @Test func roundedRectangleStaysInsideItsRectangleAndTouchesEachSide() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        let polygon = ConvexPolygon.roundedRect(rect, radius: 12)
        #expect(polygon.points.count > 8)
        for point in polygon.points {
            #expect(point.x >= rect.minX - 1e-9 && point.x <= rect.maxX + 1e-9)
            #expect(point.y >= rect.minY - 1e-9 && point.y <= rect.maxY + 1e-9)
        }
        #expect(polygon.points.contains { abs($0.y - rect.minY) < 1e-9 })
        #expect(polygon.points.contains { abs($0.x - rect.maxX) < 1e-9 })
    }

    @Test func clippingTwoSquaresGivesTheirOverlap() {
        let a = ConvexPolygon.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        let b = ConvexPolygon.roundedRect(Rect(x: 5, y: -5, width: 10, height: 10), radius: 0)
        let overlap = a.clipped(to: b).points
        #expect(overlap.count == 4)
        #expect(Set(overlap.map { "\($0.x.rounded()),\($0.y.rounded())" }) == ["5.0,0.0", "10.0,0.0", "10.0,5.0", "5.0,5.0"])
        let far = ConvexPolygon.roundedRect(Rect(x: 50, y: 50, width: 1, height: 1), radius: 0)
        #expect(a.clipped(to: far).isEmpty)
    }

    @Test func offsettingASquareMovesEachSide() {
        let square = ConvexPolygon.roundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        let grown = square.offset(by: 0.5).points
        #expect(grown.map(\.x).min()! == -0.5 && grown.map(\.x).max()! == 10.5)
        let shrunk = square.offset(by: -0.5).points
        #expect(abs(shrunk.map(\.y).min()! - 0.5) < 1e-9 && abs(shrunk.map(\.y).max()! - 9.5) < 1e-9)
    }

    @Test func arcsGetMoreSegmentsAsTheyGrow() {
        #expect(ConvexPolygon.arcSegments(radius: 0) == 0)
        #expect(ConvexPolygon.arcSegments(radius: 4) < ConvexPolygon.arcSegments(radius: 40))
        #expect(ConvexPolygon.arcSegments(radius: 100_000) == ConvexPolygon.maximumArcSegments)
    }
}
