internal import CSDL2
import Geometry

/// An RGBA surface in memory with SDL's software renderer, which keeps its pixels from
/// one frame to the next: the frames of scripted runs and golden-image tests, with no
/// video subsystem and no display, and a window's frames where no GPU draws them
/// (`WindowRendering.cpu`), copied to the window at each present.
public final class SoftwareCanvas {
    private(set) var sdlRenderer: OpaquePointer
    /// The SDL context the canvas was made under, kept alive as long as the canvas.
    let context: SDLContext
    /// Device pixels per point (1 by default; 2 renders like a Retina screen).
    public let displayScale: Double
    /// The canvas's size in points.
    public private(set) var size: Size
    private var surface: UnsafeMutablePointer<SDL_Surface>
    /// The surface's pixels, which the canvas owns (SDL does not free them): `free` them.
    private var pixelMemory: UnsafeMutableRawPointer

    /// Bytes in a cache line: every row of the canvas starts on one (see `makeTarget`).
    static let cacheLineBytes = 64

    public init(context: SDLContext, size: Size, displayScale: Double = 1) throws {
        (surface, sdlRenderer, pixelMemory) = try Self.makeTarget(size: size, displayScale: displayScale)
        self.context = context
        self.size = size
        self.displayScale = displayScale
    }

    deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
        free(pixelMemory)
    }

    /// Replaces the surface with one of the new size. The SDL renderer changes too, so
    /// the caller must `Renderer.retarget` (textures belong to the old renderer).
    public func resize(to newSize: Size) throws {
        let (newSurface, newRenderer, newMemory) = try Self.makeTarget(size: newSize, displayScale: displayScale)
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
        free(pixelMemory)
        (surface, sdlRenderer, pixelMemory) = (newSurface, newRenderer, newMemory)
        size = newSize
    }

    /// Where a `Renderer` draws on this canvas (a new one after `resize`).
    public var renderTarget: RenderTarget { RenderTarget(sdlRenderer: sdlRenderer, displayScale: displayScale, keptPixels: surface) }

    /// Copies `rect` of the last frame drawn into the same place in `target` (a window's
    /// pixels) unblended, clipped to both.
    func copy(_ rect: SDL_Rect, into target: UnsafeMutablePointer<SDL_Surface>) {
        SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE)
        var source = rect, destination = rect
        SDL_UpperBlit(surface, &source, target, &destination)
    }

    /// The last frame drawn, RGBA.
    public func pixels() throws -> PixelBuffer {
        try Screenshot.capture(renderTarget)
    }

    /// Saves the last frame drawn as a PNG file.
    public func savePNG(to path: String) throws {
        try Screenshot.save(renderTarget, to: path)
    }

    /// A surface of the size's pixels whose every row starts on a cache line: its pixels
    /// 64-byte aligned and its pitch rounded up to a whole number of lines. SDL's copies
    /// and fills write with non-temporal stores (`movntps`) whenever rows are 16-byte
    /// aligned, and on a row that ends or starts inside a line those stores write partial
    /// lines, each a slow trip to memory: a 414-pixel-wide frame (rows of 1 656 bytes)
    /// filled and copied by SDL took 3.4 times as long as a 416-pixel one
    /// (docs/PERFORMANCE.md, "The canvas's rows").
    private static func makeTarget(size: Size, displayScale: Double)
        throws -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer, UnsafeMutableRawPointer)
    {
        let width = Int32(saturating: max(1, (size.width * displayScale).rounded()))
        let height = Int32(saturating: max(1, (size.height * displayScale).rounded()))
        let lines = (Int(truncatingIfNeeded: width) * 4 + cacheLineBytes - 1) / cacheLineBytes
        let pitch = lines * cacheLineBytes
        let (byteCount, overflow) = Int(truncatingIfNeeded: height).multipliedReportingOverflow(by: pitch)
        guard let pitch32 = Int32(exactly: pitch), !overflow else {
            throw PlatformError("cannot make a \(width)×\(height) canvas: too many pixels")
        }
        // posix_memalign, not `allocate`: a canvas too large for memory is an error to
        // report, not a trap.
        var allocated: UnsafeMutableRawPointer?
        guard posix_memalign(&allocated, cacheLineBytes, byteCount) == 0, let memory = allocated else {
            throw PlatformError("cannot make a \(width)×\(height) canvas: out of memory")
        }
        // Cleared, as SDL clears the surfaces it allocates.
        memset(memory, 0, byteCount)
        // ARGB8888 is the format the software renderer makes textures in, so blended copies
        // take its fast path (a fling's fade-in frames: p99 10 → 8 ms).
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                memory, width, height, 32, pitch32, splash_pixelformat_argb8888())
        else {
            free(memory)
            throw PlatformError("cannot make a \(width)×\(height) canvas: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let reason = String(cString: SDL_GetError())
            SDL_FreeSurface(surface)
            free(memory)
            throw PlatformError("cannot make a software renderer: \(reason)")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        return (surface, renderer, memory)
    }
}
