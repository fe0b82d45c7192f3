import Foundation
import Geometry

/// A convex polygon in device pixels, vertices in clockwise screen order (y down).
///
/// Everything the renderer fills is one: a rounded rectangle, cut by a rectangle or by
/// another rounded rectangle. Convex shapes intersect simply (Sutherland–Hodgman),
/// fan-triangulate from any vertex and grow or shrink by moving each vertex along its
/// normal, which is how the anti-aliased fringe is made.
public struct ConvexPolygon: Equatable, Sendable {
    /// Largest distance (device pixels) between a corner arc and its polygon; tuned so
    /// arcs look round at any radius.
    public static let arcTolerance = 0.2
    /// Segments per corner are capped: even a full-screen circle looks round with this.
    public static let maximumArcSegments = 64
    /// Vertices closer than this (device pixels) are merged so normals stay defined.
    public static let mergeDistance = 1e-4
    /// A vertex moves at most this many times the offset at a sharp corner (miter limit).
    public static let miterLimit = 4.0

    public var points: [Point]

    public var isEmpty: Bool { points.count < 3 }

    /// A rounded rectangle; the radius is clamped to half the shorter side.
    public static func roundedRect(_ rect: Rect, radius: Double) -> ConvexPolygon {
        guard !rect.isEmpty else { return ConvexPolygon(points: []) }
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let segments = arcSegments(radius: r)
        return roundedRect(rect, radius: r, segments: segments)
    }

    /// A rounded rectangle with exactly `segments` per corner (4 × (segments + 1)
    /// vertices, repeated when the radius is 0), so two outlines can be stitched
    /// vertex to vertex.
    public static func roundedRect(_ rect: Rect, radius r: Double, segments: Int) -> ConvexPolygon {
        if segments == 0 {
            return ConvexPolygon(points: [
                Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)
            ])
        }
        // Corner centres in clockwise order starting top right, each swept a quarter turn.
        let centres = [
            Point(x: rect.maxX - r, y: rect.minY + r), Point(x: rect.maxX - r, y: rect.maxY - r),
            Point(x: rect.minX + r, y: rect.maxY - r), Point(x: rect.minX + r, y: rect.minY + r)
        ]
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1))
        for (corner, centre) in centres.enumerated() {
            let start = Double(corner - 1) * Double.pi / 2
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * Double.pi / 2
                points.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        return ConvexPolygon(points: points)
    }

    /// Segments per quarter circle so the polygon stays within `arcTolerance` of the arc.
    public static func arcSegments(radius: Double) -> Int {
        guard radius > arcTolerance else { return 0 }
        let step = 2 * acos(1 - arcTolerance / radius)
        return min(maximumArcSegments, max(1, Int(saturating: (Double.pi / 2 / step).rounded(.up))))
    }

    /// The part of this polygon inside `other` (Sutherland–Hodgman; `other` convex).
    public func clipped(to other: ConvexPolygon) -> ConvexPolygon {
        var output = points
        let edges = other.points
        for i in edges.indices where !output.isEmpty {
            let a = edges[i], b = edges[(i + 1) % edges.count]
            let input = output
            output = []
            for j in input.indices {
                let current = input[j], previous = input[(j + input.count - 1) % input.count]
                let currentSide = Self.cross(b - a, current - a), previousSide = Self.cross(b - a, previous - a)
                if currentSide >= 0 {
                    if previousSide < 0 { output.append(Self.intersection(previous, current, previousSide, currentSide)) }
                    output.append(current)
                } else if previousSide >= 0 {
                    output.append(Self.intersection(previous, current, previousSide, currentSide))
                }
            }
        }
        return ConvexPolygon(points: output).merged()
    }

    /// The polygon moved by `dx`, `dy` (into a layer's own coordinates).
    public func translated(dx: Double, dy: Double) -> ConvexPolygon {
        ConvexPolygon(points: points.map { Point(x: $0.x + dx, y: $0.y + dy) })
    }

    /// The polygon grown outward by `distance` (shrunk when negative), each vertex moved
    /// along the bisector of its edges' normals.
    public func offset(by distance: Double) -> ConvexPolygon {
        let p = merged().points
        guard p.count >= 3 else { return ConvexPolygon(points: p) }
        var result: [Point] = []
        result.reserveCapacity(p.count)
        for i in p.indices {
            let previous = p[(i + p.count - 1) % p.count], current = p[i], next = p[(i + 1) % p.count]
            let n1 = Self.outwardNormal(current - previous), n2 = Self.outwardNormal(next - current)
            let bisector = Self.normalized(n1 + n2)
            let cosine = max(bisector.x * n1.x + bisector.y * n1.y, 1 / Self.miterLimit)
            result.append(current + bisector * (distance / cosine))
        }
        return ConvexPolygon(points: result)
    }

    /// The smallest rectangle holding every point.
    public static func boundingBox(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The same polygon without consecutive near-duplicate vertices.
    public func merged() -> ConvexPolygon {
        var result: [Point] = []
        for point in points {
            if let last = result.last, last.distance(to: point) < Self.mergeDistance { continue }
            result.append(point)
        }
        while result.count > 1, result[0].distance(to: result[result.count - 1]) < Self.mergeDistance {
            result.removeLast()
        }
        return ConvexPolygon(points: result)
    }

    private static func cross(_ u: Point, _ v: Point) -> Double { u.x * v.y - u.y * v.x }

    private static func intersection(_ p: Point, _ q: Point, _ sp: Double, _ sq: Double) -> Point {
        let t = sp / (sp - sq)
        return p + (q - p) * t
    }

    /// Outward for clockwise-on-screen order: the interior is on the edge's right.
    private static func outwardNormal(_ edge: Point) -> Point {
        normalized(Point(x: edge.y, y: -edge.x))
    }

    private static func normalized(_ v: Point) -> Point {
        let length = v.length
        return length > 0 ? v * (1 / length) : .zero
    }
}
