internal import CSDL2

/// Decoded pixels of one image: an RGBA SDL surface, freed with this object.
///
/// Surfaces cross from the decoding threads to the render thread exactly once, through
/// ImageStore's locked hand-off queue, and are never touched by two threads at a time.
final class DecodedImage: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// Distinguishes this decode from earlier ones of the same image, so the renderer
    /// knows when its texture is stale.
    let generation: Int

    /// Whether every pixel is fully opaque (every JPEG): such an image at full alpha is
    /// copied without blending, which the software renderer does many times faster.
    let isOpaque: Bool

    init(surface: UnsafeMutablePointer<SDL_Surface>, generation: Int) {
        self.surface = surface
        self.generation = generation
        isOpaque = DecodedImage.allOpaque(surface)
    }

    /// Scans the alpha bytes of an RGBA32 surface once, at decode time.
    private static func allOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let bytes = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = bytes + y * pitch
            for x in 0..<width where row[x * 4 + 3] != 255 { return false }
        }
        return true
    }

    deinit { SDL_FreeSurface(surface) }

    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
    /// Bytes of pixel memory, for the store's budget.
    var byteCount: Int { Int(surface.pointee.pitch) * height }
}
