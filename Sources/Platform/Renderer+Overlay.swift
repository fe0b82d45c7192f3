internal import CSDL2
import Geometry
import Scene

/// A translucent in-memory image laid over an opaque photo, flattened (issue 18,
/// per-pixel cost). Every feed cell draws a credit scrim, a black gradient, over the
/// bottom of its photo, and SDL blends such a pixel in about 32 instructions. When a
/// scrim command directly follows the pixel-for-pixel copy of an opaque photo it lies
/// within, the two are composed once, with the same blends, into a texture of the
/// scrim's size, and each frame copies that over the photo without blending (a fling at
/// 414 × 736 @1x went from 19.6 to 16.8 instructions a pixel). The composition moves
/// with the cell (its key is where in the photo the scrim lies, not where on the
/// window), and is kept only once it is asked for on two frames in a row, like every
/// bake. The composition is itself an opaque copy: the author's name drawn next, lying
/// on it, is flattened onto it the same way.
extension Renderer {
    /// An opaque texture just copied pixel for pixel, without blending: what it shows
    /// (`content`), the texel under each target pixel (target + `texelOffset`), and where
    /// it landed, its clip already applied.
    struct OpaqueCopy {
        var texture: OpaquePointer
        var content: TextureContent
        var texelOffset: (x: Int32, y: Int32)
        var target: SDL_Rect
    }

    /// Draws the overlay `exact` (already `frame`'s size in device pixels) flattened onto
    /// `underneath`, and returns the composition as the opaque copy now on top (a line of
    /// text may be flattened onto it in turn); nil when it cannot be (it does not lie wholly
    /// on what the copy drew, its own clip cuts it, or it is not kept yet): then the caller
    /// blends it as usual. The two clips need not be the same: a photo cut by the window's
    /// top edge carries a clip its scrim, lower down, does not, and every pixel under the
    /// scrim is still the copy's.
    func drawFlattened(_ overlay: PixelImage, exact: OpaquePointer, frame: Rect, clip: Clip?, over underneath: OpaqueCopy)
        -> OpaqueCopy?
    {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(exact, nil, nil, &width, &height)
        // Where `copy` puts a pixel-for-pixel copy: the frame's rounded origin.
        let target = SDL_Rect(
            x: Int32(saturating: frame.minX.rounded()), y: Int32(saturating: frame.minY.rounded()), w: width, h: height)
        return drawFlattened(id: overlay.id, exact: exact, alpha: 255, at: target, clip: clip, over: underneath)
    }

    /// Draws `exact`, a texture laid pixel for pixel at `target` and blended at `alpha`
    /// (`id` names what it shows), flattened onto `underneath`: composed
    /// once into a texture of `target`'s size and copied unblended, so its blend is paid
    /// once. A feed cell's author name lies on its flattened credit scrim: blending a line
    /// of text was a tenth of a fling frame's render instructions (callgrind, 414 × 736).
    func drawFlattened(id: String, exact: OpaquePointer, alpha: UInt8, at target: SDL_Rect, clip: Clip?, over underneath: OpaqueCopy)
        -> OpaqueCopy?
    {
        let frame = Rect(x: Double(target.x), y: Double(target.y), width: Double(target.w), height: Double(target.h))
        if let clip, frame.intersection(device(clip.rect)) != frame { return nil }
        let below = underneath.target
        guard target.w > 0, target.h > 0, target.x >= below.x, target.y >= below.y, target.x + target.w <= below.x + below.w,
            target.y + target.h <= below.y + below.h
        else { return nil }
        let key = FlattenedOverlayKey(
            underneath: underneath.content, texelX: target.x + underneath.texelOffset.x,
            texelY: target.y + underneath.texelOffset.y, overlay: id, alpha: alpha, width: target.w, height: target.h)
        let flattened = flattenedOverlays.bakedTexture(for: key) {
            guard let composed = makeTargetTexture(width: target.w, height: target.h) else { return nil }
            let previous = SDL_GetRenderTarget(sdlRenderer)
            SDL_SetRenderTarget(sdlRenderer, composed)
            var whole = SDL_Rect(x: 0, y: 0, w: target.w, h: target.h)
            var texels = SDL_Rect(x: key.texelX, y: key.texelY, w: target.w, h: target.h)
            SDL_SetTextureBlendMode(underneath.texture, SDL_BLENDMODE_NONE)
            SDL_RenderCopy(sdlRenderer, underneath.texture, &texels, &whole)
            SDL_SetTextureBlendMode(underneath.texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(exact, alpha)
            SDL_RenderCopy(sdlRenderer, exact, nil, &whole)
            SDL_SetTextureAlphaMod(exact, 255)
            SDL_SetRenderTarget(sdlRenderer, previous)
            return composed
        }
        guard let flattened else { return nil }
        var placed = target
        SDL_SetTextureBlendMode(flattened, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(sdlRenderer, flattened, nil, &placed)
        SDL_SetTextureBlendMode(flattened, SDL_BLENDMODE_BLEND)
        return OpaqueCopy(texture: flattened, content: .flattened(key), texelOffset: (-target.x, -target.y), target: target)
    }
}
