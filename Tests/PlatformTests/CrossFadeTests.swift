import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// A rounded photo fading in over a placeholder of the same outline (an Explore card
    /// at start-up) is drawn as one image with one edge (Renderer+CrossFade): its last
    /// faded frame and the photo alone differ by the fade's last step everywhere, its
    /// rounded corners included, where the two edges drawn in turn left the
    /// placeholder's under the photo's and the corners jumped when it went.
    @Suite struct CrossFadeTests {
        static let size = Size(width: 60, height: 40)
        static let card = Rect(x: 6, y: 5, width: 48, height: 30)
        static let radius = 10.0

        /// The placeholder (a flat colour, or a one-colour BlurHash-sized image) and, at
        /// `alpha`, the photo over it clipped to the same rounded outline, as the builder
        /// gives a card whose photo is fading in; at alpha 1 the photo alone.
        static func list(_ image: ImageRef, alpha: Double, placeholderIsImage: Bool) -> DisplayList {
            let dark = Color(r255: 20, g255: 20, b255: 20)
            var commands: [DrawCommand] = []
            if alpha < 1 {
                if placeholderIsImage {
                    let bytes = (0..<16 * 12 * 4).map { UInt8($0 % 4 == 3 ? 255 : 20) }
                    commands.append(
                        .pixels(
                            PixelImage(id: "dark", width: 16, height: 12, bytes: bytes), frame: card, cornerRadius: radius,
                            alpha: 1, clip: nil))
                } else {
                    commands.append(.shape(frame: card, cornerRadius: radius, color: dark, strokeWidth: 0, clip: nil))
                }
            }
            commands.append(
                .image(
                    image, frame: card, contentMode: .aspectFill, cornerRadius: 0, alpha: alpha, blurRadius: 0,
                    clip: Clip(rect: card, cornerRadius: radius)))
            return DisplayList(viewport: size, background: .white, commands: commands)
        }

        @Test(arguments: [(false, 1.0), (true, 1.0), (false, 2.0), (true, 2.0)])
        func theFadesLastFrameMeetsThePhotoAloneAtItsCorners(placeholderIsImage: Bool, scale: Double) throws {
            let (store, image) = try FadingImageTests.decodedOpaqueImage(red: 250, green: 250, blue: 120)
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, displayScale: scale, images: store)
            let step = 1.0 / 15
            renderer.draw(Self.list(image, alpha: 1 - step, placeholderIsImage: placeholderIsImage))
            let fading = try canvas.pixels()
            renderer.draw(Self.list(image, alpha: 1, placeholderIsImage: placeholderIsImage))
            let whole = try canvas.pixels()
            // The fade's last step moves a pixel by at most a fifteenth of photo minus
            // placeholder (230 levels here: 15), and less where the edge covers it
            // partly; two placeholder edges under the photo's moved a corner by up to a
            // quarter of placeholder minus white (59).
            var worst = 0, worstAt = (0, 0)
            for y in 0..<whole.height {
                for x in 0..<whole.width {
                    let a = fading[x, y], b = whole[x, y]
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    if d > worst { (worst, worstAt) = (d, (x, y)) }
                }
            }
            #expect(worst <= 17, "the last faded frame is \(worst) levels from the photo alone at \(worstAt)")
            // Inside, the photo at its alpha over the placeholder, as SDL blends it.
            let middle = fading[whole.width / 2, whole.height / 2]
            let expected = (250 * 239 + 20 * 17) / 256
            #expect(abs(Int(middle.r) - expected) <= 2, "\(middle)")
        }

        /// A fading photo whose clip is not its placeholder's outline is drawn over the
        /// placeholder as the list gives it: the placeholder still shows around it.
        @Test func aPhotoInADifferentOutlineIsDrawnOverThePlaceholderAsGiven() throws {
            let (store, image) = try FadingImageTests.decodedOpaqueImage(red: 250, green: 250, blue: 120)
            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: store)
            let smaller = Rect(x: 20, y: 12, width: 20, height: 16)
            let dark = Color(r255: 20, g255: 20, b255: 20)
            renderer.draw(
                DisplayList(
                    viewport: Self.size, background: .white,
                    commands: [
                        .shape(frame: Self.card, cornerRadius: Self.radius, color: dark, strokeWidth: 0, clip: nil),
                        .image(
                            image, frame: smaller, contentMode: .aspectFill, cornerRadius: 0, alpha: 0.5, blurRadius: 0,
                            clip: Clip(rect: smaller, cornerRadius: 4))
                    ]))
            let pixels = try canvas.pixels()
            #expect(pixels[10, 20] == (20, 20, 20, 255), "the placeholder beside the photo")
            let blended = Int(pixels[30, 20].r), expected = (250 * 128 + 20 * 128) / 256
            #expect(abs(blended - expected) <= 2, "red \(blended) against \(expected)")
        }
    }
}
