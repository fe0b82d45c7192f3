import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// The card's blurred backdrop: made in the frame when images decode synchronously
    /// (every frame the same run to run), off the frame when they decode in the
    /// background (a window), where it arrives on a later frame with the same pixels.
    @Suite struct BackdropTests {
        static let size = Size(width: 120, height: 90)

        /// Half red, half blue, then the backdrop over all of it.
        static func frame(alpha: Double) -> DisplayList {
            DisplayList(
                viewport: size, background: Color(r255: 0, g255: 0, b255: 255),
                commands: [
                    .shape(
                        frame: Rect(x: 0, y: 0, width: 60, height: 90), cornerRadius: 0, color: Color(r255: 255, g255: 0, b255: 0),
                        strokeWidth: 0, clip: nil),
                    .blurredBackdrop(snapshot: 1, frame: Rect(origin: .zero, size: size), blurRadius: 10, dim: 0.4, alpha: alpha)
                ])
        }

        @Test func aBackgroundCaptureArrivesOnALaterFrameWithTheSamePixels() throws {
            let (syncCanvas, syncRenderer) = try PlatformTests.canvas(Self.size)
            syncRenderer.draw(Self.frame(alpha: 1))
            #expect(!syncRenderer.hasPendingWork)
            let expected = try syncCanvas.pixels()
            // Blurred across the edge, darkened: neither pure red nor pure blue there.
            let edge = expected[60, 45]
            #expect(edge.r > 0 && edge.r < 200 && edge.b > 0 && edge.b < 200, "\(edge)")

            let (canvas, renderer) = try PlatformTests.canvas(Self.size, images: ImageStore(mode: .background))
            renderer.draw(Self.frame(alpha: 1))
            // Not in yet: the frame shows what is under it. (On a loaded machine the
            // blur thread can finish before the draw returns, and the draw then takes
            // it at once; only the final pixels are certain.)
            if renderer.hasPendingWork {
                #expect(try canvas.pixels()[10, 45] == (255, 0, 0, 255))
            }
            renderer.waitForPendingWork()
            renderer.draw(Self.frame(alpha: 1))
            #expect(!renderer.hasPendingWork)
            #expect(try canvas.pixels().bytes == expected.bytes)
        }
    }
}
