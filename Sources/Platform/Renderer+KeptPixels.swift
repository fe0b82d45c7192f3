internal import CSDL2
import Tessellation

/// Drawing straight into the pixels a target keeps (a headless canvas's surface), where
/// blending on the CPU beats SDL's blit (`PixelBlend`): the card's fading backdrop, a
/// scrim's rows, the opaque fills. A window draws through SDL only, which may be a GPU.
extension Renderer {
    /// The kept surface, ready to be written: what SDL has queued has landed, no layer is
    /// being drawn into, and `limit` is the output within the clip. Nil where the target
    /// does not keep its pixels or a layer is the target.
    func keptTarget() -> KeptTarget? {
        guard let surface = keptPixels, let pixels = surface.pointee.pixels, SDL_GetRenderTarget(sdlRenderer) == nil else { return nil }
        SDL_RenderFlush(sdlRenderer)
        var limit = outputBox
        if SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(sdlRenderer, &clip)
            limit = limit.intersection(PixelBox(clip))
        }
        return KeptTarget(
            pixels: pixels, pitch: Int(surface.pointee.pitch), width: surface.pointee.w, height: surface.pointee.h, limit: limit)
    }

    /// Fills `rects` (device pixels, cut by the clip) with `color`, unblended: on a
    /// target that keeps its pixels, written by the CPU with ordinary stores; elsewhere by
    /// SDL. SDL's software fill writes with non-temporal stores (SSE `movntps`), which
    /// send every pixel past the caches to memory, so what is blended onto the fill next
    /// (a sheet's text, edges, shadow) and the next frame's redraw of the same pixels read
    /// them back from memory: its fill was 9.5% of the card script's CPU samples at
    /// 414 × 736 @2x (`perf record`). The caller's blend mode is kept.
    func fillOpaque(_ rects: UnsafeBufferPointer<SDL_Rect>, color: MeshColor) {
        guard !rects.isEmpty else { return }
        if let target = keptTarget() {
            let value = color.argb
            for rect in rects {
                let box = PixelBox(rect).intersection(target.limit)
                guard !box.isEmpty else { continue }
                let width = Int(truncatingIfNeeded: box.width)
                for row in box.y0..<box.y1 {
                    let start = target.pixels + Int(row) * target.pitch + Int(box.x0) * 4
                    start.assumingMemoryBound(to: UInt32.self).update(repeating: value, count: width)
                }
            }
            return
        }
        fillThroughSDL(rects, color: color, mode: SDL_BLENDMODE_NONE)
    }

    /// Fills `rect` (device pixels, cut by the clip) with `color` blended over what is
    /// there, a translucent square shape: on a target that keeps its pixels by the CPU
    /// (`PixelBlend.fill`, SDL's pixels), elsewhere by SDL. SDL fills a pixel at a time:
    /// when a scrubbed card's scrim rows were filled by it (they are blended as blits
    /// now, `blitBlended`), they were 6.7% of the card script's render instructions at
    /// 414 × 736 @2x, and at 1x 113 M instructions where the CPU's fill took under 6 M
    /// (callgrind). The caller's blend mode is kept.
    func fillBlended(_ rect: SDL_Rect, color: MeshColor) {
        blendOverKeptPixels(rect, color: color) { PixelBlend.fill($0, pitch: $1, width: $2, height: $3, color: color) }
    }

    /// Blends `color` over `rect` (device pixels, cut by the clip) as SDL blits a texel
    /// of that colour by its own alpha: on a target that keeps its pixels by the CPU
    /// (`PixelBlend.blit`), elsewhere as SDL fills it blended. A rounded scrim's rows
    /// (Renderer+EdgePatch) land so, the same pixels as its edge patches, which SDL blits
    /// by their alpha, and as a square scrim's rows (`blendRows`): filled by the fill's
    /// formula, its core was a level off its sides (ScrimTests). The caller's blend mode
    /// is kept.
    func blitBlended(_ rect: SDL_Rect, color: MeshColor) {
        blendOverKeptPixels(rect, color: color) { PixelBlend.blit($0, pitch: $1, width: $2, height: $3, pixel: color.argb) }
    }

    /// `rect` cut by the clip, blended by `blend` (handed its first pixel, the pitch, its
    /// width and height) on a target that keeps its pixels; elsewhere `color` filled by
    /// SDL, blended.
    private func blendOverKeptPixels(
        _ rect: SDL_Rect, color: MeshColor, _ blend: (UnsafeMutableRawPointer, Int, Int, Int) -> Void
    ) {
        if let target = keptTarget() {
            let box = PixelBox(rect).intersection(target.limit)
            guard !box.isEmpty else { return }
            blend(
                target.pixels + Int(box.y0) * target.pitch + Int(box.x0) * 4, target.pitch,
                Int(truncatingIfNeeded: box.width), Int(truncatingIfNeeded: box.height))
            return
        }
        withUnsafePointer(to: rect) { fillThroughSDL(UnsafeBufferPointer(start: $0, count: 1), color: color, mode: SDL_BLENDMODE_BLEND) }
    }

    /// `rects` filled with `color` by SDL in blend `mode`, the caller's blend mode put
    /// back: where the target does not keep its pixels (a window, a layer).
    private func fillThroughSDL(_ rects: UnsafeBufferPointer<SDL_Rect>, color: MeshColor, mode: SDL_BlendMode) {
        SDL_SetRenderDrawColor(sdlRenderer, color.r, color.g, color.b, color.a)
        var previousBlend = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(sdlRenderer, &previousBlend)
        SDL_SetRenderDrawBlendMode(sdlRenderer, mode)
        _ = SDL_RenderFillRects(sdlRenderer, rects.baseAddress, Int32(clamping: rects.count))
        SDL_SetRenderDrawBlendMode(sdlRenderer, previousBlend)
    }

    /// Blends the texels `source` of `texture`, a texture whose every row is one colour (a
    /// scrim baked at the size it is drawn), unscaled with their top-left at device pixel
    /// (`x`, `y`) and cut by the clip, at `alpha`: on a target that keeps its pixels, row
    /// by row on the CPU, as SDL blends them (at 255 by the texels' own alpha,
    /// `PixelBlend.blit`; under it modulated, as `PixelBlend.fill` blends); false where it
    /// cannot (a texture that is not streaming ARGB8888), and the caller asks SDL. SDL
    /// blends such a texture a pixel at a time, and under an alpha modulation by its
    /// generic per-channel path: the full-width status-bar scrim of an open card was 6%
    /// of the card script's render instructions at 414 × 736 (callgrind).
    func blendRows(of texture: OpaquePointer, source: SDL_Rect, x: Int32, y: Int32, alpha: UInt8) -> Bool {
        var format: UInt32 = 0, access: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        guard SDL_QueryTexture(texture, &format, &access, &width, &height) == 0,
            access == Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), format == splash_pixelformat_argb8888(),
            source.x >= 0, source.y >= 0, source.w > 0, source.h > 0, source.x + source.w <= width,
            source.y + source.h <= height,
            let target = keptTarget()
        else { return false }
        let box = PixelBox(x0: x, y0: y, x1: x + source.w, y1: y + source.h).intersection(target.limit)
        guard !box.isEmpty else { return true }
        var column = SDL_Rect(x: source.x, y: source.y + box.y0 - y, w: 1, h: box.height)
        var texels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, &column, &texels, &pitch) == 0, let texels else { return false }
        defer { SDL_UnlockTexture(texture) }
        let rowWidth = Int(truncatingIfNeeded: box.width)
        for row in 0..<Int(truncatingIfNeeded: box.height) {
            let pixel = texels.load(fromByteOffset: row * Int(pitch), as: UInt32.self)
            let start = target.pixels + (Int(box.y0) + row) * target.pitch + Int(box.x0) * 4
            if alpha == 255 {
                PixelBlend.blit(start, pitch: target.pitch, width: rowWidth, height: 1, pixel: pixel)
            } else {
                // SDL's generic blend: the texel's alpha times the modulation, then blended
                // as a fill blends, every division by 255 truncating.
                let modulated = UInt8(truncatingIfNeeded: (pixel >> 24) * UInt32(truncatingIfNeeded: alpha) / 255)
                let color = MeshColor(
                    r: UInt8(truncatingIfNeeded: pixel >> 16), g: UInt8(truncatingIfNeeded: pixel >> 8),
                    b: UInt8(truncatingIfNeeded: pixel), a: modulated)
                PixelBlend.fill(start, pitch: target.pitch, width: rowWidth, height: 1, color: color)
            }
        }
        return true
    }

    /// `fillOpaque` of one rectangle.
    func fillOpaque(_ rect: SDL_Rect, color: MeshColor) {
        withUnsafePointer(to: rect) { fillOpaque(UnsafeBufferPointer(start: $0, count: 1), color: color) }
    }
}
