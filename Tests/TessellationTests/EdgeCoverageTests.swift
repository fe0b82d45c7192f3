import Geometry
import Testing

@testable import Tessellation

/// `EdgeCoverage` measures only the edges near a region, and only the planes near each
/// row; these check it against measuring every edge at every pixel, over regions that
/// hold a straight side, a corner's arc, nothing of the shape, and all of its inside.
struct EdgeCoverageTests {
    /// The coverage of the pixel at `x`, `y` with every edge measured: the feather of
    /// `featherWidth` centred on the edge, as EdgeCoverage documents it.
    static func reference(_ polygon: ConvexPolygon, _ x: Int, _ y: Int, featherWidth: Double) -> UInt8 {
        let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var distance = Double.infinity
        for (start, normal) in polygon.inwardEdges() {
            distance = min(distance, normal.x * (centre.x - start.x) + normal.y * (centre.y - start.y))
        }
        let value = (distance + featherWidth / 2) / featherWidth * 255
        return value <= 0 ? 0 : value >= 255 ? 255 : UInt8((value + 0.5).rounded(.down))
    }

    /// Every pixel of `region` written by `coverage`, and the ones more than a step off
    /// the reference, as "x,y: got for expected".
    static func misses(_ polygon: ConvexPolygon, region: PixelBox, featherWidth: Double) -> (alpha: [UInt8], wrong: [String]) {
        let coverage = EdgeCoverage(polygon, featherWidth: featherWidth)
        let width = Int(region.width), height = Int(region.height)
        var alpha = [UInt8](repeating: 7, count: width * height)
        alpha.withUnsafeMutableBufferPointer { coverage.write(region, into: $0.baseAddress!, pitch: width) }
        var wrong: [String] = []
        for row in 0..<height {
            for column in 0..<width {
                let x = Int(region.x0) + column, y = Int(region.y0) + row
                let expected = Self.reference(polygon, x, y, featherWidth: featherWidth), got = alpha[row * width + column]
                if abs(Int(expected) - Int(got)) > 1 { wrong.append("\(x),\(y): \(got) for \(expected)") }
            }
        }
        return (alpha, wrong)
    }

    /// A card at 2x cut by a rounded clip (a scrubbed card under the screen's corners),
    /// feathered over two pixels: rows wide enough to be measured plane by plane, a
    /// corner of many segments, and a side strip whose rows repeat the one above.
    @Test(arguments: [
        PixelBox(x0: 0, y0: 0, x1: 90, y1: 70),  // the top-left corner, both shapes' arcs
        PixelBox(x0: 380, y0: 500, x1: 440, y1: 560),  // the bottom-right corner
        PixelBox(x0: 0, y0: 70, x1: 12, y1: 480),  // the left side, its rows alike
        PixelBox(x0: 60, y0: 0, x1: 360, y1: 10)  // the top side
    ])
    func aClippedLargeCardIsTheDistanceToTheNearestEdge(region: PixelBox) {
        let card = ConvexPolygon.roundedRect(Rect(x: 3.4, y: 2.7, width: 420.6, height: 540.3), radius: 41.5)
        let screen = ConvexPolygon.roundedRect(Rect(x: 0.5, y: -10.2, width: 436, height: 600), radius: 78)
        let polygon = card.clipped(to: screen)
        let (alpha, wrong) = Self.misses(polygon, region: region, featherWidth: 2)
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
        let covered = alpha.filter { $0 == 255 }.count, empty = alpha.filter { $0 == 0 }.count
        #expect(covered > 0 && empty > 0 && covered + empty < alpha.count, "an edge crosses it")
    }

    @Test(arguments: [
        PixelBox(x0: 0, y0: 0, x1: 60, y1: 8),  // the top side and both top corners
        PixelBox(x0: 0, y0: 8, x1: 6, y1: 40),  // the left side
        PixelBox(x0: 40, y0: 30, x1: 60, y1: 50),  // the bottom-right corner
        PixelBox(x0: 20, y0: 15, x1: 30, y1: 25),  // inside: all covered
        PixelBox(x0: 70, y0: 0, x1: 80, y1: 10)  // outside: none
    ])
    func everyPixelIsTheDistanceToTheNearestEdge(region: PixelBox) {
        let polygon = ConvexPolygon.roundedRect(Rect(x: 2.3, y: 1.6, width: 51.5, height: 40.2), radius: 9)
        let (alpha, wrong) = Self.misses(polygon, region: region, featherWidth: 1)
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
        // Each region shows what it holds.
        let covered = alpha.filter { $0 == 255 }.count, empty = alpha.filter { $0 == 0 }.count
        switch (region.x0, region.y0) {
        case (20, 15): #expect(covered == alpha.count)
        case (70, 0): #expect(empty == alpha.count)
        default: #expect(covered > 0 && empty > 0 && covered + empty < alpha.count, "an edge crosses it")
        }
    }
}
