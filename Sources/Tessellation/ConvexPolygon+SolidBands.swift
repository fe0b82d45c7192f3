import Geometry

extension ConvexPolygon {
    /// The whole pixels lying at least `inset` inside every edge, as horizontal bands,
    /// top to bottom, each as wide as all of its rows allow: what a layer holding this
    /// polygon has fully covered, to copy unblended while the rest is blended (issue 18,
    /// per-pixel cost). A rounded rectangle gives one band between its straight sides and
    /// a few in each corner's rows; a circle, whose sides are all arcs, a stack of bands
    /// each losing at most `tolerance` pixels a side to the arc, so its interior is
    /// copied, not blended, too.
    ///
    /// The region is the intersection of the edges' inward half-planes, moved in by
    /// `inset`: convex, so over a band of rows its left boundary is furthest right, and
    /// its right boundary furthest left, at the band's top or bottom. Only band ends and
    /// middles are evaluated, never every row: a band is halved while its middle shows it
    /// could lose more than `tolerance` pixels a side.
    public func solidBands(inset: Double, tolerance: Int32, within width: Int32, _ height: Int32) -> [PixelBox] {
        let edges = inwardEdges()
        guard !edges.isEmpty else { return [] }
        let box = Self.boundingBox(of: points)
        let top = Int32(saturating: max(0, (box.minY + inset).rounded(.up)))
        let bottom = Int32(saturating: min(Double(height), (box.maxY - inset).rounded(.down)))
        guard bottom > top else { return [] }
        var bands: [PixelBox] = []
        func span(at y: Int32) -> (left: Double, right: Double) { Self.span(of: edges, at: Double(y), inset: inset) }
        func divide(_ y0: Int32, _ y1: Int32, _ upper: (left: Double, right: Double), _ lower: (left: Double, right: Double)) {
            if y1 - y0 > 1 {
                let middle = y0 + (y1 - y0) / 2
                let between = span(at: middle)
                // A convex boundary dips at most twice as far below its ends' worst as it
                // does at the middle: the most the band could give up a side.
                let loss = max(
                    2 * (max(upper.left, lower.left) - between.left), 2 * (between.right - min(upper.right, lower.right)))
                if !(loss <= Double(tolerance)) {
                    divide(y0, middle, upper, between)
                    divide(middle, y1, between, lower)
                    return
                }
            }
            let left = max(upper.left, lower.left), right = min(upper.right, lower.right)
            guard left.isFinite, right.isFinite else { return }
            let x0 = Int32(saturating: max(0, left.rounded(.up))), x1 = Int32(saturating: min(Double(width), right.rounded(.down)))
            guard x1 > x0 else { return }
            // Rows that continue the band above at the same width join it.
            if let last = bands.last, last.y1 == y0, last.x0 == x0, last.x1 == x1 {
                bands[bands.count - 1].y1 = y1
            } else {
                bands.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: y1))
            }
        }
        divide(top, bottom, span(at: top), span(at: bottom))
        return bands
    }

    /// Each edge's start and inward unit normal (the interior is on a clockwise edge's
    /// right); degenerate edges left out.
    func inwardEdges() -> [(start: Point, normal: Point)] {
        guard points.count >= 3 else { return [] }
        var edges: [(start: Point, normal: Point)] = []
        edges.reserveCapacity(points.count)
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > Self.mergeDistance else { continue }
            edges.append((a, Point(x: -dy / length, y: dx / length)))
        }
        return edges
    }

    /// Where the line at `y` enters and leaves the region `inset` inside every edge
    /// (left > right when it misses it).
    private static func span(of edges: [(start: Point, normal: Point)], at y: Double, inset: Double) -> (left: Double, right: Double) {
        var left = -Double.infinity, right = Double.infinity
        for (start, normal) in edges {
            // normal · (p − start) ≥ inset, solved for x on this line.
            let rest = inset - normal.y * (y - start.y)
            if abs(normal.x) < horizontalNormal {
                if rest > 0 { return (.infinity, -.infinity) }
            } else if normal.x > 0 {
                left = max(left, start.x + rest / normal.x)
            } else {
                right = min(right, start.x + rest / normal.x)
            }
        }
        return (left, right)
    }

    /// An edge whose normal's horizontal part is below this is horizontal: it bounds
    /// rows, not x.
    private static let horizontalNormal = 1e-9
}
