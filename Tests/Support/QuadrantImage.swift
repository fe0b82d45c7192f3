import CSDL2
import Foundation
import Platform

/// Test images whose four quadrants are red (top left), green (top right), blue (bottom
/// left) and yellow (bottom right), so any turn or mirror shows in a few pixels.
public enum QuadrantImage {
    /// The colour of the quadrant holding column `x`, row `y` of a `width` × `height` image.
    public static func color(x: Int, y: Int, width: Int, height: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        switch (x >= width / 2, y >= height / 2) {
        case (false, false): (255, 0, 0)
        case (true, false): (0, 255, 0)
        case (false, true): (0, 0, 255)
        case (true, true): (255, 255, 0)
        }
    }

    /// The image's pixels.
    public static func pixels(width: Int, height: Int) -> PixelBuffer {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                (bytes[i], bytes[i + 1], bytes[i + 2]) = color(x: x, y: y, width: width, height: height)
            }
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    public static func writePNG(width: Int, height: Int, to path: String) throws {
        try Screenshot.write(pixels(width: width, height: height), to: path)
    }

    /// The JPEG bytes of the image (quality 95: flat quadrants survive it within a few
    /// levels away from the edges).
    public static func jpegBytes(width: Int, height: Int) throws -> [UInt8] {
        var buffer = pixels(width: width, height: height)
        let path = NSTemporaryDirectory() + "splash-quadrant-\(UUID().uuidString).jpg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = buffer.bytes.withUnsafeMutableBytes { raw -> Int32 in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(width), Int32(height), 32,
                    Int32(width * 4), splash_pixelformat_rgba32())
            else {
                return -1
            }
            defer { SDL_FreeSurface(surface) }
            return IMG_SaveJPG(surface, path, 95)
        }
        guard saved == 0 else { throw QuadrantImageError(message: String(cString: SDL_GetError())) }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
