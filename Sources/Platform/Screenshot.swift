internal import CSDL2
import Files
import Foundation

/// Reads the current render target back and saves it as PNG; works for a window (call
/// before `present()`) and for a headless canvas alike.
public enum Screenshot {
    /// The render target's pixels, RGBA, fully opaque.
    public static func capture(_ target: RenderTarget) throws -> PixelBuffer {
        let sdlRenderer = target.sdlRenderer
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0 else {
            throw PlatformError("cannot read the frame size: \(String(cString: SDL_GetError()))")
        }
        var bytes = [UInt8](repeating: 0, count: Int(truncatingIfNeeded: width) * Int(truncatingIfNeeded: height) * 4)
        let status = bytes.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(sdlRenderer, nil, splash_pixelformat_rgba32(), buffer.baseAddress, width * 4)
        }
        guard status == 0 else {
            throw PlatformError("cannot read the frame's pixels: \(String(cString: SDL_GetError()))")
        }
        // A frame on screen is opaque, but SDL's software blending rounds the
        // destination alpha (253 at blended edges): report what the eye sees.
        for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = UInt8.max }
        return PixelBuffer(width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height), bytes: bytes)
    }

    /// Saves the render target to `path`, whole or not at all (`AtomicFile`: written
    /// beside under a fresh name that no planted link can redirect, synced, renamed).
    public static func save(_ target: RenderTarget, to path: String) throws {
        try write(try capture(target), to: path)
    }

    /// Writes pixels as a PNG file, whole or not at all.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        try writeFile(try encodePNG(pixels, name: path), to: path)
    }

    /// Writes bytes to `path` the way downloads are written: a temporary file created
    /// exclusively beside it (never following a link), fsync, then rename into place.
    public static func writeFile(_ bytes: [UInt8], to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            let file = try AtomicFile(folder: folder.isEmpty ? "." : folder)
            try file.write(bytes)
            try file.commit(to: path)
        } catch {
            throw PlatformError("cannot save \(path): \(error.reason)")
        }
    }

    /// The pixels as PNG file bytes, encoded in memory.
    static func encodePNG(_ pixels: PixelBuffer, name: String) throws -> [UInt8] {
        var source = pixels.bytes
        // zlib's worst case is a few bytes per 16 kB over the raw size, plus one filter
        // byte per row and the chunks' own bytes: this always fits.
        let capacity = source.count + source.count / 64 + pixels.height + 65_536
        var output = [UInt8](repeating: 0, count: capacity)
        let written: Int = source.withUnsafeMutableBytes { input in
            output.withUnsafeMutableBytes { out in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        input.baseAddress, Int32(clamping: pixels.width), Int32(clamping: pixels.height), 32,
                        Int32(clamping: pixels.width * 4), splash_pixelformat_rgba32())
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let stream = SDL_RWFromMem(out.baseAddress, Int32(out.count)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SavePNG_RW(surface, stream, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
        }
        guard written > 0 else { throw PlatformError("cannot save \(name): \(String(cString: SDL_GetError()))") }
        output.removeSubrange(written...)
        return output
    }
}
