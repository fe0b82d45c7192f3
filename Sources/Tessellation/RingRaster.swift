import Geometry

/// A ring's pixels computed directly, as ARGB8888 words: `width` thick inside a rounded
/// rectangle, each edge feathered over `featherWidth` centred on it, exactly as
/// `FeatheredRing`'s triangles shade it (coverage rising linearly across the feather,
/// read at the pixel's centre), but with true circular corners. With `falloff` it is a
/// soft shadow instead: its colour's alpha at the inner edge (the shape casting it),
/// falling with the square of the distance out from there to nothing at the outer edge.
///
/// SDL's software renderer spends about a thousand instructions on every triangle
/// whatever its size, and a shadow ring's arcs are hundreds of small triangles: a few
/// hundred thousand instructions a ring. Computed here, a pixel costs tens, and only the
/// corners are computed pixel by pixel: along a straight side every column (or row) is
/// the same, so one is computed and copied.
public struct RingRaster: Sendable {
    /// Row after row, `layerWidth` words each: alpha, red, green, blue (not premultiplied).
    public private(set) var pixels: [UInt32]

    /// The ring `rect` (layer pixels) drawn into a transparent `layerWidth` × `layerHeight`
    /// layer in `color`; `corner` is how far in from each side of the layer the ring is
    /// not the same along that side (its corners), as `RingPatches` measures it.
    public init(
        _ rect: Rect, radius: Double, width: Double, color: MeshColor, featherWidth: Double,
        layerWidth: Int32, layerHeight: Int32, corner: (near: Int32, far: Int32, top: Int32, bottom: Int32),
        falloff: Bool = false
    ) {
        let columns = Int(max(0, layerWidth)), rows = Int(max(0, layerHeight))
        guard columns > 0, rows > 0, rect.width > 0, rect.height > 0, featherWidth > 0 else {
            pixels = [UInt32](repeating: 0, count: columns * rows)
            return
        }
        let outerRadius = max(0, min(radius, rect.width / 2, rect.height / 2))
        let outer = Shape(rect: rect, radius: outerRadius)
        let innerRect = rect.insetBy(dx: width, dy: width)
        let inner = innerRect.width > 0 && innerRect.height > 0 ? Shape(rect: innerRect, radius: max(0, outerRadius - width)) : nil
        let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        let alpha = Double(color.a)
        func word(_ x: Int, _ y: Int) -> UInt32 {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let outside = outer.distanceOutside(px, py)
            let outerCoverage = min(1, max(0, 0.5 - outside / featherWidth))
            guard outerCoverage > 0 else { return 0 }
            let fromInner = inner?.distanceOutside(px, py) ?? width
            let innerCoverage = inner == nil ? 0 : min(1, max(0, 0.5 - fromInner / featherWidth))
            // A shadow's strength out from the shape: 1 at its edge, 0 a width away.
            let strength = falloff ? Self.falloff(fromInner / width) : 1
            let level = (alpha * outerCoverage * (1 - innerCoverage) * strength).rounded()
            return level > 0 ? UInt32(level) << 24 | rgb : 0
        }
        // Only the corners are computed pixel by pixel. A side's columns (between the
        // corners) are all the same: the first is computed and copied along where it
        // is not empty; the side rows likewise, whose middle (inside the ring) is
        // empty and stays zero.
        let near = min(Int(max(0, corner.near)), columns), far = min(Int(max(0, corner.far)), columns - near)
        let top = min(Int(max(0, corner.top)), rows), bottom = min(Int(max(0, corner.bottom)), rows - top)
        let sideStart = near, sideEnd = columns - far
        // In a corner row only the pixels near the ring are computed: left of where
        // the outer edge's feather begins, and inside where the inner edge's ends, every
        // pixel is zero (the buffer's own). Measured a pixel generously both ways.
        let reach = featherWidth / 2 + 1
        let outerBounds = outer.grown(by: reach)
        let innerBounds = inner?.grown(by: -reach)
        // Written row by row, each row zeroed just before its pixels are computed, and the
        // side rows copied straight in: zeroing the whole layer first, then writing most
        // of it again, was a third of a ring's cost.
        pixels = [UInt32](unsafeUninitializedCapacity: columns * rows) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            func computeRow(_ y: Int) {
                let row = y * columns, py = Double(y) + 0.5
                (base + row).initialize(repeating: 0, count: columns)
                guard let reached = outerBounds?.columns(atRow: py, width: columns) else { return }
                // Columns certainly inside the inner edge (none when the row misses it).
                let hollow = innerBounds?.columns(atRow: py, width: columns) ?? (columns, columns)
                func compute(_ range: Range<Int>) {
                    let from = max(range.lowerBound, reached.first), to = min(range.upperBound, reached.end)
                    guard from < to else { return }
                    for x in from..<to where x < hollow.first || x >= hollow.end { buffer[row + x] = word(x, y) }
                }
                compute(0..<near)
                compute(sideEnd..<columns)
                guard sideEnd > sideStart else { return }
                let side = word(sideStart, y)
                if side != 0 { for x in sideStart..<sideEnd { buffer[row + x] = side } }
            }
            for y in 0..<top { computeRow(y) }
            for y in (rows - bottom)..<rows { computeRow(y) }
            if rows - bottom > top {
                computeRow(top)
                let first = base + top * columns
                for y in (top + 1)..<(rows - bottom) {
                    let row = base + y * columns
                    row.initialize(from: first, count: near)
                    (row + near).initialize(repeating: 0, count: sideEnd - near)
                    (row + sideEnd).initialize(from: first + sideEnd, count: far)
                }
            }
            initialized = columns * rows
        }
    }

    /// A shadow's strength at `distance` (in its widths) out from the shape casting it:
    /// the square of what is left of the width, what the five constant bands it replaced
    /// had at their middles (docs/MOTION.md, `SoftShadow`).
    static func falloff(_ distance: Double) -> Double {
        let left = min(1, max(0, 1 - distance))
        return left * left
    }

    /// A rounded rectangle, measured by signed distance.
    private struct Shape {
        var centerX: Double, centerY: Double
        /// Half the size less the radius: the straight part's half lengths.
        var halfStraightX: Double, halfStraightY: Double
        var radius: Double

        init(rect: Rect, radius: Double) {
            centerX = rect.midX
            centerY = rect.midY
            halfStraightX = rect.width / 2 - radius
            halfStraightY = rect.height / 2 - radius
            self.radius = radius
        }

        /// The same shape with its edge moved `amount` outward (inward when negative);
        /// nil when nothing is left.
        func grown(by amount: Double) -> Shape? {
            let grownRadius = radius + amount
            var shape = self
            if grownRadius >= 0 {
                shape.radius = grownRadius
            } else {
                // Shrunk past its corners' radius, a rounded rectangle is a plain one.
                shape.radius = 0
                shape.halfStraightX += grownRadius
                shape.halfStraightY += grownRadius
            }
            guard shape.halfStraightX + shape.radius > 0, shape.halfStraightY + shape.radius > 0 else { return nil }
            return shape
        }

        /// The columns (of `width`) whose pixel centres on the row at `y` lie inside,
        /// as a half-open range; nil when the row misses the shape.
        func columns(atRow y: Double, width: Int) -> (first: Int, end: Int)? {
            let beyond = max(0, abs(y - centerY) - halfStraightY)
            guard beyond <= radius else { return nil }
            let half = halfStraightX + (radius * radius - beyond * beyond).squareRoot()
            // Centres at x + 0.5 inside [centre - half, centre + half].
            let first = Int(saturating: (centerX - half - 0.5).rounded(.up))
            let end = Int(saturating: (centerX + half - 0.5).rounded(.down)) + 1
            let clampedFirst = min(max(first, 0), width), clampedEnd = min(max(end, 0), width)
            guard clampedFirst < clampedEnd else { return nil }
            return (clampedFirst, clampedEnd)
        }

        /// How far the point lies outside the edge (negative inside).
        func distanceOutside(_ x: Double, _ y: Double) -> Double {
            let qx = abs(x - centerX) - halfStraightX, qy = abs(y - centerY) - halfStraightY
            let ox = max(qx, 0), oy = max(qy, 0)
            let corner = ox > 0 && oy > 0 ? (ox * ox + oy * oy).squareRoot() : max(ox, oy)
            return corner + min(max(qx, qy), 0) - radius
        }
    }
}
