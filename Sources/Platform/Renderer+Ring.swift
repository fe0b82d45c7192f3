internal import CSDL2
import Geometry
import Tessellation

/// Rings (outlines, and soft shadows, whose alpha falls off across them) drawn as nine
/// patches (issue 18, per-pixel cost). SDL's software renderer spends about a thousand
/// instructions on every triangle, and a ring's arcs are hundreds of small ones: around
/// a moving card the shadow's rings, drawn as triangles, cost a quarter of a frame.
/// Along a straight side every column (or row) of a ring is the same, so the ring is
/// computed small (`RingRaster`: its four corners and one tile of each side, pixel by
/// pixel, no triangles), uploaded, and copied: the corners once each, the tiles
/// repeated along the sides, only the rows (or columns) of a side the ring covers, every
/// copy unscaled and blended by the pixels' own alpha, SDL's fastest blend. A ring that
/// is the same on two frames in a row is kept computed (`rings`), so a still shadow
/// costs only its copies.
extension Renderer {
    /// Longest stretch of a straight side computed into the layer (device pixels): one
    /// copy covers this much of a side. Longer tiles mean fewer copies (each costs a few
    /// thousand instructions) but a larger layer to upload.
    static let ringTileLength: Int32 = 128

    /// Draws a ring `width` device pixels thick inside `rect` (device pixels), its
    /// corners rounded by `radius`, feathered on both edges, blended onto the target
    /// (within SDL's clip rectangle, if one is set); with `falloff`, a soft shadow that
    /// fades out across the width (`RingRaster`).
    func drawRing(_ rect: Rect, radius: Double, width: Double, color: MeshColor, falloff: Bool = false) {
        guard
            let patches = RingPatches(
                rect, radius: radius, width: width, featherWidth: Self.featherWidth, tileLength: Self.ringTileLength)
        else {
            if falloff { return drawWholeRing(rect, radius: radius, width: width, color: color) }
            let ring = FeatheredRing(rect, radius: radius, width: width, color: color, featherWidth: Self.featherWidth)
            return render(ring.vertices, ring.indices, texture: nil)
        }
        let q = RoundedImageKey.quantized, ring = patches.smallRing
        let key = RingKey(
            ring: [q(ring.minX), q(ring.minY), q(ring.width), q(ring.height)], radius: q(radius), width: q(width),
            color: color.argb,
            layerWidth: patches.layerWidth, layerHeight: patches.layerHeight, falloff: falloff)
        func raster() -> RingRaster {
            RingRaster(
                ring, radius: radius, width: width, color: color, featherWidth: Self.featherWidth,
                layerWidth: patches.layerWidth, layerHeight: patches.layerHeight, corner: patches.corners, falloff: falloff)
        }
        // A ring drawn the same on two frames in a row (a still card's shadow, a dragged
        // photo's moved by whole pixels) is kept computed in its own texture.
        let baked = rings.bakedTexture(for: key) {
            guard
                let texture = SDL_CreateTexture(
                    sdlRenderer, splash_pixelformat_argb8888(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                    patches.layerWidth, patches.layerHeight)
            else { return nil }
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            let uploaded = raster().pixels.withUnsafeBytes { bytes in
                SDL_UpdateTexture(texture, nil, bytes.baseAddress, patches.layerWidth * 4)
            }
            guard uploaded == 0 else {
                SDL_DestroyTexture(texture)
                return nil
            }
            return texture
        }
        let layer: OpaquePointer
        if let baked {
            layer = baked
        } else {
            guard let streaming = streamed(raster(), width: patches.layerWidth, height: patches.layerHeight) else { return }
            layer = streaming
        }
        for copy in patches.copies {
            var source = SDL_Rect(x: copy.sourceX, y: copy.sourceY, w: copy.width, h: copy.height)
            var target = SDL_Rect(x: copy.targetX, y: copy.targetY, w: copy.width, h: copy.height)
            SDL_RenderCopy(sdlRenderer, layer, &source, &target)
        }
    }

    /// A shadow with no straight side to repeat (a circle's, or a shape narrower than
    /// its corners): computed whole, every pixel, and copied once. Triangles cannot
    /// shade its falloff, and such a shape is small.
    func drawWholeRing(_ rect: Rect, radius: Double, width: Double, color: MeshColor) {
        let margin = Self.featherWidth / 2 + 1
        let x0 = (rect.minX - margin).rounded(.down), y0 = (rect.minY - margin).rounded(.down)
        let layerWidth = Int32(saturating: (rect.maxX + margin).rounded(.up) - x0)
        let layerHeight = Int32(saturating: (rect.maxY + margin).rounded(.up) - y0)
        guard layerWidth > 0, layerHeight > 0 else { return }
        let raster = RingRaster(
            rect.offsetBy(dx: -x0, dy: -y0), radius: radius, width: width, color: color, featherWidth: Self.featherWidth,
            layerWidth: layerWidth, layerHeight: layerHeight, corner: (layerWidth, 0, layerHeight, 0), falloff: true)
        guard let layer = streamed(raster, width: layerWidth, height: layerHeight) else { return }
        var area = SDL_Rect(x: 0, y: 0, w: layerWidth, h: layerHeight)
        var target = SDL_Rect(x: Int32(saturating: x0), y: Int32(saturating: y0), w: layerWidth, h: layerHeight)
        SDL_RenderCopy(sdlRenderer, layer, &area, &target)
    }

    /// The ring layer holding `raster` (`width` × `height`) at its top-left; nil when it
    /// cannot be made or take the pixels.
    private func streamed(_ raster: RingRaster, width: Int32, height: Int32) -> OpaquePointer? {
        guard let layer = ringTexture(width: width, height: height) else { return nil }
        var area = SDL_Rect(x: 0, y: 0, w: width, h: height)
        let uploaded = raster.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(layer, &area, bytes.baseAddress, width * 4)
        }
        return uploaded == 0 ? layer : nil
    }

    /// The ring layer, grown to at least `width` × `height`.
    private func ringTexture(width: Int32, height: Int32) -> OpaquePointer? {
        grownTexture(&ringLayer, width: width, height: height, format: splash_pixelformat_argb8888(), access: SDL_TEXTUREACCESS_STREAMING)
    }
}
