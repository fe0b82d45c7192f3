import Geometry
import Scene
import SplashTestSupport
import Tessellation
import Testing

@testable import Platform

extension PlatformTests {
    /// Opaque shapes whose outline changes every frame are drawn with their core straight
    /// onto the target and only their edge pixels computed and blended (Renderer+EdgePatch):
    /// interiors exact, every edge pixel between the shape and what is behind it, and the
    /// first (patched) frame and the baked frames after it alike.
    @Suite struct EdgePatchTests {
        static let size = Size(width: 120, height: 100)
        static let blue = Color(r255: 0, g255: 0, b255: 255)

        /// Whether `pixel` lies between `inside` and `behind` channel by channel (within
        /// `slack` for rounding).
        static func isBetween(
            _ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ inside: (Int, Int, Int), _ behind: (Int, Int, Int), slack: Int = 2
        ) -> Bool {
            func between(_ value: UInt8, _ a: Int, _ b: Int) -> Bool { Int(value) >= min(a, b) - slack && Int(value) <= max(a, b) + slack }
            return between(pixel.r, inside.0, behind.0) && between(pixel.g, inside.1, behind.1) && between(pixel.b, inside.2, behind.2)
        }

        @Test func aMovingOpaqueShapeIsPatchedNotLayered() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            // A white card at a new fractional place every frame: never baked.
            for step in 0..<3 {
                let frame = Rect(x: 10.3 + Double(step) * 0.37, y: 12.6, width: 90.2, height: 70.4)
                renderer.draw(
                    DisplayList(
                        viewport: Self.size, background: Self.blue,
                        commands: [.shape(frame: frame, cornerRadius: 14, color: .white, strokeWidth: 0, clip: nil)]))
            }
            let pixels = try canvas.pixels()
            #expect(renderer.layers.count == 0, "nothing baked")
            #expect(renderer.scratch == nil, "no layer drawn into")
            #expect(renderer.patchLayer != nil)
            #expect(pixels[60, 50] == (255, 255, 255, 255), "the core is the fill")
            #expect(pixels[5, 50] == (0, 0, 255, 255), "outside is untouched")
            // The corner's own square: cut outside the arc, partial across it, full inside.
            let corner = (x: 11, y: 13)
            #expect(pixels[corner.x, corner.y] == (0, 0, 255, 255), "\(pixels[corner.x, corner.y])")
            var partial = 0
            for y in 12..<30 {
                for x in 10..<30 {
                    let pixel = pixels[x, y]
                    #expect(Self.isBetween(pixel, (255, 255, 255), (0, 0, 255)), "\(x),\(y): \(pixel)")
                    if pixel.r > 8 && pixel.r < 247 { partial += 1 }
                }
            }
            #expect(partial >= 10, "the arc is anti-aliased (\(partial) partial pixels)")
            // The left side lies at x = 11.04: column 11's centre is 0.46 inside it, so
            // with the feather centred on the edge the column is 96% covered.
            let side = pixels[11, 50]
            #expect(abs(Int(side.r) - 245) <= 3, "\(side)")
        }

        @Test func aStillShapeLooksTheSameWhenItIsBakedAfterItsPatchedFrame() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Self.size)
            let commands: [DrawCommand] = [
                .shape(
                    frame: Rect(x: 10.3, y: 12.6, width: 90.2, height: 70.4), cornerRadius: 14, color: .white, strokeWidth: 0,
                    clip: nil)
            ]
            var frames: [PixelBuffer] = []
            for _ in 0..<3 {
                renderer.draw(DisplayList(viewport: Self.size, background: Self.blue, commands: commands))
                frames.append(try canvas.pixels())
            }
            #expect(renderer.layers.count == 1, "baked on the second frame")
            // The patched first frame and the baked third agree (the bake is drawn with
            // the same patches, into the layer): no pop when a moving card settles.
            var worst = 0, differing = 0
            for index in stride(from: 0, to: frames[0].bytes.count, by: 4) {
                let difference = (0..<3).map { abs(Int(frames[0].bytes[index + $0]) - Int(frames[2].bytes[index + $0])) }.max() ?? 0
                worst = max(worst, difference)
                if difference > 2 { differing += 1 }
            }
            #expect(worst <= 2 && differing == 0, "worst \(worst), \(differing) pixels differ")
        }

        @Test func aScrubbedPhotoKeepsItsOwnPixelsAtItsRoundedEdge() throws {
            let path = try PlatformTests.temporaryDirectory() + "/q.png"
            try QuadrantImage.writePNG(width: 100, height: 60, to: path)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: 100, height: 60))
            images.request(image, pixelWidth: 100)
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: images)
            // Scaled a little more each frame inside a rounded clip, as a scrubbed card.
            for step in 0..<3 {
                let scale = 1 - 0.013 * Double(step)
                let frame = Rect(x: 10.2, y: 10.4, width: 100 * scale, height: 60 * scale)
                renderer.draw(
                    DisplayList(
                        viewport: Self.size, background: Self.blue,
                        commands: [
                            .image(
                                image, frame: frame, contentMode: .aspectFill, cornerRadius: 0, alpha: 1, blurRadius: 0,
                                clip: Clip(rect: frame, cornerRadius: 12))
                        ]))
            }
            let pixels = try canvas.pixels()
            #expect(renderer.scratch == nil, "no layer drawn into")
            // The quadrant image's top-left is red: its rounded corner blends red into
            // the blue behind, never anything else (a wrong texel or channel order would
            // bring in green or darken it).
            var partial = 0
            for y in 10..<26 {
                for x in 10..<26 {
                    let pixel = pixels[x, y]
                    #expect(Self.isBetween(pixel, (255, 0, 0), (0, 0, 255), slack: 3), "\(x),\(y): \(pixel)")
                    if pixel.r > 8 && pixel.r < 247 { partial += 1 }
                }
            }
            #expect(partial >= 10, "\(partial) partial pixels")
            #expect(pixels[30, 25] == (255, 0, 0, 255), "the core is the photo")
        }

        /// The edge pixels of a small image drawn enlarged (a BlurHash placeholder, a
        /// scrim) are blended across each texel row once and then down: every pixel must
        /// be the four-texel bilinear blend itself, through every texel row, at the
        /// image's sides (clamped) and under partial coverage and a fade.
        @Test(arguments: [(UInt8(255), Int32(0)), (UInt8(200), Int32(-3))])
        func anEnlargedImagesEdgeIsItsBilinearBlend(fade: UInt8, shift: Int32) {
            var bytes: [UInt8] = []
            for index in 0..<12 {
                let red = UInt8(index * 21), green = UInt8(255 - index * 17), blue = UInt8((index * 97) % 256)
                bytes += [red, green, blue, UInt8(255 - index * 9)]
            }
            let image = PixelImage(id: "edge-patch-test-texels", width: 4, height: 3, bytes: bytes)
            let placed = Rect(x: 8.4, y: 6.7, width: 101.3, height: 84.6)
            let region = PixelBox(x0: 0, y0: 0, x1: 37, y1: 90), origin = (x: shift, y: shift)
            let width = Int(region.width), height = Int(region.height)
            var coverage = (0..<(width * height)).map { UInt8(truncatingIfNeeded: $0 * 37 % 256) }
            var out = [UInt32](repeating: 0, count: width * height)
            coverage.withUnsafeMutableBufferPointer { alpha in
                out.withUnsafeMutableBytes { raw in
                    Renderer.sampleBilinearly(
                        image, placed: placed, region: region, origin: origin, coverage: alpha.baseAddress!, fade: fade,
                        into: raw.baseAddress!, rowBytes: width * 4)
                }
            }
            var wrong: [String] = []
            for y in 0..<height {
                let (top, bottom, wy) = Renderer.taps(origin.y + Int32(y), origin: placed.minY, scale: 3 / placed.height, limit: 3)
                for x in 0..<width {
                    let (left, right, wx) = Renderer.taps(origin.x + Int32(x), origin: placed.minX, scale: 4 / placed.width, limit: 4)
                    func channel(_ c: Int) -> UInt32 {
                        func texel(_ column: Int, _ row: Int) -> UInt32 { UInt32(bytes[(row * 4 + column) * 4 + c]) }
                        let upper: UInt32 = texel(left, top) * (256 - wx) + texel(right, top) * wx
                        let lower: UInt32 = texel(left, bottom) * (256 - wx) + texel(right, bottom) * wx
                        return (upper * (256 - wy) + lower * wy + 32768) >> 16
                    }
                    let covered: UInt32 = UInt32(coverage[y * width + x]) * channel(3) * UInt32(fade)
                    let own: UInt32 = (covered + 32512) / 65025
                    let colour: UInt32 = channel(0) << 16 | channel(1) << 8 | channel(2)
                    let expected = own << 24 | colour
                    if out[y * width + x] != expected { wrong.append("\(x),\(y)") }
                }
            }
            #expect(wrong.isEmpty, "\(wrong.count) pixels differ, first \(wrong.prefix(4))")
            // Not one colour: the region spans texel columns and all three texel rows.
            #expect(Set(out.map { $0 & 0xFF_FFFF }).count > 50)
        }
    }
}
