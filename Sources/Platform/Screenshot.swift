import CSDL2
import Foundation

/// Reads the current render target back and saves it as PNG; works for a window (call
/// before `present()`) and for a headless canvas alike.
public enum Screenshot {
    /// The render target's pixels, RGBA, fully opaque.
    public static func capture(_ sdlRenderer: OpaquePointer) throws -> PixelBuffer {
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0 else {
            throw PlatformError("cannot read the frame size: \(String(cString: SDL_GetError()))")
        }
        var bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(sdlRenderer, nil, splash_pixelformat_rgba32(), buffer.baseAddress, width * 4)
        }
        guard status == 0 else {
            throw PlatformError("cannot read the frame's pixels: \(String(cString: SDL_GetError()))")
        }
        // A frame on screen is opaque, but SDL's software blending rounds the
        // destination alpha (253 at blended edges): report what the eye sees.
        for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = UInt8.max }
        return PixelBuffer(width: Int(width), height: Int(height), bytes: bytes)
    }

    /// Saves the render target to `path`, whole or not at all (written beside, then
    /// renamed into place).
    public static func save(_ sdlRenderer: OpaquePointer, to path: String) throws {
        try write(try capture(sdlRenderer), to: path)
    }

    /// Writes pixels as a PNG file, whole or not at all.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        var bytes = pixels.bytes
        let temporary = path + ".partial"
        let saved: Int32 = bytes.withUnsafeMutableBytes { buffer in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buffer.baseAddress, Int32(pixels.width), Int32(pixels.height), 32,
                Int32(pixels.width * 4), splash_pixelformat_rgba32()) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, temporary)
        }
        guard saved == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw PlatformError("cannot save \(path): \(String(cString: SDL_GetError()))")
        }
        if rename(temporary, path) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw PlatformError("cannot save \(path): \(String(cString: strerror(errno)))")
        }
    }
}
