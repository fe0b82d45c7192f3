import Geometry

/// A run of whole device pixels on one row: what an opaque interior is filled or copied
/// by, one rectangle a row, where the triangle rasterizer would blend pixel by pixel.
public struct PixelSpan: Equatable, Sendable {
    public var x: Int32
    public var y: Int32
    public var width: Int32

    public init(x: Int32, y: Int32, width: Int32) {
        self.x = x
        self.y = y
        self.width = width
    }

    /// The pixels whose centres lie inside a convex polygon, one span a row, top to
    /// bottom.
    public static func rows(of points: [Point]) -> [PixelSpan] {
        guard let top = points.map(\.y).min(), let bottom = points.map(\.y).max() else { return [] }
        var rows: [PixelSpan] = []
        var y = Int(saturating: (top - 0.5).rounded(.up))
        while Double(y) + 0.5 <= bottom {
            let centre = Double(y) + 0.5
            var left = Double.infinity, right = -Double.infinity
            for index in points.indices {
                let a = points[index], b = points[(index + 1) % points.count]
                guard min(a.y, b.y) <= centre, max(a.y, b.y) >= centre else { continue }
                if a.y == b.y {
                    left = min(left, a.x, b.x)
                    right = max(right, a.x, b.x)
                } else {
                    let x = a.x + (centre - a.y) / (b.y - a.y) * (b.x - a.x)
                    left = min(left, x)
                    right = max(right, x)
                }
            }
            let first = Int(saturating: (left - 0.5).rounded(.up)), last = Int(saturating: (right - 0.5).rounded(.down))
            if last >= first {
                rows.append(
                    PixelSpan(
                        x: Int32(truncatingIfNeeded: first), y: Int32(truncatingIfNeeded: y), width: Int32(truncatingIfNeeded: last - first + 1)))
            }
            y += 1
        }
        return rows
    }
}
