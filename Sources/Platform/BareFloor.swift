internal import CSDL2
import Foundation
import Geometry

/// The benchmark's floor: the cost of drawing a scrolling photo feed with nothing but a
/// bare SDL loop — the same photo files as opaque ARGB8888 textures (the canvas's own
/// pixel order) at the width they are drawn, copied with blending off, on the same
/// software renderer and canvas size as `--headless`: the cheapest way SDL can put those
/// pixels on screen, with no scene, no display list, no animation. Splash's frame time
/// over this is what the app's own machinery costs (`make bench`). An earlier floor
/// uploaded RGBA32 textures and blended them: 69% of its cost was a per-pixel blend and
/// channel swap no photo needs, which flattered the ratio.
public enum BareFloor {
    /// Seconds one copy of a whole `width` × `height` frame of 32-bit pixels takes at this
    /// machine's memory bandwidth (the best of `repeats` memcpy's): the physical limit under
    /// any renderer that writes every pixel once.
    public static func frameCopySeconds(width: Int, height: Int, repeats: Int = 50) -> Double {
        let count = max(1, width * height * 4)
        let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let target = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer { source.deallocate(); target.deallocate() }
        memset(source, 0x5A, count)
        memset(target, 0, count)
        var best = Double.infinity
        for _ in 0..<max(1, repeats) {
            let start = FramePacer.now()
            memcpy(target, source, count)
            best = min(best, FramePacer.now() - start)
        }
        return best
    }

    /// Loads the photos at `paths` as textures `size.width × scale` pixels wide, then
    /// draws `frames` frames of them stacked full width, scrolled by `scrollPerFrame`
    /// points each frame (wrapping), and returns each frame's time in seconds. With `fps`,
    /// frames are paced to the wall clock as `splash --headless --realtime` paces its own
    /// (FramePacer): a frame drawn after a sleep finds colder caches than one drawn right
    /// after another, so an unpaced floor would be measured under kinder conditions than
    /// the frames it is compared with.
    public static func run(
        textures paths: [String], frames: Int, size: Size, scale: Double = 1,
        scrollPerFrame: Double, fps: Double? = nil
    ) throws -> [Double] {
        let context = try SDLContext.start(video: false)
        let canvas = try SoftwareCanvas(context: context, size: size, displayScale: scale)
        let renderer = canvas.sdlRenderer
        let width = Int32(saturating: max(1, (size.width * scale).rounded()))
        var textures: [(texture: OpaquePointer, height: Int32)] = []
        defer { for entry in textures { SDL_DestroyTexture(entry.texture) } }
        for path in paths {
            guard let loaded = IMG_Load(path) else {
                throw PlatformError("cannot read \(path): \(String(cString: SDL_GetError()))")
            }
            defer { SDL_FreeSurface(loaded) }
            // Decoded once at the drawn width, as Splash's image store does.
            let height = Int32(saturating: max(1, (Double(loaded.pointee.h) * Double(width) / Double(loaded.pointee.w)).rounded()))
            guard let scaled = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()) else {
                throw PlatformError("cannot scale \(path): \(String(cString: SDL_GetError()))")
            }
            defer { SDL_FreeSurface(scaled) }
            SDL_SetSurfaceBlendMode(loaded, SDL_BLENDMODE_NONE)
            SDL_UpperBlitScaled(loaded, nil, scaled, nil)
            guard let texture = SDL_CreateTextureFromSurface(renderer, scaled) else {
                throw PlatformError("cannot make a texture of \(path): \(String(cString: SDL_GetError()))")
            }
            // Photos are opaque: a plain copy, as Splash's renderer makes of an opaque photo.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textures.append((texture, height))
        }
        guard !textures.isEmpty else { return [] }
        let total = textures.reduce(0) { $0 + Int(truncatingIfNeeded: $1.height) }
        let viewHeight = Int32(saturating: (size.height * scale).rounded())
        let pacer = fps.map { FramePacer(fps: $0) }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            pacer?.waitUntilNextFrame()
            let start = FramePacer.now()
            let offset = Int(saturating: (Double(frame) * scrollPerFrame * scale).rounded()) % total
            drawFrame(renderer, textures: textures, width: width, viewHeight: viewHeight, offset: offset)
            times.append(FramePacer.now() - start)
        }
        return times
    }

    /// One frame of the floor: the photos from `offset` pixels down the stack copied
    /// until the view is full, then presented. Kept apart (never inlined) so that
    /// `make bench-ir` counts exactly its instructions.
    @inline(never)
    static func drawFrame(
        _ renderer: OpaquePointer, textures: [(texture: OpaquePointer, height: Int32)], width: Int32,
        viewHeight: Int32, offset: Int
    ) {
        SDL_SetRenderDrawColor(renderer, UInt8.max, UInt8.max, UInt8.max, UInt8.max)
        SDL_RenderClear(renderer)
        var y = -offset
        var index = 0
        while y < Int(viewHeight) {
            let entry = textures[index % textures.count]
            if y + Int(truncatingIfNeeded: entry.height) > 0 {
                var rect = SDL_Rect(x: 0, y: Int32(truncatingIfNeeded: y), w: width, h: entry.height)
                SDL_RenderCopy(renderer, entry.texture, nil, &rect)
            }
            y += Int(truncatingIfNeeded: entry.height)
            index += 1
        }
        SDL_RenderPresent(renderer)
    }
}
