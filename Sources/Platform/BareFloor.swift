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
    /// How much wider than drawn the resampling floor decodes its photos: each frame
    /// shrinks them by between 1 and 1.1 times, as a card's photo, decoded for the full
    /// width, is shrunk into the card in flight (docs/PERFORMANCE.md, "Two floors").
    public static let resampleMargin = 0.1
    /// Frames over which the resampling floor's source goes from whole to its smallest
    /// crop and back: half a second at 60 fps, about a card's flight.
    static let resamplePeriod = 30

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
    /// the frames it is compared with. `drawing` picks the floor (`FloorDrawing`);
    /// `afterFrame` sees the canvas after each frame, outside its time (for tests).
    public static func run(
        textures paths: [String], frames: Int, size: Size, scale: Double = 1,
        scrollPerFrame: Double, fps: Double? = nil, drawing: FloorDrawing = .copy,
        afterFrame: ((SoftwareCanvas) throws -> Void)? = nil
    ) throws -> [Double] {
        let context = try SDLContext.start(video: false)
        let canvas = try SoftwareCanvas(context: context, size: size, displayScale: scale)
        let renderer = canvas.sdlRenderer
        let width = Int32(saturating: max(1, (size.width * scale).rounded()))
        let margin = drawing == .resampled ? 1 + resampleMargin : 1
        let decodedWidth = Int32(saturating: max(1, (Double(width) * margin).rounded()))
        var textures: [(texture: OpaquePointer, width: Int32, height: Int32)] = []
        defer { for entry in textures { SDL_DestroyTexture(entry.texture) } }
        for path in paths {
            guard let loaded = IMG_Load(path) else {
                throw PlatformError("cannot read \(path): \(String(cString: SDL_GetError()))")
            }
            defer { SDL_FreeSurface(loaded) }
            // Decoded once at the drawn width, as Splash's image store does (wider by the
            // margin for the resampling floor, so every frame shrinks it).
            let height = Int32(saturating: max(1, (Double(loaded.pointee.h) * Double(decodedWidth) / Double(loaded.pointee.w)).rounded()))
            guard let scaled = SDL_CreateRGBSurfaceWithFormat(0, decodedWidth, height, 32, splash_pixelformat_argb8888()) else {
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
            // Bilinear, as Splash samples its photos (Renderer.makeTexture).
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            textures.append((texture, decodedWidth, height))
        }
        guard !textures.isEmpty else { return [] }
        let drawnHeights = textures.map { Int32(saturating: (Double($0.height) * Double(width) / Double($0.width)).rounded()) }
        let total = drawnHeights.reduce(0) { $0 + Int(truncatingIfNeeded: $1) }
        let viewHeight = Int32(saturating: (size.height * scale).rounded())
        let pacer = fps.map { FramePacer(fps: $0) }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            pacer?.waitUntilNextFrame()
            let start = FramePacer.now()
            let offset = Int(saturating: (Double(frame) * scrollPerFrame * scale).rounded()) % total
            // The resampling floor's source shrinks from the whole decode to 1/(1 + margin)
            // of it and back over `resamplePeriod` frames: a new size every frame.
            let phase = Double(frame % resamplePeriod) / Double(resamplePeriod)
            let crop = drawing == .resampled ? 1 / (1 + resampleMargin * (1 - abs(2 * phase - 1))) : 1
            drawFrame(
                renderer, textures: textures, drawnHeights: drawnHeights, width: width, viewHeight: viewHeight,
                offset: offset, crop: crop)
            times.append(FramePacer.now() - start)
            try afterFrame?(canvas)
        }
        return times
    }

    /// One frame of the floor: the photos from `offset` pixels down the stack copied
    /// until the view is full, then presented. Kept apart (never inlined) so that
    /// `make bench-ir` counts exactly its instructions.
    @inline(never)
    static func drawFrame(
        _ renderer: OpaquePointer, textures: [(texture: OpaquePointer, width: Int32, height: Int32)],
        drawnHeights: [Int32], width: Int32, viewHeight: Int32, offset: Int, crop: Double
    ) {
        SDL_SetRenderDrawColor(renderer, UInt8.max, UInt8.max, UInt8.max, UInt8.max)
        SDL_RenderClear(renderer)
        var y = -offset
        var index = 0
        while y < Int(viewHeight) {
            let entry = textures[index % textures.count]
            let height = drawnHeights[index % textures.count]
            if y + Int(truncatingIfNeeded: height) > 0 {
                var rect = SDL_Rect(x: 0, y: Int32(truncatingIfNeeded: y), w: width, h: height)
                if entry.width == width {
                    SDL_RenderCopy(renderer, entry.texture, nil, &rect)
                } else {
                    // The middle `crop` of the decode, shrunk into the drawn rectangle, cut
                    // to the rows inside the view first: SDL's software renderer stretches
                    // a copy that crosses the target's edge whole into a scratch surface and
                    // copies that (more than twice the work at 414×736), where Splash
                    // clips its own copies.
                    let cropWidth = Int32(saturating: (Double(entry.width) * crop).rounded())
                    let cropHeight = Double(entry.height) * crop
                    let top = max(0, -rect.y), bottom = min(rect.h, viewHeight - rect.y)
                    let sourceTop = (Double(entry.height) - cropHeight) / 2
                    let rowsPerPixel = cropHeight / Double(rect.h)
                    let first = Int32(saturating: (sourceTop + Double(top) * rowsPerPixel).rounded())
                    let last = Int32(saturating: (sourceTop + Double(bottom) * rowsPerPixel).rounded())
                    var source = SDL_Rect(x: (entry.width - cropWidth) / 2, y: first, w: cropWidth, h: max(1, last - first))
                    var visible = SDL_Rect(x: rect.x, y: rect.y + top, w: rect.w, h: bottom - top)
                    SDL_RenderCopy(renderer, entry.texture, &source, &visible)
                }
            }
            y += Int(truncatingIfNeeded: height)
            index += 1
        }
        SDL_RenderPresent(renderer)
    }
}
