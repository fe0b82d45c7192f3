import Geometry

/// A convex polygon filled with anti-aliased edges, as triangles SDL's
/// `SDL_RenderGeometry` can draw (it has no anti-aliasing of its own): the polygon inset
/// by half the feather at full colour, a fringe out to half the feather beyond the edge
/// fading to transparent, and an interior that is either a fan of triangles or, for an
/// opaque fill, rows of whole pixels (`rows`) joined to the fringe by a narrow band.
public struct FeatheredFill: Sendable {
    public var vertices: [MeshVertex] = []
    public var indices: [Int32] = []
    /// The interior's pixel rows, when it is filled by rows (empty otherwise).
    public var rows: [PixelSpan] = []

    /// `polygon` (device pixels, already merged) in `color`, its edges feathered over
    /// `featherWidth` pixels. With `rowBandWidth`, the interior is `rows` and a band of
    /// opaque triangles that wide, sharing the feather's inner corners, overlaps the rows
    /// and closes any gap (the rasterizer snaps triangle corners to half pixels, so rows
    /// alone would not meet the feather exactly). `uv` gives each point's texture
    /// coordinate.
    public init(
        _ polygon: ConvexPolygon, color: MeshColor, featherWidth: Double, rowBandWidth: Double?,
        uv: (Point) -> (u: Float, v: Float) = { _ in (0, 0) }
    ) {
        guard !polygon.isEmpty else { return }
        let half = featherWidth / 2
        let inner = polygon.offset(by: -half).points, outer = polygon.offset(by: half).points
        let count = inner.count
        var transparent = color
        transparent.a = 0
        func vertex(_ point: Point, _ color: MeshColor) -> MeshVertex {
            let (u, v) = uv(point)
            return MeshVertex(x: Float(point.x), y: Float(point.y), color: color, u: u, v: v)
        }
        vertices.reserveCapacity(2 * count)
        for point in inner { vertices.append(vertex(point, color)) }
        for point in outer { vertices.append(vertex(point, transparent)) }
        indices.reserveCapacity(3 * (count - 2) + 6 * count)
        if let rowBandWidth {
            rows = PixelSpan.rows(of: polygon.offset(by: -half - rowBandWidth / 2).points)
            let core = polygon.offset(by: -half - rowBandWidth).points
            let start = Int32(vertices.count)
            for point in core { vertices.append(vertex(point, color)) }
            for i in 0..<count {
                let j = (i + 1) % count
                indices += [start + Int32(i), Int32(i), Int32(j), start + Int32(i), Int32(j), start + Int32(j)]
            }
        } else {
            // A fan from the centre, not from a vertex: a vertex fan makes slivers along
            // the edges that share that vertex's line, and the software rasterizer leaves
            // a one-pixel gap inside such an edge (a dark line inside a scrubbed card).
            let centre = Point(
                x: inner.reduce(0) { $0 + $1.x } / Double(count), y: inner.reduce(0) { $0 + $1.y } / Double(count))
            let middle = Int32(vertices.count)
            vertices.append(vertex(centre, color))
            for i in 0..<count { indices += [middle, Int32(i), Int32((i + 1) % count)] }
        }
        for i in 0..<count {
            let j = (i + 1) % count
            indices += [Int32(i), Int32(count + i), Int32(count + j), Int32(i), Int32(count + j), Int32(j)]
        }
    }
}
