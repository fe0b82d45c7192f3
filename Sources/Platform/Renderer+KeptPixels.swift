internal import CSDL2
import Tessellation

/// Drawing straight into the pixels a target keeps (a headless canvas's surface), where
/// blending on the CPU beats SDL's blit (`PixelBlend`): the card's fading backdrop. A
/// window draws through SDL only, which may be a GPU.
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
}
