internal import CSDL2
import Geometry

/// An off-screen RGBA surface with SDL's software renderer: frames for scripted runs and
/// golden-image tests, with no video subsystem and no display.
public final class HeadlessCanvas {
    private(set) var sdlRenderer: OpaquePointer
    /// Device pixels per point (1 by default; 2 renders like a Retina screen).
    public let displayScale: Double
    /// The canvas's size in points.
    public private(set) var size: Size
    private var surface: UnsafeMutablePointer<SDL_Surface>

    public init(context: SDLContext, size: Size, displayScale: Double = 1) throws {
        (surface, sdlRenderer) = try Self.makeTarget(size: size, displayScale: displayScale)
        self.size = size
        self.displayScale = displayScale
    }

    deinit {
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
    }

    /// Replaces the surface with one of the new size. The SDL renderer changes too, so
    /// the caller must `Renderer.retarget` (textures belong to the old renderer).
    public func resize(to newSize: Size) throws {
        let (newSurface, newRenderer) = try Self.makeTarget(size: newSize, displayScale: displayScale)
        SDL_DestroyRenderer(sdlRenderer)
        SDL_FreeSurface(surface)
        (surface, sdlRenderer) = (newSurface, newRenderer)
        size = newSize
    }

    /// Where a `Renderer` draws on this canvas (a new one after `resize`).
    public var renderTarget: RenderTarget { RenderTarget(sdlRenderer: sdlRenderer, displayScale: displayScale, keptPixels: surface) }

    /// The last frame drawn, RGBA.
    public func pixels() throws -> PixelBuffer {
        try Screenshot.capture(renderTarget)
    }

    /// Saves the last frame drawn as a PNG file.
    public func savePNG(to path: String) throws {
        try Screenshot.save(renderTarget, to: path)
    }

    private static func makeTarget(size: Size, displayScale: Double)
        throws -> (UnsafeMutablePointer<SDL_Surface>, OpaquePointer)
    {
        let width = Int32(saturating: max(1, (size.width * displayScale).rounded()))
        let height = Int32(saturating: max(1, (size.height * displayScale).rounded()))
        // ARGB8888 is the format the software renderer makes textures in, so blended copies
        // take its fast path (a fling's fade-in frames: p99 10 → 8 ms).
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()) else {
            throw PlatformError("cannot make a \(width)×\(height) canvas: \(String(cString: SDL_GetError()))")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let reason = String(cString: SDL_GetError())
            SDL_FreeSurface(surface)
            throw PlatformError("cannot make a software renderer: \(reason)")
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        return (surface, renderer)
    }
}
