import Geometry

/// How much of each pixel near a convex polygon's edge the polygon covers, computed
/// pixel by pixel with no triangles (issue 18, per-pixel cost): the alpha of the pixels a
/// shape's solid core leaves out, so an opaque shape whose outline changes every frame
/// (a scrubbed card, its photo, its sheet) copies its interior straight onto the screen
/// and blends only these few pixels, instead of drawing itself into a layer first.
///
/// The edge is feathered as `FeatheredFill` feathers it: `featherWidth` pixels centred on
/// the true edge, so a pixel centre half a feather inside every edge is fully covered,
/// and one half a feather outside any is not covered at all. The distance from a pixel
/// centre to the polygon is the least of its distances to the edges' lines, exact
/// inside a convex polygon and within a hair outside its (nearly straight) vertices.
public struct EdgeCoverage: Sendable {
    /// Each edge's start and inward unit normal.
    private let edges: [(start: Point, normal: Point)]
    private let featherWidth: Double

    public init(_ polygon: ConvexPolygon, featherWidth: Double) {
        edges = polygon.inwardEdges()
        self.featherWidth = max(1e-6, featherWidth)
    }

    /// Writes the coverage of every pixel of `region`, 0…255, row by row into `alpha`
    /// (`region.width` bytes a row, `pitch` apart). Only the edges that come within a
    /// feather of the region are measured: along a straight side that is one.
    public func write(_ region: PixelBox, into alpha: UnsafeMutablePointer<UInt8>, pitch: Int) {
        guard !region.isEmpty else { return }
        let half = featherWidth / 2
        let left = Double(region.x0) + 0.5, right = Double(region.x1) - 0.5
        let top = Double(region.y0) + 0.5, bottom = Double(region.y1) - 0.5
        let width = Int(truncatingIfNeeded: region.width), height = Int(truncatingIfNeeded: region.height)
        // Each edge's distance as a plane over the region, d = a·column + b·row + c (in
        // coverage steps of 1/255), so a pixel costs a multiply-add an edge. The distance
        // is linear, so over the region it is least and greatest at corners: an edge a
        // feather inside every corner cannot lower any pixel's coverage, and one a feather
        // outside every corner leaves none.
        let scale = 255 / featherWidth
        var planes: [(a: Double, b: Double, c: Double)] = []
        for edge in edges {
            let corners = [(left, top), (right, top), (left, bottom), (right, bottom)].map {
                edge.normal.x * ($0.0 - edge.start.x) + edge.normal.y * ($0.1 - edge.start.y)
            }
            let least = corners.min() ?? 0, most = corners.max() ?? 0
            if most <= -half {
                for row in 0..<height { (alpha + row * pitch).update(repeating: 0, count: width) }
                return
            }
            guard least < half else { continue }
            planes.append(
                (
                    a: edge.normal.x * scale, b: edge.normal.y * scale,
                    c: (edge.normal.x * (left - edge.start.x) + edge.normal.y * (top - edge.start.y) + half) * scale
                ))
        }
        planes.withUnsafeBufferPointer { planes in
            for row in 0..<height {
                let out = alpha + row * pitch
                guard !planes.isEmpty else {
                    out.update(repeating: 255, count: width)
                    continue
                }
                let y = Double(row)
                for column in 0..<width {
                    let x = Double(column)
                    var value = Double.infinity
                    for plane in planes {
                        value = Swift.min(value, plane.a * x + plane.b * y + plane.c)
                    }
                    out[column] = UInt8(saturating: value + 0.5)
                }
            }
        }
    }
}
