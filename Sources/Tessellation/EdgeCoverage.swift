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
        planes.reserveCapacity(edges.count)
        for edge in edges {
            // At the top-left corner, then the spans across and down.
            let origin = edge.normal.x * (left - edge.start.x) + edge.normal.y * (top - edge.start.y)
            let across = edge.normal.x * (right - left), down = edge.normal.y * (bottom - top)
            let least = origin + Swift.min(0, across) + Swift.min(0, down)
            let most = origin + Swift.max(0, across) + Swift.max(0, down)
            if most <= -half {
                for row in 0..<height { (alpha + row * pitch).update(repeating: 0, count: width) }
                return
            }
            guard least < half else { continue }
            planes.append(
                (
                    a: edge.normal.x * scale, b: edge.normal.y * scale,
                    c: (origin + half) * scale
                ))
        }
        // Row by row, only the planes that lower some pixel of the row are measured (a
        // plane is linear along the row, so its ends say): beside a corner's arc that is
        // one or two of its segments, along a straight side one plane, stepped. A row
        // measured by the same planes as the row above is that row again: along a side
        // every row of a strip a few pixels wide and hundreds tall is (half the work was
        // in measuring such rows, callgrind).
        planes.withUnsafeBufferPointer { planes in
            withUnsafeTemporaryAllocation(of: (a: Double, c: Double).self, capacity: 2 * max(1, planes.count)) { buffers in
                guard var active = buffers.baseAddress else { return }
                var above = active + max(1, planes.count), aboveCount = -1
                for row in 0..<height {
                    let out = alpha + row * pitch
                    let y = Double(row)
                    var count = 0, outside = false
                    for plane in planes {
                        let first = plane.b * y + plane.c, last = first + plane.a * Double(width - 1)
                        if Swift.min(first, last) >= 255 { continue }
                        if Swift.max(first, last) <= 0 {
                            outside = true
                            break
                        }
                        active[count] = (plane.a, first)
                        count += 1
                    }
                    if outside || count == 0 {
                        out.update(repeating: outside ? 0 : 255, count: width)
                        aboveCount = -1
                        continue
                    }
                    if count == aboveCount, (0..<count).allSatisfy({ active[$0] == above[$0] }) {
                        out.update(from: out - pitch, count: width)
                    } else if count == 1 {
                        let (step, first) = active[0]
                        for column in 0..<width { out[column] = Self.byte(first + step * Double(column)) }
                    } else if width >= Self.bandedRowWidth, let inside = Self.insideColumns(of: active, count: count, width: width) {
                        // Outside the polygon: nothing. Inside it, each plane lowers only
                        // the pixels within a feather of its edge, where it is below 255:
                        // beside a corner one or two of its segments, not all of them at
                        // every pixel (six on average in a card script, callgrind).
                        out.update(repeating: 0, count: inside.lowerBound)
                        (out + inside.upperBound).update(repeating: 0, count: width - inside.upperBound)
                        (out + inside.lowerBound).update(repeating: 255, count: inside.count)
                        for index in 0..<(inside.isEmpty ? 0 : count) {
                            let (step, first) = active[index]
                            for column in Self.columnsBelowFull(step: step, first: first, within: inside) {
                                out[column] = Swift.min(out[column], Self.byte(first + step * Double(column)))
                            }
                        }
                    } else {
                        for column in 0..<width {
                            let x = Double(column)
                            var value = Double.infinity
                            for index in 0..<count { value = Swift.min(value, active[index].a * x + active[index].c) }
                            out[column] = Self.byte(value)
                        }
                    }
                    swap(&active, &above)
                    aboveCount = count
                }
            }
        }
    }

    /// Rows at least this wide measured by several planes are measured plane by plane,
    /// each only where it is below 255 (tuned, callgrind: in a narrower row finding each
    /// plane's run costs more than measuring every plane at every pixel).
    private static let bandedRowWidth = 16

    /// The columns of a row inside every one of `planes` (each `first + step·column`
    /// above 0, evaluated as the row's pixels are), or nil when a plane is not finite and
    /// the pixels must be measured one by one. A plane is linear along the row, so the
    /// pixels it leaves out are those before or after one column; the polygon is convex,
    /// so what all of them keep is one run.
    private static func insideColumns(
        of planes: UnsafeMutablePointer<(a: Double, c: Double)>, count: Int, width: Int
    ) -> Range<Int>? {
        var from = 0, to = width
        for index in 0..<count {
            let (step, first) = planes[index]
            guard step.isFinite, first.isFinite else { return nil }
            if step > 0 {
                from = Swift.max(from, firstColumn(width, estimate: -first / step) { first + step * Double($0) > 0 })
            } else if step < 0 {
                to = Swift.min(to, firstColumn(width, estimate: -first / step) { first + step * Double($0) <= 0 })
            }
        }
        return from..<Swift.max(from, to)
    }

    /// The columns of `inside` where one plane is below 255, the only ones whose coverage
    /// it can lower.
    private static func columnsBelowFull(step: Double, first: Double, within inside: Range<Int>) -> Range<Int> {
        let end = inside.upperBound
        if step > 0 {
            let full = firstColumn(end, estimate: (255 - first) / step) { first + step * Double($0) >= 255 }
            return inside.lowerBound..<Swift.max(inside.lowerBound, full)
        }
        if step < 0 {
            let below = firstColumn(end, estimate: (255 - first) / step) { first + step * Double($0) < 255 }
            return Swift.max(inside.lowerBound, below)..<end
        }
        return first < 255 ? inside : end..<end
    }

    /// The first column of `0..<width` where `passes`, which once true stays true along
    /// the row, or `width` if none: found from `estimate` (the solved crossing, a column
    /// or so off after rounding) and checked by the same arithmetic as the pixels.
    @inline(__always)
    private static func firstColumn(_ width: Int, estimate: Double, where passes: (Int) -> Bool) -> Int {
        var column = Swift.min(width, Swift.max(0, Int(saturating: estimate)))
        while column > 0, passes(column - 1) { column -= 1 }
        while column < width, !passes(column) { column += 1 }
        return column
    }

    /// A coverage in steps of 1/255 as the nearest byte, clamped, NaN as 0: the loop's
    /// only call, so it must inline. It rounds by truncating a half up (the saturating
    /// conversion truncates): `rounded(.down)` called libm's `floor` for every pixel,
    /// x86-64's baseline having no rounding instruction (0.9 M calls in a card script,
    /// callgrind). The same byte for every value.
    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 { UInt8(saturating: value + 0.5) }
}
