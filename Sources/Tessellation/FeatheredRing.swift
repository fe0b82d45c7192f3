import Geometry

/// An outline `width` pixels thick inside a rounded rectangle, feathered on both edges.
/// A ring is not convex, so it is stitched from four outlines of one vertex count:
/// outside fringe (transparent), outer edge, inner edge (full colour), inside fringe
/// (transparent), with two triangles per segment of each band.
public struct FeatheredRing: Sendable {
    public var vertices: [MeshVertex] = []
    public var indices: [Int32] = []

    public init(_ rect: Rect, radius: Double, width: Double, color: MeshColor, featherWidth: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let segments = ConvexPolygon.arcSegments(radius: r + featherWidth)
        let half = featherWidth / 2
        func outline(inset: Double) -> [Point] {
            ConvexPolygon.roundedRect(rect.insetBy(dx: inset, dy: inset), radius: max(0, r - inset), segments: segments).points
        }
        var transparent = color
        transparent.a = 0
        let rings = [
            (outline(inset: -half), transparent), (outline(inset: half), color),
            (outline(inset: width - half), color), (outline(inset: width + half), transparent)
        ]
        let count = rings[0].0.count
        for (points, ringColor) in rings {
            for point in points { vertices.append(MeshVertex(x: Float(point.x), y: Float(point.y), color: ringColor)) }
        }
        for band in 0..<3 {
            let a = band * count, b = (band + 1) * count
            for i in 0..<count {
                let j = (i + 1) % count
                indices += [Int32(a + i), Int32(b + i), Int32(b + j), Int32(a + i), Int32(b + j), Int32(a + j)]
            }
        }
    }
}
