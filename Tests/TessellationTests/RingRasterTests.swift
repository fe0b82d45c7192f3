import Geometry
import Testing

@testable import Tessellation

/// `RingRaster` computes only the corner pixels near the ring and leaves the rest zero;
/// these compare every pixel with the coverage formula evaluated everywhere.
struct RingRasterTests {
    /// Rings as the soft shadow's bands and outlines give them: thin and thick, square
    /// and rounded, at fractional edges, a radius smaller and larger than the width.
    static let rings: [(rect: Rect, radius: Double, width: Double)] = [
        (Rect(x: 1.5, y: 1.25, width: 60, height: 44), 12, 2.4),
        (Rect(x: 1, y: 1, width: 50, height: 50), 0, 3),
        (Rect(x: 2.3, y: 1.7, width: 70.4, height: 38.2), 4, 9.5),
        (Rect(x: 1.5, y: 1.5, width: 80, height: 80), 30, 1),
        (Rect(x: 1, y: 1, width: 40, height: 30), 15, 30)
    ]

    @Test(arguments: rings.indices)
    func everyPixelIsTheCoverageFormulas(index: Int) {
        let (raster, mismatches) = Self.computed(Self.rings[index], color: MeshColor(r: 20, g: 40, b: 60, a: 200), falloff: false)
        #expect(mismatches == 0)
        #expect(raster.pixels.contains { $0 != 0 })
    }

    /// The ring computed with corners as wide as the whole layer (every pixel computed,
    /// none copied), and how many of its pixels differ from `reference`.
    static func computed(
        _ ring: (rect: Rect, radius: Double, width: Double), color: MeshColor, falloff: Bool
    ) -> (raster: RingRaster, mismatches: Int) {
        let columns = Int32(ring.rect.maxX.rounded(.up)) + 2, rows = Int32(ring.rect.maxY.rounded(.up)) + 2
        let raster = RingRaster(
            ring.rect, radius: ring.radius, width: ring.width, color: color, featherWidth: 1, layerWidth: columns,
            layerHeight: rows, corner: (columns / 2, columns - columns / 2, rows / 2, rows - rows / 2), falloff: falloff)
        var mismatches = 0
        for y in 0..<Int(rows) {
            for x in 0..<Int(columns) where raster.pixels[y * Int(columns) + x] != reference(ring, x: x, y: y, color: color, falloff: falloff) {
                mismatches += 1
            }
        }
        return (raster, mismatches)
    }

    /// A shadow (`falloff`): every pixel is the coverage formula times the square of what
    /// is left of the width out from the inner edge, and along a side it only lightens
    /// going out, from the colour's alpha at the shape to nothing at the outer edge.
    @Test(arguments: rings.indices)
    func aShadowFallsOffWithTheSquareOfTheDistance(index: Int) {
        let ring = Self.rings[index]
        let (raster, mismatches) = Self.computed(ring, color: MeshColor(r: 0, g: 0, b: 0, a: 56), falloff: true)
        let columns = Int(ring.rect.maxX.rounded(.up)) + 2
        #expect(mismatches == 0)
        #expect(RingRaster.falloff(0) == 1 && RingRaster.falloff(0.5) == 0.25 && RingRaster.falloff(1) == 0)
        #expect(RingRaster.falloff(-0.3) == 1 && RingRaster.falloff(1.7) == 0)
        // Along the top side's middle, outward from the first row clear of the shape's
        // feathered edge: never darker going out.
        let x = Int(ring.rect.midX)
        let inner = Int((ring.rect.minY + ring.width - 1).rounded(.down))
        var last = UInt32.max
        for y in stride(from: inner, through: 0, by: -1) {
            let alpha = raster.pixels[y * columns + x] >> 24
            #expect(alpha <= last, "row \(y): \(alpha) after \(last)")
            last = alpha
        }
    }

    /// The ring's pixel at (x, y), from the signed distances to its two edges, read at the
    /// pixel's centre, each edge's coverage rising linearly over one pixel.
    static func reference(
        _ ring: (rect: Rect, radius: Double, width: Double), x: Int, y: Int, color: MeshColor, falloff: Bool = false
    ) -> UInt32 {
        func outside(_ rect: Rect, _ radius: Double) -> Double {
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let qx = abs(px - rect.midX) - (rect.width / 2 - radius), qy = abs(py - rect.midY) - (rect.height / 2 - radius)
            let corner = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return corner + min(max(qx, qy), 0) - radius
        }
        let radius = min(ring.radius, ring.rect.width / 2, ring.rect.height / 2)
        let outer = min(1, max(0, 0.5 - outside(ring.rect, radius)))
        let innerRect = ring.rect.insetBy(dx: ring.width, dy: ring.width)
        let hasInner = innerRect.width > 0 && innerRect.height > 0
        let fromInner = hasInner ? outside(innerRect, max(0, radius - ring.width)) : ring.width
        let inner = hasInner ? min(1, max(0, 0.5 - fromInner)) : 0
        let left = min(1, max(0, 1 - fromInner / ring.width))
        let level = (Double(color.a) * outer * (1 - inner) * (falloff ? left * left : 1)).rounded()
        guard level > 0 else { return 0 }
        return UInt32(level) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }
}
