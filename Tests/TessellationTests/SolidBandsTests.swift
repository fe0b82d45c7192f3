import Geometry
import Testing

@testable import Tessellation

/// `ConvexPolygon.solidBands` finds the pixels a layer has fully covered by evaluating
/// band edges only; these check each band against the polygon pixel by pixel, and that
/// the bands leave little of the interior to blending.
struct SolidBandsTests {
    /// Shapes the renderer copies through layers: a card, a pill, the drop zone's circle
    /// (larger than the layer, as when it slides in), a photo cut by a clip.
    static let shapes: [(polygon: ConvexPolygon, width: Int32, height: Int32)] = [
        (ConvexPolygon.roundedRect(Rect(x: 2.5, y: 3, width: 40, height: 30), radius: 8), 50, 40),
        (ConvexPolygon.roundedRect(Rect(x: 1.3, y: 1.6, width: 120, height: 36), radius: 18), 124, 40),
        (ConvexPolygon.roundedRect(Rect(x: 20.4, y: 10.7, width: 300, height: 300), radius: 150), 260, 330),
        (
            ConvexPolygon.roundedRect(Rect(x: 1, y: 1, width: 90, height: 70), radius: 20)
                .clipped(to: ConvexPolygon.roundedRect(Rect(x: 0, y: 30.5, width: 200, height: 100), radius: 0)), 92, 72
        )
    ]
    static let inset = 1.5

    /// The shortest distance from `point` inside the polygon to its edges (negative
    /// outside).
    static func depth(_ point: Point, in polygon: ConvexPolygon) -> Double {
        let points = polygon.points
        var depth = Double.infinity
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            depth = min(depth, (-dy * (point.x - a.x) + dx * (point.y - a.y)) / length)
        }
        return depth
    }

    @Test(arguments: shapes.indices)
    func everyBandPixelLiesDeepInsideAndFewAreLeftOut(index: Int) {
        let shape = Self.shapes[index]
        let bands = shape.polygon.solidBands(inset: Self.inset, tolerance: 8, within: shape.width, shape.height)
        #expect(!bands.isEmpty)
        var inBands = Set<Int>()
        var previousBottom: Int32 = 0
        for band in bands {
            #expect(!band.isEmpty && band.y0 >= previousBottom, "bands run top to bottom without overlapping: \(bands)")
            #expect(band.x0 >= 0 && band.y0 >= 0 && band.x1 <= shape.width && band.y1 <= shape.height)
            previousBottom = band.y1
            for y in band.y0..<band.y1 {
                for x in band.x0..<band.x1 {
                    // All four corners of the pixel's square lie `inset` inside.
                    let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { Point(x: Double(x) + $0.0, y: Double(y) + $0.1) }
                    let shallowest = corners.map { Self.depth($0, in: shape.polygon) }.min() ?? 0
                    if shallowest < Self.inset - 1e-9 { Issue.record("pixel \(x),\(y) is only \(shallowest) inside") }
                    inBands.insert(Int(y) * Int(shape.width) + Int(x))
                }
            }
        }
        // Of the pixels `inset` + 1 inside (comfortably covered), the bands hold most.
        var deep = 0, held = 0
        for y in 0..<shape.height {
            for x in 0..<shape.width where Self.depth(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), in: shape.polygon) >= Self.inset + 1 {
                deep += 1
                if inBands.contains(Int(y) * Int(shape.width) + Int(x)) { held += 1 }
            }
        }
        #expect(Double(held) >= 0.85 * Double(deep), "\(held) of \(deep) deep pixels in \(bands.count) bands")
        // Round shapes are a few dozen bands, not a band a row.
        #expect(bands.count <= 60, "\(bands.count) bands")
    }

    @Test func aRoundedRectangleIsOneBandBetweenItsStraightSides() {
        let polygon = ConvexPolygon.roundedRect(Rect(x: 2.5, y: 3, width: 40, height: 30), radius: 8)
        let bands = polygon.solidBands(inset: Self.inset, tolerance: 8, within: 50, 40)
        // The sides run from y 11 to 25, x from 2.5 + 1.5 to 42.5 − 1.5: every row between
        // holds a band as wide, within the pixel the arc's first segment takes at its ends.
        for row: Int32 in 12..<24 {
            let band = bands.first { $0.y0 <= row && row < $0.y1 }
            #expect((band?.x0 ?? 99) <= 5 && (band?.x1 ?? 0) >= 40, "row \(row): \(bands)")
        }
        let middle = bands.first { $0.y0 <= 20 && 20 < $0.y1 }
        #expect(middle?.x0 == 4 && middle?.x1 == 41, "\(bands)")
    }

    @Test func aPolygonTooThinHasNoBands() {
        let sliver = ConvexPolygon.roundedRect(Rect(x: 0, y: 0, width: 2.5, height: 40), radius: 0)
        #expect(sliver.solidBands(inset: Self.inset, tolerance: 8, within: 10, 50).isEmpty)
        #expect(ConvexPolygon(points: []).solidBands(inset: Self.inset, tolerance: 8, within: 10, 50).isEmpty)
    }
}
