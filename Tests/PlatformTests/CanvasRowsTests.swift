import CSDL2
import Foundation
import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// Every row of a headless canvas starts on a 64-byte cache line, whatever its width:
    /// SDL's fills and copies write rows with non-temporal stores, and a row that starts
    /// or ends inside a line makes each of those a partial-line write to memory (a
    /// 414-pixel-wide frame took 3.4 times as long as a 416-pixel one;
    /// docs/PERFORMANCE.md, "The canvas's rows").
    @Suite struct CanvasRowsTests {
        /// Widths whose rows are not whole lines unpadded (414 · 4 = 1 656 bytes), a
        /// single pixel, and one that already is (1 280 · 4 = 5 120).
        static let sizes: [(Size, Double)] = [
            (Size(width: 414, height: 736), 1), (Size(width: 414, height: 736), 2), (Size(width: 321, height: 569), 1),
            (Size(width: 1, height: 1), 1), (Size(width: 1280, height: 800), 1)
        ]

        @Test(arguments: 0..<sizes.count) func rowsStartOnCacheLines(index: Int) throws {
            let (size, scale) = Self.sizes[index]
            let (canvas, renderer) = try PlatformTests.canvas(size, displayScale: scale)
            try Self.expectLineAligned(renderer, width: Int((size.width * scale).rounded()))
            _ = canvas
        }

        @Test func aResizedCanvasKeepsItsRowsOnLines() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 1280, height: 800))
            try canvas.resize(to: Size(width: 415, height: 300))
            renderer.retarget(to: canvas.renderTarget)
            try Self.expectLineAligned(renderer, width: 415)
        }

        /// The padding past a row's last pixel is never read back as a pixel: a frame
        /// drawn into a padded canvas reads back exactly the pixels drawn.
        @Test func aPaddedFrameReadsBackItsOwnPixels() throws {
            let size = Size(width: 3, height: 2)
            let (canvas, renderer) = try PlatformTests.canvas(size)
            renderer.draw(
                DisplayList(
                    viewport: size, background: .white,
                    commands: [
                        .shape(
                            frame: Rect(x: 2, y: 0, width: 1, height: 2), cornerRadius: 0,
                            color: Color(red: 1, green: 0, blue: 0), strokeWidth: 0, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            let surface = try #require(renderer.keptPixels)
            #expect(surface.pointee.pitch == 64, "three pixels take one whole line")
            for y in 0..<2 {
                #expect(pixels[0, y] == (255, 255, 255, 255))
                #expect(pixels[1, y] == (255, 255, 255, 255))
                #expect(pixels[2, y] == (255, 0, 0, 255))
            }
        }

        static func expectLineAligned(_ renderer: Renderer, width: Int) throws {
            let surface = try #require(renderer.keptPixels)
            let pitch = Int(surface.pointee.pitch)
            let address = Int(bitPattern: try #require(surface.pointee.pixels))
            #expect(pitch % SoftwareCanvas.cacheLineBytes == 0, "a \(width)-pixel row's pitch \(pitch) is not whole lines")
            #expect(address % SoftwareCanvas.cacheLineBytes == 0, "the pixels start inside a line")
            #expect(pitch >= width * 4 && pitch < width * 4 + SoftwareCanvas.cacheLineBytes)
            #expect(Int(surface.pointee.w) == width)
        }
    }
}
