import Foundation
import Geometry
import Scene
import Tessellation
import Testing

@testable import Platform

extension PlatformTests {
    /// Rings drawn as nine patches (Renderer+Ring, RingRaster) cover what the ring covers:
    /// exactly along a straight side at a fractional position, within a pixel of the
    /// ring's own triangles (which SDL places on a half-pixel grid) everywhere, thin and
    /// thick, rounded or square, long enough to take several tiles, and under a clip
    /// rectangle.
    @Suite struct RingTests {
        static let size = Size(width: 420, height: 320)
        static let background = Color(r255: 40, g255: 90, b255: 200)

        /// The canvas after `draw`, on the background.
        static func frame(_ draw: (Renderer) -> Void) throws -> PixelBuffer {
            let (canvas, renderer) = try PlatformTests.canvas(size)
            renderer.draw(DisplayList(viewport: size, background: background, commands: []))
            draw(renderer)
            return try canvas.pixels()
        }

        @Test(arguments: [
            (Rect(x: 10.3, y: 12.7, width: 390.5, height: 290.25), 24.0, 2.4),
            (Rect(x: 20, y: 20, width: 300, height: 200), 6.0, 2.0),
            (Rect(x: 5.5, y: 40.5, width: 160.2, height: 70.9), 12.5, 8.0),
            (Rect(x: 30.9, y: 8.1, width: 360, height: 300), 40.0, 3.0)
        ])
        func patchesDrawWhatTheTrianglesDraw(rect: Rect, radius: Double, width: Double) throws {
            #expect(
                RingPatches(
                    rect, radius: radius, width: width, featherWidth: Renderer.featherWidth,
                    tileLength: Renderer.ringTileLength) != nil, "the ring is drawn by patches")
            // A translucent shadow's black, and an opaque light colour (whose feather a
            // blend onto a transparent black layer would darken).
            for color in [MeshColor(r: 0, g: 0, b: 0, a: 120), MeshColor(r: 255, g: 255, b: 255, a: 255)] {
                let patched = try Self.frame { $0.drawRing(rect, radius: radius, width: width, color: color) }
                let direct = try Self.frame { renderer in
                    let ring = FeatheredRing(
                        rect, radius: radius, width: width, color: color, featherWidth: Renderer.featherWidth)
                    renderer.render(ring.vertices, ring.indices, texture: nil)
                }
                try Self.expectWithinAPixel(patched, of: direct)
                // Something was drawn: the ring's top side changes the background.
                let top = patched[Int(rect.midX), Int(rect.minY + width / 2)]
                #expect(abs(Int(top.b) - 200) > 40 || abs(Int(top.r) - 40) > 40, "\(top)")
            }
        }

        @Test func aClippedRingKeepsToTheClip() throws {
            let rect = Rect(x: 10.5, y: 10.5, width: 380, height: 280)
            let color = MeshColor(r: 255, g: 255, b: 255, a: 255)
            let shape = DrawCommand.shape(
                frame: rect, cornerRadius: 20, color: .white, strokeWidth: 4,
                clip: Clip(rect: Rect(x: 0, y: 0, width: 200, height: 150), cornerRadius: 0))
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            renderer.draw(DisplayList(viewport: Self.size, background: Self.background, commands: [shape]))
            let clipped = try canvas.pixels()
            let whole = try Self.frame { $0.drawRing(rect, radius: 20, width: 4, color: color) }
            for y in 0..<Int(Self.size.height) {
                for x in 0..<Int(Self.size.width) {
                    let inside = x < 200 && y < 150
                    let expected = inside ? whole[x, y] : clipped[0, 319]
                    let pixel = clipped[x, y]
                    let close = abs(Int(pixel.r) - Int(expected.r)) <= 3 && abs(Int(pixel.b) - Int(expected.b)) <= 3
                    #expect(close, "\(x),\(y): \(pixel), expected \(expected)")
                    if !close { return }
                }
            }
        }

        @Test func aRingDrawnTheSameOnTwoFramesIsKeptAndDrawsTheSamePixels() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            let ring = DrawCommand.shape(
                frame: Rect(x: 30.25, y: 20.5, width: 300, height: 220), cornerRadius: 24,
                color: Color(r255: 0, g255: 0, b255: 0, alpha: 0.4), strokeWidth: 6, clip: nil)
            var frames: [PixelBuffer] = []
            for _ in 0..<3 {
                renderer.draw(DisplayList(viewport: Self.size, background: Self.background, commands: [ring]))
                frames.append(try canvas.pixels())
            }
            // Computed into the shared layer on the first frame, kept from the second.
            #expect(renderer.rings.count == 1)
            #expect(frames[1] == frames[0] && frames[2] == frames[0])
            // Moved by whole pixels, the same ring is reused.
            let moved = DrawCommand.shape(
                frame: Rect(x: 50.25, y: 40.5, width: 300, height: 220), cornerRadius: 24,
                color: Color(r255: 0, g255: 0, b255: 0, alpha: 0.4), strokeWidth: 6, clip: nil)
            renderer.draw(DisplayList(viewport: Self.size, background: Self.background, commands: [moved]))
            #expect(renderer.rings.count == 1)
            let shifted = try canvas.pixels()
            #expect(shifted[50 + 160, 40 + 23] == frames[0][30 + 160, 20 + 23])
            #expect(shifted[52, 40 + 120] == frames[0][32, 20 + 120])
        }

        /// A soft shadow drawn by patches (its corners, and tiles repeated along the
        /// sides) is the shadow computed whole, pixel for pixel: no seam where a tile
        /// meets a corner or the next tile, at fractional edges and at @2x sizes.
        @Test(arguments: [
            (Rect(x: 10.3, y: 12.7, width: 390.5, height: 290.25), 36.0, 24.0),
            (Rect(x: 40, y: 30, width: 330, height: 250), 24.0, 12.0),
            (Rect(x: 5.5, y: 60.5, width: 400.2, height: 90.9), 12.0, 12.0)
        ])
        func aShadowByPatchesIsTheShadowComputedWhole(rect: Rect, radius: Double, spread: Double) throws {
            let color = MeshColor(r: 0, g: 0, b: 0, a: 56)
            let patched = try Self.frame { $0.drawRing(rect, radius: radius, width: spread, color: color, falloff: true) }
            let whole = try Self.frame { $0.drawWholeRing(rect, radius: radius, width: spread, color: color) }
            var differing = 0, worst = 0
            for y in 0..<Int(Self.size.height) {
                for x in 0..<Int(Self.size.width) {
                    let a = patched[x, y], b = whole[x, y]
                    let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    if difference > 0 { differing += 1 }
                    worst = max(worst, difference)
                }
            }
            #expect(differing == 0, "\(differing) pixels differ, by up to \(worst)")
        }

        /// A `shadow` command through the whole renderer: darkest against the shape, lighter
        /// at every step out, the background beyond its spread and inside the shape, with
        /// no step between neighbouring rows larger than the falloff's own slope (the five
        /// constant bands it replaced stepped by about ten levels at once).
        @Test(arguments: [1.0, 2.0])
        func aShadowFadesOutSmoothlyFromTheShape(scale: Double) throws {
            let size = Size(width: 200, height: 160)
            let shape = Rect(x: 40, y: 40, width: 120, height: 80), spread = 12.0
            let shadow = DrawCommand.shadow(
                frame: shape.insetBy(dx: -spread, dy: -spread), cornerRadius: 10 + spread,
                color: Color.black.withAlpha(0.22), spread: spread, clip: nil)
            let (canvas, renderer) = try PlatformTests.canvas(size, displayScale: scale)
            renderer.draw(DisplayList(viewport: size, background: .white, commands: [shadow]))
            let pixels = try canvas.pixels()
            let x = Int(100 * scale)
            // Rows from just outside the shape's bottom edge to beyond the spread.
            let edge = Int(120 * scale)
            let column = (edge...(edge + Int((spread + 2) * scale))).map { Int(pixels[x, $0].r) }
            #expect(column[0] < 255 - 40, "darkest against the shape: \(column)")
            for (near, far) in zip(column, column.dropFirst()) {
                #expect(far >= near, "lighter going out: \(column)")
                #expect(far - near <= Int((12 / scale).rounded(.up)), "no step: \(column)")
            }
            #expect(column.last == 255, "nothing beyond the spread: \(column)")
            #expect(pixels[x, Int(80 * scale)].r == 255, "nothing inside the shape")
        }

        @Test func aShortRingIsDrawnAsTriangles() {
            // No straight side left between the corners: nothing to repeat.
            #expect(
                RingPatches(
                    Rect(x: 0, y: 0, width: 30, height: 30), radius: 15, width: 2, featherWidth: 1, tileLength: 128) == nil)
            let patches = RingPatches(
                Rect(x: 0.5, y: 0, width: 400, height: 100), radius: 10, width: 2, featherWidth: 1, tileLength: 128)
            // Columns: the near corner, 128-pixel tiles, the far corner, covering every
            // touched column once.
            let columns = patches?.columns ?? []
            #expect(columns.first?.target == -1 && columns.first?.isSide == false)
            #expect(zip(columns, columns.dropFirst()).allSatisfy { $0.target + $0.length == $1.target })
            #expect(columns.filter(\.isSide).allSatisfy { $0.length <= 128 })
            #expect((columns.last.map { $0.target + $0.length }) == 402)
        }

        @Test func aStraightSideCoversWhatItsEdgesCross() throws {
            // Edges at x 10.25 and y 20.75; white, 3 px thick, on a dark blue.
            let rect = Rect(x: 10.25, y: 20.75, width: 300, height: 200)
            let white = MeshColor(r: 255, g: 255, b: 255, a: 255)
            let pixels = try Self.frame { $0.drawRing(rect, radius: 10, width: 3, color: white) }
            // Coverage rises across a pixel-wide feather centred on each edge, read at
            // the pixel's centre: row 20 (centre 20.5) is a quarter in; rows 21 and 22
            // are whole; row 23 (centre 23.5, the inner edge at 23.75) three quarters.
            func level(_ coverage: Double) -> Int { Int((40 + coverage * (255 - 40)).rounded()) }
            let expected = [(19, 0.0), (20, 0.25), (21, 1), (22, 1), (23, 0.75), (24, 0)]
            for (y, coverage) in expected {
                #expect(abs(Int(pixels[160, y].r) - level(coverage)) <= 2, "row \(y): \(pixels[160, y])")
            }
            // The left side alike: column 10 (centre 10.5) is three quarters in.
            #expect(abs(Int(pixels[10, 120].r) - level(0.75)) <= 2, "\(pixels[10, 120])")
            #expect(abs(Int(pixels[13, 120].r) - level(0.25)) <= 2, "\(pixels[13, 120])")
        }

        /// Every pixel of `a` within the range of `b`'s pixels a pixel away (and 3
        /// levels): the same shape, placed within a pixel.
        static func expectWithinAPixel(
            _ a: PixelBuffer, of b: PixelBuffer, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            var worst = 0, at = (0, 0)
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a[x, y]
                    var low = 255, high = 0
                    for dy in -1...1 {
                        for dx in -1...1 where (0..<b.width).contains(x + dx) && (0..<b.height).contains(y + dy) {
                            let q = b[x + dx, y + dy]
                            low = min(low, Int(q.r), Int(q.b))
                            high = max(high, Int(q.r), Int(q.b))
                        }
                    }
                    let outside = max(low - min(Int(p.r), Int(p.b)), max(Int(p.r), Int(p.b)) - high, 0)
                    if outside > worst { (worst, at) = (outside, (x, y)) }
                }
            }
            #expect(worst <= 3, "largest departure \(worst) at \(at)", sourceLocation: sourceLocation)
        }
    }
}
