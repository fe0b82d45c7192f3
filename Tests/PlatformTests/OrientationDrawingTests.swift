import Files
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Photos stand the right way up: a JPEG carrying each of the eight EXIF orientations
    /// is decoded turned upright and drawn so, in the upright size.
    @Suite struct OrientationDrawingTests {
        /// The stored image: 80 × 40, quadrants red, green / blue, yellow.
        static let stored = (width: 80, height: 40)

        @Test(arguments: 1...8)
        func aJPEGIsDrawnUprightForEveryOrientation(value: Int) throws {
            _ = try PlatformTests.context()
            let orientation = try #require(ImageOrientation(rawValue: value))
            let directory = try PlatformTests.temporaryDirectory()
            let path = directory + "/oriented-\(value).jpg"
            let jpeg = try QuadrantImage.jpegBytes(width: Self.stored.width, height: Self.stored.height)
            try Data(ExifFixture.jpeg(jpeg, orientation: value)).write(to: URL(fileURLWithPath: path))

            let upright = orientation.uprightSize(width: Self.stored.width, height: Self.stored.height)
            let images = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: Double(upright.width), height: Double(upright.height)))
            images.request(image, pixelWidth: upright.width)
            #expect(images.status(of: image) == .ready)
            #expect(images.decoded(image)?.width == upright.width)
            #expect(images.decoded(image)?.height == upright.height)

            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 100, height: 100), images: images)
            renderer.draw(
                DisplayList(
                    viewport: canvas.size, background: .white,
                    commands: [
                        .image(
                            image, frame: Rect(x: 0, y: 0, width: Double(upright.width), height: Double(upright.height)),
                            contentMode: .aspectFill, cornerRadius: 0, alpha: 1, blurRadius: 0, clip: nil)
                    ]))
            let pixels = try canvas.pixels()
            // The middle of each upright quadrant shows the stored quadrant that EXIF
            // puts there (JPEG keeps flat colours within a few levels away from edges).
            for (qx, qy) in [(1, 1), (3, 1), (1, 3), (3, 3)] {
                let x = upright.width * qx / 4, y = upright.height * qy / 4
                let from = orientation.storedPixel(x: x, y: y, width: Self.stored.width, height: Self.stored.height)
                let want = QuadrantImage.color(x: from.x, y: from.y, width: Self.stored.width, height: Self.stored.height)
                let got = pixels[x, y]
                let close =
                    abs(Int(got.r) - Int(want.r)) < 24 && abs(Int(got.g) - Int(want.g)) < 24
                    && abs(Int(got.b) - Int(want.b)) < 24
                #expect(close, "orientation \(value) at (\(x), \(y)): drew \(got), stored quadrant is \(want)")
            }
        }
    }
}
