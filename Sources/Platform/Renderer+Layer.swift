internal import CSDL2
import Geometry
import Tessellation

/// Translucent fills drawn through a layer (issue 18, per-pixel cost). SDL's software
/// renderer blends a triangle by allocating a surface the size of its bounding box,
/// rasterizing into it and blitting that with blending, so a translucent rounded shape
/// drawn as a fan of triangles costs several times its area. Drawn instead at full
/// opacity into a layer, it takes the opaque path (interior rows copied or filled
/// like memset, only the edges as unblended triangles), and the layer is put on the
/// screen with one blended copy at the fill's alpha. A layer whose outline, size and
/// content stay the same on two frames in a row is baked and kept, so a still
/// translucent shape (the search field's tint, a card fading) costs one copy a frame.
extension Renderer {
    /// Whether a fill is drawn through a layer: one large enough for the layer to pay
    /// off (a small one's few triangles cost less than the layer's copies). Measured by
    /// area: a thin sliver (the next Explore card peeking in at the window's edge, 8 by
    /// 150 pixels) blended as triangles cost half a million instructions a frame.
    func drawsThroughLayer(box: Rect) -> Bool {
        box.width * box.height > Self.rowFillMinimumSize * Self.rowFillMinimumSize
    }

    /// Draws `polygon` (device pixels, merged) unblended into a layer and copies the
    /// layer onto the target: an opaque fill's solid core with a plain copy and only the
    /// bands holding its edges blended; a translucent one blended at `color`'s alpha.
    /// `content` identifies what a texture shows, so its layer can be baked; without it
    /// a textured layer is redrawn every frame. With a `source` whose pixels the CPU can
    /// read, the edge is computed as patches (Renderer+EdgePatch), in the layer or, for a
    /// fill that `landsOpaque` and is not baked (its outline changed since the last
    /// frame), with no layer: its core straight onto the target, only its edge blended.
    func fillThroughLayer(
        _ polygon: ConvexPolygon, box: Rect, color: MeshColor, texture: OpaquePointer?, placed: Rect?,
        textureIsOpaque: Bool = true, source: FillSource? = nil, landsOpaque: Bool = false, content: TextureContent?,
        mapping: Rect?,
        uv: @escaping (Point) -> (u: Float, v: Float)
    ) {
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight) == 0 else { return }
        let margin = Self.featherWidth
        let x0 = max(0, (box.minX - margin).rounded(.down)), y0 = max(0, (box.minY - margin).rounded(.down))
        let x1 = min(Double(outputWidth), (box.maxX + margin).rounded(.up))
        let y1 = min(Double(outputHeight), (box.maxY + margin).rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let width = Int32(saturating: x1 - x0), height = Int32(saturating: y1 - y0)
        let local = polygon.translated(dx: -x0, dy: -y0)
        let localPlaced = placed?.offsetBy(dx: -x0, dy: -y0)
        // A colour's alpha is written into the layer, so the layer is copied with
        // per-pixel alpha alone (SDL's fast blend); a texture is drawn opaque and faded
        // by the copy's alpha mod.
        var layerColor = color
        if texture != nil { layerColor.a = 255 }
        let copyAlpha = texture == nil ? 255 : color.a
        guard copyAlpha > 0 else { return }
        // A scrim (one colour, only its alpha changing down it) needs no layer, still or
        // moving: its rows are filled and blended straight onto the target at its alpha,
        // its edge computed as patches (Renderer+EdgePatch), each pixel blended once.
        if case .pixels(_, let image, _) = source, image.isOneColourColumn, let source,
            fillWithEdgePatches(polygon, box: box, source: source, fade: copyAlpha)
        {
            return
        }
        // In the layer a colour is drawn with its alpha, a texture opaque (see above).
        var layerSource = source?.offsetBy(dx: -x0, dy: -y0)
        if case .color = layerSource { layerSource = .color(layerColor) }
        let draw: (OpaquePointer) -> Void = { [unowned self] target in
            drawLayer(
                local, into: target, width: width, height: height, color: layerColor, texture: texture,
                placed: localPlaced, source: layerSource
            ) { point in uv(Point(x: point.x + x0, y: point.y + y0)) }
        }
        var layer: OpaquePointer?
        if texture == nil || content != nil {
            let key = LayerKey(
                outline: local.points.flatMap { [RoundedImageKey.quantized($0.x), RoundedImageKey.quantized($0.y)] },
                width: width, height: height,
                tint: layerColor.argb,
                mapping: mapping.map { rect in
                    [rect.minX - x0, rect.minY - y0, rect.width, rect.height].map(RoundedImageKey.quantized)
                } ?? [],
                content: content)
            layer = layers.bakedTexture(for: key) {
                guard let baked = makeTargetTexture(width: width, height: height) else { return nil }
                draw(baked)
                return baked
            }
        }
        if layer == nil, landsOpaque, let source, fillWithEdgePatches(polygon, box: box, source: source) { return }
        if layer == nil, let scratch = scratchLayer(width: width, height: height) {
            draw(scratch)
            layer = scratch
        }
        guard let layer else { return }
        // The fully covered pixels are all alike (a colour, its alpha in the pixels) or
        // opaque (a texture drawn opaque, faded by the copy), so the core is copied apart
        // from the edges: unblended, or faded by one alpha for all its pixels.
        let uniformCore = texture == nil || (placed != nil && textureIsOpaque)
        let core = uniformCore ? Self.solidCore(of: local, width: width, height: height) : []
        copyLayer(
            layer, width: width, height: height, to: (Int32(saturating: x0), Int32(saturating: y0)), alpha: copyAlpha,
            core: core, coreAlpha: texture == nil ? color.a : copyAlpha, coreColor: texture == nil ? color : nil)
    }

    /// Copies the layer's `width` × `height` corner to `origin` at `alpha`, each pixel
    /// once: the `core` bands (layer pixels, fully covered, top to bottom) apart from the
    /// rest, which is blended. The core's pixels all land at `coreAlpha` (all `coreColor`,
    /// for a plain colour): unblended when that is 255, else through the fade layer.
    func copyLayer(
        _ layer: OpaquePointer, width: Int32, height: Int32, to origin: (x: Int32, y: Int32), alpha: UInt8,
        core: [PixelBox], coreAlpha: UInt8, coreColor: MeshColor? = nil
    ) {
        func copy(_ x: Int32, _ y: Int32, _ w: Int32, _ h: Int32) {
            guard w > 0, h > 0 else { return }
            var source = SDL_Rect(x: x, y: y, w: w, h: h)
            var target = SDL_Rect(x: origin.x + x, y: origin.y + y, w: w, h: h)
            SDL_RenderCopy(sdlRenderer, layer, &source, &target)
        }
        SDL_SetTextureAlphaMod(layer, alpha)
        defer { SDL_SetTextureAlphaMod(layer, 255) }
        // The blended rest: rows between bands whole, each band's sides.
        var row: Int32 = 0
        for band in core {
            copy(0, row, width, band.y0 - row)
            copy(0, band.y0, band.x0, band.height)
            copy(band.x1, band.y0, width - band.x1, band.height)
            row = band.y1
        }
        copy(0, row, width, height - row)
        guard !core.isEmpty else { return }
        guard coreAlpha == 255 else {
            return copyFaded(layer, core: core, to: origin, alpha: coreAlpha, color: coreColor)
        }
        SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_NONE)
        for band in core { copy(band.x0, band.y0, band.width, band.height) }
        SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND)
    }

    /// Copies the layer's core bands, whose pixels all land at `alpha`, from a layer
    /// without alpha: SDL blends a texture with alpha by the pixels' own alpha at about 32
    /// instructions a pixel, and under an alpha modulation by its generic per-channel
    /// path at about 74; one without alpha takes its surface-alpha blit, about 13
    /// (callgrind). So the box around the bands is first converted, unblended, into the
    /// fade layer, once, and each band copied from there at `alpha` (a card's photo
    /// fading as it flies). A plain `color` (a toast's translucent black) is filled in
    /// opaque instead: a GPU renderer keeps the fade layer's fourth byte, and the colour's
    /// alpha converted into it would then be applied twice.
    private func copyFaded(
        _ layer: OpaquePointer, core: [PixelBox], to origin: (x: Int32, y: Int32), alpha: UInt8, color: MeshColor?
    ) {
        let x0 = core.map(\.x0).min() ?? 0, x1 = core.map(\.x1).max() ?? 0
        let y0 = core.first?.y0 ?? 0, y1 = core.last?.y1 ?? 0
        let width = x1 - x0, height = y1 - y0
        guard let fade = fadeLayer(width: width, height: height) else {
            // No fade layer: the slow blend, still the right pixels.
            for band in core {
                var source = band.sdlRect
                var target = SDL_Rect(x: origin.x + band.x0, y: origin.y + band.y0, w: band.width, h: band.height)
                SDL_RenderCopy(sdlRenderer, layer, &source, &target)
            }
            return
        }
        // Switching targets resets the clip rectangle (a baked image's clip): SDL puts the
        // window's back when it returns to it, but not a texture target's, so it is put
        // back here.
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE
        SDL_RenderGetClipRect(sdlRenderer, &clip)
        let previous = SDL_GetRenderTarget(sdlRenderer)
        SDL_SetRenderTarget(sdlRenderer, fade)
        var corner = SDL_Rect(x: 0, y: 0, w: width, h: height)
        if let color {
            SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(sdlRenderer, color.r, color.g, color.b, 255)
            SDL_RenderFillRect(sdlRenderer, &corner)
            SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        } else {
            var source = SDL_Rect(x: x0, y: y0, w: width, h: height)
            SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_NONE)
            SDL_SetTextureAlphaMod(layer, 255)
            SDL_RenderCopy(sdlRenderer, layer, &source, &corner)
            SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND)
        }
        SDL_SetRenderTarget(sdlRenderer, previous)
        if clipped { SDL_RenderSetClipRect(sdlRenderer, &clip) } else { SDL_RenderSetClipRect(sdlRenderer, nil) }
        SDL_SetTextureAlphaMod(fade, alpha)
        for band in core {
            var source = SDL_Rect(x: band.x0 - x0, y: band.y0 - y0, w: band.width, h: band.height)
            var target = SDL_Rect(x: origin.x + band.x0, y: origin.y + band.y0, w: band.width, h: band.height)
            SDL_RenderCopy(sdlRenderer, fade, &source, &target)
        }
        SDL_SetTextureAlphaMod(fade, 255)
    }

    /// The fade layer (no alpha channel), grown to at least `width` × `height`.
    private func fadeLayer(width: Int32, height: Int32) -> OpaquePointer? {
        grownTexture(&fadeScratch, width: width, height: height, format: splash_pixelformat_rgb888(), access: SDL_TEXTUREACCESS_TARGET)
    }

    /// The whole pixels a polygon in a `width` × `height` layer covers fully, as bands
    /// (`ConvexPolygon.solidBands`): inside the feather by a pixel of margin each way.
    /// Empty when it covers none (then every pixel of the layer is blended, which is
    /// still right, only slower).
    static func solidCore(of polygon: ConvexPolygon, width: Int32, height: Int32) -> [PixelBox] {
        polygon.solidBands(inset: featherWidth / 2 + 1, tolerance: coreBandTolerance, within: width, height)
    }

    /// How many pixels a side a core band may give up to the blended edge, so that a
    /// round shape is a few dozen bands, not one per row (tuned: each band is three more
    /// copies, about the cost of blending a couple of hundred pixels).
    static let coreBandTolerance: Int32 = 8

    /// Clears the layer's `width` × `height` corner to transparent and fills the polygon
    /// into it without blending, so the edges' coverage lands in the alpha channel. With
    /// a `source` the edge is computed as patches (Renderer+EdgePatch), as it is when
    /// drawn with no layer: baked on its second still frame, a shape shows the pixels its
    /// first frame showed, and a scrim cut by the card's rounded clip has the same edge
    /// as the photo under it.
    private func drawLayer(
        _ polygon: ConvexPolygon, into layer: OpaquePointer, width: Int32, height: Int32, color: MeshColor,
        texture: OpaquePointer?, placed: Rect?, source: FillSource?, uv: @escaping (Point) -> (u: Float, v: Float)
    ) {
        let previous = SDL_GetRenderTarget(sdlRenderer)
        SDL_SetRenderTarget(sdlRenderer, layer)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
        var all = SDL_Rect(x: 0, y: 0, w: width, h: height)
        SDL_RenderFillRect(sdlRenderer, &all)
        var textureBlend = SDL_BLENDMODE_BLEND
        if let texture {
            SDL_GetTextureBlendMode(texture, &textureBlend)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        }
        let box = ConvexPolygon.boundingBox(of: polygon.points)
        if source.map({ fillWithEdgePatches(polygon, box: box, source: $0, unblended: true) }) != true {
            fillDirectly(polygon, box: box, color: color, texture: texture, placed: placed, unblended: true, uv: uv)
        }
        if let texture { SDL_SetTextureBlendMode(texture, textureBlend) }
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(sdlRenderer, previous)
    }

    /// The scratch layer, grown to at least `width` × `height`.
    private func scratchLayer(width: Int32, height: Int32) -> OpaquePointer? {
        grownTexture(&scratch, width: width, height: height, format: splash_pixelformat_argb8888(), access: SDL_TEXTUREACCESS_TARGET)
    }

    /// The texture kept in `slot`, replaced by a larger one when it is smaller than
    /// `width` × `height` (never shrunk): the one way the reused layers (scratch, fade,
    /// ring, edge patch) grow. A side that must grow grows by a quarter at least (up to
    /// the output's size): a shape growing a few pixels every frame (a photo lifting
    /// towards the finger) made a new texture, zero-filled, on each of those frames, 3.5 M
    /// of a 27 M lift frame's instructions at 1920 × 1080 (callgrind). Users draw into
    /// and copy from the corner they asked for, so the extra is never seen. Blends by
    /// default.
    func grownTexture(
        _ slot: inout (texture: OpaquePointer, width: Int32, height: Int32)?, width: Int32, height: Int32,
        format: UInt32, access: SDL_TextureAccess
    ) -> OpaquePointer? {
        if let kept = slot, kept.width >= width, kept.height >= height { return kept.texture }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight)
        func grown(_ asked: Int32, kept: Int32, output: Int32) -> Int32 {
            guard asked > kept else { return kept }
            return max(asked, min(kept + kept / 4, output))
        }
        let grownWidth = grown(width, kept: slot?.width ?? 0, output: outputWidth)
        let grownHeight = grown(height, kept: slot?.height ?? 0, output: outputHeight)
        if let kept = slot { SDL_DestroyTexture(kept.texture) }
        slot = nil
        guard let texture = SDL_CreateTexture(sdlRenderer, format, Int32(access.rawValue), grownWidth, grownHeight) else {
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        slot = (texture, grownWidth, grownHeight)
        return texture
    }

    /// A texture with alpha that the renderer can draw into.
    func makeTargetTexture(width: Int32, height: Int32) -> OpaquePointer? {
        guard
            let texture = SDL_CreateTexture(
                sdlRenderer, splash_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
        else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }
}
