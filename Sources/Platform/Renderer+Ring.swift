internal import CSDL2
import Geometry
import Tessellation

/// Rings (outlines, and the soft shadow's bands) drawn as nine patches (issue 18,
/// per-pixel cost). SDL's software renderer spends about a thousand instructions on
/// every triangle, and a ring's arcs are hundreds of small ones: around a moving card
/// the five shadow rings cost a quarter of a frame. Along a straight side every column
/// (or row) of a ring is the same, so the ring is computed small (`RingRaster`: its four
/// corners and one tile of each side, pixel by pixel, no triangles), uploaded, and
/// copied: the corners once each, the tiles repeated along the sides, only the rows (or
/// columns) of a side the ring covers, every copy unscaled and blended by the pixels'
/// own alpha, SDL's fastest blend. A ring that is the same on two frames in a row is kept
/// computed (`rings`), so a still shadow costs only its copies.
extension Renderer {
    /// Longest stretch of a straight side computed into the layer (device pixels): one
    /// copy covers this much of a side. Longer tiles mean fewer copies (each costs a few
    /// thousand instructions) but a larger layer to upload.
    static let ringTileLength: Int32 = 128

    /// Draws a ring `width` device pixels thick inside `rect` (device pixels), its
    /// corners rounded by `radius`, feathered on both edges, blended onto the target
    /// (within SDL's clip rectangle, if one is set).
    func drawRing(_ rect: Rect, radius: Double, width: Double, color: MeshColor) {
        guard
            let patches = RingPatches(
                rect, radius: radius, width: width, featherWidth: Self.featherWidth, tileLength: Self.ringTileLength)
        else {
            let ring = FeatheredRing(rect, radius: radius, width: width, color: color, featherWidth: Self.featherWidth)
            return render(ring.vertices, ring.indices, texture: nil)
        }
        let q = RoundedImageKey.quantized, ring = patches.smallRing
        let key = RingKey(
            ring: [q(ring.minX), q(ring.minY), q(ring.width), q(ring.height)], radius: q(radius), width: q(width),
            color: UInt32(color.a) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b),
            layerWidth: patches.layerWidth, layerHeight: patches.layerHeight)
        func raster() -> RingRaster {
            RingRaster(
                ring, radius: radius, width: width, color: color, featherWidth: Self.featherWidth,
                layerWidth: patches.layerWidth, layerHeight: patches.layerHeight, corner: patches.corners)
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
            guard let streaming = ringTexture(width: patches.layerWidth, height: patches.layerHeight) else { return }
            var area = SDL_Rect(x: 0, y: 0, w: patches.layerWidth, h: patches.layerHeight)
            let uploaded = raster().pixels.withUnsafeBytes { bytes in
                SDL_UpdateTexture(streaming, &area, bytes.baseAddress, patches.layerWidth * 4)
            }
            guard uploaded == 0 else { return }
            layer = streaming
        }
        for copy in patches.copies {
            var source = SDL_Rect(x: copy.sourceX, y: copy.sourceY, w: copy.width, h: copy.height)
            var target = SDL_Rect(x: copy.targetX, y: copy.targetY, w: copy.width, h: copy.height)
            SDL_RenderCopy(sdlRenderer, layer, &source, &target)
        }
    }

    /// The ring layer, grown to at least `width` × `height`.
    private func ringTexture(width: Int32, height: Int32) -> OpaquePointer? {
        grownTexture(&ringLayer, width: width, height: height, format: splash_pixelformat_argb8888(), access: SDL_TEXTUREACCESS_STREAMING)
    }
}
