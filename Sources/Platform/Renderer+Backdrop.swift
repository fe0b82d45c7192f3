internal import CSDL2
import Geometry

/// The blurred backdrop behind a card (issue 12: the App Store blurs what lies behind a
/// shrinking card). Blurring the screen every frame would cost several milliseconds on
/// the software renderer, so it is captured once per snapshot: what has been drawn so
/// far is read back, blurred, darkened and kept at the target's full size, and each
/// frame is one unscaled copy (unblended once it is fully shown).
extension Renderer {
    func drawBlurredBackdrop(snapshot: Int, frame: Rect, blurRadius: Double, dim: Double, alpha: Double) {
        guard alpha > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0, width > 0, height > 0 else { return }
        if let current = backdrop, current.snapshot != snapshot || current.width != width || current.height != height {
            SDL_DestroyTexture(current.opaque)
            SDL_DestroyTexture(current.fading)
            backdrop = nil
        }
        if backdrop == nil, let textures = captureBackdrop(width: width, height: height, sigma: blurRadius * displayScale, dim: dim) {
            backdrop = (snapshot, width, height, textures.opaque, textures.fading)
        }
        guard let backdrop else { return }
        let box = Rect(
            x: frame.minX * displayScale, y: frame.minY * displayScale,
            width: frame.width * displayScale, height: frame.height * displayScale)
        var source = SDL_Rect(x: Int32(saturating: max(0, box.minX.rounded())), y: Int32(saturating: max(0, box.minY.rounded())), w: 0, h: 0)
        source.w = min(width - source.x, Int32(saturating: box.width.rounded()))
        source.h = min(height - source.y, Int32(saturating: box.height.rounded()))
        guard source.w > 0, source.h > 0 else { return }
        var target = source
        let alphaByte = UInt8(saturating: (alpha * 255).rounded())
        let texture = alphaByte == 255 ? backdrop.opaque : backdrop.fading
        SDL_SetTextureAlphaMod(texture, alphaByte)
        SDL_SetTextureBlendMode(texture, alphaByte == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_RenderCopy(sdlRenderer, texture, &source, &target)
    }

    /// Reads the target back, blurs it by `sigma` pixels and darkens it by black at `dim`;
    /// the result as two textures of the same pixels (see `backdrop`).
    private func captureBackdrop(
        width: Int32, height: Int32, sigma: Double, dim: Double
    ) -> (opaque: OpaquePointer, fading: OpaquePointer)? {
        guard let shot = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_argb8888()) else { return nil }
        defer { SDL_FreeSurface(shot) }
        guard SDL_RenderReadPixels(sdlRenderer, nil, splash_pixelformat_argb8888(), shot.pointee.pixels, shot.pointee.pitch) == 0
        else { return nil }
        // Blurred and darkened on a copy shrunk until σ is a few pixels (a blur has no
        // fine detail to lose), then stretched back once: the capture stays a few
        // milliseconds even at 2x.
        let factor = max(1, sigma / SurfaceOperations.blurWorkingSigma)
        let smallWidth = max(1, Int(saturating: (Double(width) / factor).rounded()))
        let smallHeight = max(1, Int(saturating: (Double(height) / factor).rounded()))
        guard let small = SurfaceOperations.stretch(shot, width: smallWidth, height: smallHeight) else { return nil }
        defer { SDL_FreeSurface(small) }
        guard let soft = SurfaceOperations.blurred(small, sigma: sigma / factor) else { return nil }
        defer { SDL_FreeSurface(soft) }
        // Darkened as the black backdrop would, and opaque, so a full copy needs no blending.
        let keep = max(0, min(1, 1 - dim))
        let pixels = soft.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(soft.pointee.pitch)
        for row in 0..<smallHeight {
            let line = pixels + row * pitch
            for column in 0..<smallWidth {
                let pixel = line + column * 4
                // ARGB8888 in memory on little-endian: B, G, R, A.
                pixel[0] = UInt8(saturating: Double(pixel[0]) * keep)
                pixel[1] = UInt8(saturating: Double(pixel[1]) * keep)
                pixel[2] = UInt8(saturating: Double(pixel[2]) * keep)
                pixel[3] = 255
            }
        }
        guard let blurred = SurfaceOperations.stretch(soft, width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height)) else {
            return nil
        }
        defer { SDL_FreeSurface(blurred) }
        // Shown fully, a copy in the canvas's format is a memcpy. Fading, a texture without
        // an alpha channel is SDL's surface-alpha blit, a few instructions a pixel, where
        // one with alpha takes the generic per-channel blend (a quarter of a card frame,
        // callgrind); either one alone costs the other case several times more.
        func texture(_ format: UInt32) -> OpaquePointer? {
            guard let texture = SDL_CreateTexture(sdlRenderer, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width, height)
            else { return nil }
            guard SDL_UpdateTexture(texture, nil, blurred.pointee.pixels, blurred.pointee.pitch) == 0 else {
                SDL_DestroyTexture(texture)
                return nil
            }
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            return texture
        }
        guard let opaque = texture(splash_pixelformat_argb8888()) else { return nil }
        guard let fading = texture(splash_pixelformat_rgb888()) else {
            SDL_DestroyTexture(opaque)
            return nil
        }
        return (opaque, fading)
    }
}
