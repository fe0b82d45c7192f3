import Geometry

/// Where a ring's nine patches lie: the small ring computed into a layer (its corners
/// as the full ring's, moved by whole pixels, and one tile of each side), and the copies
/// that put it on the target: each corner once, each side's tile repeated along it, only
/// over the rows (or columns) the ring covers. Nil when the ring has no straight side
/// to repeat (then it is drawn as triangles).
public struct RingPatches: Sendable {
    /// One run of columns (or rows): where it is read in the layer, where it lands, how
    /// long it is, whether it is part of a side (between the corners, where the ring is
    /// the same all along its edge and empty inside), and, for a corner run, how many of
    /// its pixels next to the ring's edge the ring covers.
    public struct Run: Sendable, Equatable {
        public var source: Int32
        public var target: Int32
        public var length: Int32
        public var isSide: Bool
        /// For a corner run, the pixels the ring's side covers: the first `band` of the
        /// near corner's, the last `band` of the far corner's.
        public var band: Int32
        public var isFar: Bool
    }

    /// One unscaled copy from the layer onto the target.
    public struct Copy: Sendable, Equatable {
        public var sourceX: Int32, sourceY: Int32
        public var targetX: Int32, targetY: Int32
        public var width: Int32, height: Int32
    }

    /// The ring drawn into the layer (layer pixels).
    public var smallRing: Rect
    public var layerWidth: Int32
    public var layerHeight: Int32
    public var columns: [Run]
    public var rows: [Run]

    /// `tileLength`: the longest stretch of a side drawn into the layer (device pixels).
    public init?(_ rect: Rect, radius: Double, width: Double, featherWidth: Double, tileLength: Int32) {
        let half = featherWidth / 2
        // From each edge inward, the ring differs from column to column (its corner
        // arcs, its inner edge) for at most this far; beyond it, up to the opposite
        // corner, every column of the ring is the same, and inside it is empty.
        let corner = max(max(0, min(radius, rect.width / 2, rect.height / 2)), width) + half + 1
        // How far in from its edge a side of the ring reaches: the width and the inner
        // feather, and a pixel for the rounding.
        let band = width + half + 1
        guard
            let horizontal = RingPatches.runs(
                from: rect.minX, to: rect.maxX, corner: corner, band: band, margin: half + 1, tile: tileLength),
            let vertical = RingPatches.runs(
                from: rect.minY, to: rect.maxY, corner: corner, band: band, margin: half + 1, tile: tileLength)
        else { return nil }
        columns = horizontal.runs
        rows = vertical.runs
        layerWidth = horizontal.layerLength
        layerHeight = vertical.layerLength
        smallRing = Rect(
            x: rect.minX - horizontal.origin, y: rect.minY - vertical.origin,
            width: rect.width - horizontal.removed, height: rect.height - vertical.removed)
    }

    /// The corners' sizes in the layer: columns at its left and right, rows at its top
    /// and bottom.
    public var corners: (near: Int32, far: Int32, top: Int32, bottom: Int32) {
        (columns.first?.length ?? 0, columns.last?.length ?? 0, rows.first?.length ?? 0, rows.last?.length ?? 0)
    }

    /// Every copy: corners whole, a side's tiles over the band its ring covers, nothing
    /// of the empty middle.
    public var copies: [Copy] {
        var copies: [Copy] = []
        for row in rows {
            for column in columns where !(row.isSide && column.isSide) {
                var x = (source: column.source, target: column.target, length: column.length)
                var y = (source: row.source, target: row.target, length: row.length)
                // A side's tile crosses a corner run only where the ring covers it.
                if column.isSide { y = RingPatches.banded(row, y) }
                if row.isSide { x = RingPatches.banded(column, x) }
                guard x.length > 0, y.length > 0 else { continue }
                copies.append(
                    Copy(
                        sourceX: x.source, sourceY: y.source, targetX: x.target, targetY: y.target, width: x.length,
                        height: y.length))
            }
        }
        return copies
    }

    /// The part of a corner run the ring's side covers.
    private static func banded(_ run: Run, _ span: (source: Int32, target: Int32, length: Int32)) -> (
        source: Int32, target: Int32, length: Int32
    ) {
        let band = min(run.band, span.length)
        guard run.isFar else { return (span.source, span.target, band) }
        let skip = span.length - band
        return (span.source + skip, span.target + skip, band)
    }

    /// The runs along one axis for a ring from `low` to `high`: the near corner, the side
    /// in tiles, the far corner; `origin` is the first pixel touched, `removed` how much
    /// shorter the small ring is than the real one, a whole number of pixels.
    private static func runs(
        from low: Double, to high: Double, corner: Double, band: Double, margin: Double, tile tileLength: Int32
    ) -> (runs: [Run], layerLength: Int32, origin: Double, removed: Double)? {
        let first = (low - margin).rounded(.down), end = (high + margin).rounded(.up)
        let sideStart = (low + corner).rounded(.up), sideEnd = (high - corner).rounded(.down)
        guard sideEnd > sideStart, end - first < Double(Int32.max / 2), tileLength > 0 else { return nil }
        let near = Int32(saturating: sideStart - first), far = Int32(saturating: end - sideEnd)
        let side = Int32(saturating: sideEnd - sideStart)
        let nearBand = min(near, Int32(saturating: (low + band).rounded(.up) - first))
        let farBand = min(far, Int32(saturating: end - (high - band).rounded(.down)))
        let tile = min(side, tileLength)
        let origin = Int32(saturating: first)
        var runs = [Run(source: 0, target: origin, length: near, isSide: false, band: nearBand, isFar: false)]
        var covered: Int32 = 0
        while covered < side {
            let length = min(tile, side - covered)
            runs.append(
                Run(source: near, target: origin + near + covered, length: length, isSide: true, band: 0, isFar: false))
            covered += length
        }
        runs.append(
            Run(source: near + tile, target: origin + near + side, length: far, isSide: false, band: farBand, isFar: true))
        return (runs, near + tile + far, first, Double(side - tile))
    }
}
