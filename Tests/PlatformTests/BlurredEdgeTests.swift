import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// A blurred, darkened photo in a rounded clip (the search field over the header) has
    /// its edge where the clip is, as a plain photo's is: its pixels are kept with its
    /// texture and the edge computed from them (Renderer+EdgePatch). Rasterized as
    /// textured triangles, it landed half a pixel to the left, a half-covered column
    /// outside the field's left side and inside its right, so the field's edge jumped on
    /// the last frame of the header's fade, when the placeholder under it went away.
    @Suite struct BlurredEdgeTests {
        @Test(arguments: [(0.0, 0.0), (12.0, 0.3), (2.0, 0.0)], [0.95, 1.0])
        func aBlurredPhotosEdgeLiesOnItsClip(effect: (blur: Double, dim: Double), alpha: Double) throws {
            let (store, image) = try FadingImageTests.decodedOpaqueImage(red: 255, green: 255, blue: 255)
            let size = Size(width: 80, height: 60)
            let (canvas, renderer) = try PlatformTests.canvas(size, images: store)
            let list = DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 0),
                commands: [
                    .image(
                        image, frame: Rect(origin: .zero, size: size), contentMode: .scaleToFill, cornerRadius: 0,
                        alpha: alpha, blurRadius: effect.blur, dim: effect.dim,
                        clip: Clip(rect: Rect(x: 8, y: 8, width: 50, height: 30), cornerRadius: 8))
                ])
            // Drawn patched on the first frame, from its baked layer on the next two.
            for _ in 0..<3 {
                renderer.draw(list)
                let pixels = try canvas.pixels()
                let inside = Int((255 * (1 - effect.dim) * alpha).rounded())
                for y in [17, 23, 28] {
                    #expect(pixels[7, y].r == 0 && pixels[58, y].r == 0, "outside the clip at row \(y)")
                    for x in [8, 57] {
                        #expect(abs(Int(pixels[x, y].r) - inside) <= 2, "inside at \(x), \(y): \(pixels[x, y]), not \(inside)")
                    }
                }
            }
        }
    }
}
