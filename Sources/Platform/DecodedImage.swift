import CSDL2

/// Decoded pixels of one image: an RGBA SDL surface, freed with this object.
///
/// Surfaces cross from the decoding threads to the render thread exactly once, through
/// ImageStore's locked hand-off queue, and are never touched by two threads at a time.
final class DecodedImage: @unchecked Sendable {
    let surface: UnsafeMutablePointer<SDL_Surface>
    /// Distinguishes this decode from earlier ones of the same image, so the renderer
    /// knows when its texture is stale.
    let generation: Int

    init(surface: UnsafeMutablePointer<SDL_Surface>, generation: Int) {
        self.surface = surface
        self.generation = generation
    }

    deinit { SDL_FreeSurface(surface) }

    var width: Int { Int(surface.pointee.w) }
    var height: Int { Int(surface.pointee.h) }
    /// Bytes of pixel memory, for the store's budget.
    var byteCount: Int { Int(surface.pointee.pitch) * height }
}
