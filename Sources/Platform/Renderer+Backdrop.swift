internal import CSDL2
import Foundation
import Geometry
import Tessellation

/// The blurred backdrop behind a card (issue 12: the App Store blurs what lies behind a
/// shrinking card). Blurring the screen every frame would cost several milliseconds on
/// the software renderer, so it is captured once per snapshot: what has been drawn so
/// far is captured, blurred, darkened and kept at the target's full size, and each
/// frame is one unscaled copy (unblended once it is fully shown), made on the CPU into
/// the target's own pixels where it keeps them, else through two textures.
extension Renderer {
    func drawBlurredBackdrop(snapshot: Int, frame: Rect, blurRadius: Double, dim: Double, alpha: Double, around cover: PixelBox? = nil) {
        let alphaByte = Self.alphaLevel(alpha)
        guard alphaByte > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0, width > 0, height > 0 else { return }
        if !hasBackdrop(snapshot) {
            guard let surface = capturedBackdrop(snapshot: snapshot, width: width, height: height, sigma: blurRadius * displayScale, dim: dim)
            else { return }
            // Blurred for a target of another size (resized while it was blurred): the
            // next frame captures it again.
            guard surface.pointee.w == width, surface.pointee.h == height else {
                SDL_FreeSurface(surface)
                return
            }
            if let replaced = backdropPixels { SDL_FreeSurface(replaced) }
            backdropPixels = surface
            backdropUploads = []
            backdrop = (snapshot, width, height)
        }
        let box = Rect(
            x: frame.minX * displayScale, y: frame.minY * displayScale,
            width: frame.width * displayScale, height: frame.height * displayScale)
        var source = SDL_Rect(x: Int32(saturating: max(0, box.minX.rounded())), y: Int32(saturating: max(0, box.minY.rounded())), w: 0, h: 0)
        source.w = min(width - source.x, Int32(saturating: box.width.rounded()))
        source.h = min(height - source.y, Int32(saturating: box.height.rounded()))
        guard source.w > 0, source.h > 0 else { return }
        if drawInPlace(source, around: cover, alpha: alphaByte) { return }
        let fully = alphaByte == 255
        guard let textures = backdropTextures(width: width, height: height) else { return }
        if !backdropUploads.contains(fully ? .opaque : .fading) {
            guard let pixels = backdropPixels, upload(pixels, into: fully ? textures.opaque : textures.fading) else { return }
            backdropUploads.insert(fully ? .opaque : .fading)
            // Once both textures have them the pixels are not needed again, unless the
            // target keeps its pixels (this was a layer) and later frames draw from them.
            if backdropUploads == [.opaque, .fading], keptPixels == nil {
                SDL_FreeSurface(pixels)
                backdropPixels = nil
            }
        }
        let texture = fully ? textures.opaque : textures.fading
        SDL_SetTextureAlphaMod(texture, alphaByte)
        SDL_SetTextureBlendMode(texture, alphaByte == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        // Source and target are the same pixels: only the strips around what later
        // commands paint over are copied (Renderer+Occlusion).
        for strip in Self.strips(of: source, around: cover) {
            var part = strip
            SDL_RenderCopy(sdlRenderer, texture, &part, &part)
        }
    }

    /// Copies the backdrop's own pixels into the target's, or at `alpha` under 255 blends
    /// them over (`PixelBlend.fade`: SDL's blend of the fading texture, at half its cost),
    /// in `source` less `cover`; false where that cannot be done: a target that does not
    /// keep its pixels, or a layer being drawn into. Such a target never needs the
    /// backdrop's textures: two of them at 3840 × 2160 were 133 MB of fresh memory,
    /// page-faulted in on the frame a card's backdrop arrived, and a 33 MB upload on it.
    private func drawInPlace(_ source: SDL_Rect, around cover: PixelBox?, alpha: UInt8) -> Bool {
        guard let pixels = backdropPixels, let target = keptTarget(),
            pixels.pointee.w == target.width, pixels.pointee.h == target.height,
            let from = pixels.pointee.pixels
        else { return false }
        let pitch = Int(pixels.pointee.pitch)
        for strip in Self.strips(of: source, around: cover) {
            let box = PixelBox(strip).intersection(target.limit)
            guard !box.isEmpty else { continue }
            let offset = Int(box.y0) * pitch + Int(box.x0) * 4
            let rows = target.rows(of: box, from: UnsafeRawPointer(from) + offset, pitch: pitch)
            if alpha == 255 { PixelBlend.copy(rows) } else { PixelBlend.fade(rows, alpha: alpha) }
        }
        return true
    }

    /// `rect` less `cover`: up to four rectangles, the rows above and below it whole, the
    /// columns beside it in its rows.
    static func strips(of rect: SDL_Rect, around cover: PixelBox?) -> [SDL_Rect] {
        guard let cover else { return [rect] }
        let x0 = max(rect.x, min(cover.x0, rect.x + rect.w)), x1 = min(rect.x + rect.w, max(cover.x1, x0))
        let y0 = max(rect.y, min(cover.y0, rect.y + rect.h)), y1 = min(rect.y + rect.h, max(cover.y1, y0))
        guard x1 > x0, y1 > y0 else { return [rect] }
        return [
            SDL_Rect(x: rect.x, y: rect.y, w: rect.w, h: y0 - rect.y),
            SDL_Rect(x: rect.x, y: y1, w: rect.w, h: rect.y + rect.h - y1),
            SDL_Rect(x: rect.x, y: y0, w: x0 - rect.x, h: y1 - y0),
            SDL_Rect(x: x1, y: y0, w: rect.x + rect.w - x1, h: y1 - y0)
        ].filter { $0.w > 0 && $0.h > 0 }
    }

    /// The backdrop's two textures at `width` × `height`, made now if there are none at
    /// that size: one in the canvas's format, shown fully with a plain copy (a memcpy),
    /// and one without an alpha channel for the fade, which SDL blends with its
    /// surface-alpha blit, a few instructions a pixel, where a texture with alpha takes
    /// the generic per-channel blend (a quarter of a card frame, callgrind). Either alone
    /// costs the other case several times more. Streaming: each card's backdrop is
    /// written into them in place (new ones of a full window would be fresh memory,
    /// page-faulted in on a frame that can least afford it).
    private func backdropTextures(width: Int32, height: Int32) -> (opaque: OpaquePointer, fading: OpaquePointer)? {
        if let made = backdropTextures {
            if made.width == width, made.height == height { return (made.opaque, made.fading) }
            SDL_DestroyTexture(made.opaque)
            SDL_DestroyTexture(made.fading)
            backdropTextures = nil
            backdropUploads = []
        }
        let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        guard let opaque = SDL_CreateTexture(sdlRenderer, splash_pixelformat_argb8888(), access, width, height) else { return nil }
        guard let fading = SDL_CreateTexture(sdlRenderer, splash_pixelformat_rgb888(), access, width, height) else {
            SDL_DestroyTexture(opaque)
            return nil
        }
        for texture in [opaque, fading] { SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest) }
        backdropTextures = (width, height, opaque, fading)
        return (opaque, fading)
    }

    /// The blurred, darkened backdrop of `snapshot`, `width` × `height`; nil when it is
    /// not ready. Synchronous decoding (headless, tests) makes it here and now, so every
    /// frame is the same run to run. Decoding in the background (a window), the capture
    /// is blurred on a background thread and taken on a later frame: the whole capture
    /// took 15 ms at 1920 × 1080 on a loaded machine, a missed frame at each card's
    /// opening, while the backdrop comes in at a few percent of its alpha then, so a
    /// frame or two without it cannot be seen.
    private func capturedBackdrop(
        snapshot: Int, width: Int32, height: Int32, sigma: Double, dim: Double
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        let size = (width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height))
        guard images.mode == .background else {
            guard let shot = capture(width: width, height: height, sigma: sigma) else { return nil }
            defer { SDL_FreeSurface(shot) }
            return Self.blurredBackdrop(from: shot, size: size, sigma: sigma, dim: dim)
        }
        if pendingBackdrop?.snapshot != snapshot {
            guard let shot = capture(width: width, height: height, sigma: sigma) else { return nil }
            let work = BackdropWork(shot: shot)
            pendingBackdrop = (snapshot, work)
            DispatchQueue.global(qos: .userInitiated).async { work.run(size: size, sigma: sigma, dim: dim) }
        }
        guard let taken = pendingBackdrop?.work.take() else { return nil }
        pendingBackdrop = nil
        return taken
    }

    /// What has been drawn so far this frame, to be blurred by `sigma`. Where the target
    /// keeps its pixels, shrunk straight from them to the blur's working size, the
    /// first step of `blurredBackdrop` and the same pixels: a whole read-back is a
    /// full-window surface of fresh memory (33 MB at 3840 × 2160, zeroed and
    /// page-faulted in on the frame a card opens, 37 ms there, perf). Elsewhere read back
    /// whole, and shrunk off the frame loop.
    private func capture(width: Int32, height: Int32, sigma: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        if let kept = keptTarget(), kept.width == width, kept.height == height, let surface = keptPixels {
            let small = SurfaceOperations.blurWorkingSize(
                width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height), sigma: sigma)
            return SurfaceOperations.stretch(surface, width: small.width, height: small.height)
        }
        guard let shot = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()) else { return nil }
        guard SDL_RenderReadPixels(sdlRenderer, nil, splash_pixelformat_argb8888(), shot.pointee.pixels, shot.pointee.pitch) == 0
        else {
            SDL_FreeSurface(shot)
            return nil
        }
        return shot
    }

    /// `shot` (the whole target, or already shrunk to the working size) blurred by
    /// `sigma` pixels and darkened by black at `dim`, `size` big. Blurred and darkened at
    /// the working size, then stretched to `size` once. Touches no renderer, so it may
    /// run on any thread.
    static func blurredBackdrop(
        from shot: UnsafeMutablePointer<SDL_Surface>, size: (width: Int, height: Int), sigma: Double, dim: Double
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        let small = SurfaceOperations.blurWorkingSize(width: size.width, height: size.height, sigma: sigma)
        let isSmall = Int(truncatingIfNeeded: shot.pointee.w) == small.width && Int(truncatingIfNeeded: shot.pointee.h) == small.height
        guard let shrunk = isSmall ? shot : SurfaceOperations.stretch(shot, width: small.width, height: small.height) else { return nil }
        defer { if !isSmall { SDL_FreeSurface(shrunk) } }
        guard let soft = SurfaceOperations.blurred(shrunk, sigma: sigma / SurfaceOperations.blurShrinkFactor(sigma: sigma))
        else { return nil }
        defer { SDL_FreeSurface(soft) }
        SurfaceOperations.darken(soft, keeping: max(0, min(1, 1 - dim)), makingOpaque: true)
        return SurfaceOperations.stretch(soft, width: size.width, height: size.height)
    }

    /// Copies the backdrop's pixels into one of its textures; false when it cannot take them.
    private func upload(_ surface: UnsafeMutablePointer<SDL_Surface>, into texture: OpaquePointer) -> Bool {
        SDL_UpdateTexture(texture, nil, surface.pointee.pixels, surface.pointee.pitch) == 0
    }
}
