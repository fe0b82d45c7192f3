import Geometry
import Testing

@testable import Tessellation

/// The anti-aliased fills the renderer draws, checked as geometry: no SDL, no pixels.
@Suite struct FeatheredFillTests {
    static let white = MeshColor(r: 255, g: 255, b: 255, a: 255)

    /// Twice the signed area of a triangle of the mesh.
    static func doubledArea(_ mesh: [MeshVertex], _ a: Int32, _ b: Int32, _ c: Int32) -> Float {
        let p = mesh[Int(a)], q = mesh[Int(b)], r = mesh[Int(c)]
        return (q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)
    }

    /// The fringe runs from the polygon inset by half the feather (full colour) to
    /// outset by half (transparent), and the triangles cover the outset polygon exactly
    /// once: their areas add up to its area.
    @Test(arguments: [nil, 3.0])
    func aRoundedRectangleIsCoveredOnceWithItsEdgeFading(band: Double?) {
        let rect = Rect(x: 10.25, y: 20.5, width: 180, height: 90)
        let polygon = ConvexPolygon.roundedRect(rect, radius: 14)
        let fill = FeatheredFill(polygon, color: Self.white, featherWidth: 1, rowBandWidth: band)
        let count = polygon.points.count
        #expect(fill.vertices[0..<count].allSatisfy { $0.color.a == 255 })
        #expect(fill.vertices[count..<(2 * count)].allSatisfy { $0.color.a == 0 })
        #expect(fill.indices.count % 3 == 0)
        var area: Float = 0
        for start in stride(from: 0, to: fill.indices.count, by: 3) {
            area += abs(Self.doubledArea(fill.vertices, fill.indices[start], fill.indices[start + 1], fill.indices[start + 2])) / 2
        }
        let outer = polygon.offset(by: 0.5).points
        var outerArea = 0.0
        for i in outer.indices {
            let p = outer[i], q = outer[(i + 1) % outer.count]
            outerArea += p.x * q.y - q.x * p.y
        }
        outerArea = abs(outerArea) / 2
        if band == nil {
            #expect(abs(Double(area) - outerArea) < 0.01 * outerArea)
            #expect(fill.rows.isEmpty)
        } else {
            // The rows fill the interior; the triangles are only the band and the fringe.
            #expect(Double(area) < 0.2 * outerArea)
            #expect(!fill.rows.isEmpty)
        }
    }

    /// Rows are the pixels whose centres lie inside: a rectangle on pixel edges gives
    /// exactly its pixels; a slanted edge moves each row's start.
    @Test func rowsAreThePixelsWhoseCentresAreInside() {
        let square = ConvexPolygon.roundedRect(Rect(x: 2, y: 3, width: 4, height: 2), radius: 0)
        #expect(
            PixelSpan.rows(of: square.points) == [
                PixelSpan(x: 2, y: 3, width: 4), PixelSpan(x: 2, y: 4, width: 4)
            ])
        let triangle = [Point(x: 0, y: 0), Point(x: 8, y: 8), Point(x: 0, y: 8)]
        let rows = PixelSpan.rows(of: triangle)
        #expect(rows.count == 8)
        for row in rows {
            #expect(row.x == 0)
            // The row's last pixel centre is left of the diagonal x = y (centre y + 0.5).
            #expect(Double(row.width) - 0.5 <= Double(row.y) + 0.5)
        }
        #expect(PixelSpan.rows(of: []).isEmpty)
    }

    /// A ring is four outlines of one vertex count, transparent outside and inside the
    /// band, with two triangles per segment of each of its three bands.
    @Test func aRingIsFourOutlinesStitchedInto3Bands() {
        let ring = FeatheredRing(
            Rect(x: 0, y: 0, width: 100, height: 40), radius: 10, width: 2, color: Self.white, featherWidth: 1)
        #expect(ring.vertices.count % 4 == 0)
        let count = ring.vertices.count / 4
        let alphas = [0, 1, 2, 3].map { band in Set(ring.vertices[(band * count)..<((band + 1) * count)].map(\.color.a)) }
        #expect(alphas == [[0], [255], [255], [0]])
        #expect(ring.indices.count == 3 * count * 6)
        // The radius is clamped to the rectangle: a radius past half the height still
        // gives a closed outline.
        let pill = FeatheredRing(Rect(x: 0, y: 0, width: 100, height: 40), radius: 80, width: 2, color: Self.white, featherWidth: 1)
        #expect(!pill.vertices.isEmpty && pill.vertices.allSatisfy { $0.y >= -1 && $0.y <= 41 })
    }
}
