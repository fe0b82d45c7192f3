import Foundation

/// An image file's pixels as PNG bytes: what the clipboard offers as `image/png` and
/// drag-out as the image. Decoded as the app decodes photos (SDL_image, RGBA), so the
/// PNG holds the same pixels the file does.
enum PNGData {
    static func encode(imageAt path: String) throws -> Data {
        let pixels = try PixelBuffer(contentsOfPNG: path)
        let temporary = NSTemporaryDirectory() + "splash-png-\(getpid())-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try Screenshot.write(pixels, to: temporary)
        return try Data(contentsOf: URL(fileURLWithPath: temporary))
    }
}
