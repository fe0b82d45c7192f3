internal import CSDL2
import Geometry
import Scene
import Tessellation

/// A photo fading in over its placeholder, composed before its rounded edge is drawn.
/// Drawn as the display list gives them, each with its own anti-aliased edge, a pixel
/// the outline covers by c showed c·a·photo + (1 − c·a)·(c·placeholder + (1 − c)·what
/// is behind): the placeholder's edge under the photo's. On the fade's last frame the
/// placeholder is gone and those pixels jumped by c·(1 − c)·(placeholder − behind): up to
/// 54 levels on the Explore cards' corners at start-up, in one frame. Composed first,
/// the pair is one opaque image, the photo at `a` over the placeholder, drawn with one
/// edge: c·(a·photo + (1 − a)·placeholder) + (1 − c)·behind, which is the placeholder
/// alone as the fade starts and the photo alone as it ends.
extension Renderer {
    /// The placeholder drawn by `commands[index]` when the next command is a photo
    /// fading in over it with the same outline and both are drawn in this pass; nil for
    /// anything else, which is drawn as it comes.
    func fadeUnderlay(_ commands: [DrawCommand], at index: Int, hidden: [Bool], reaches: [PixelBox]) -> FadeUnderlay? {
        // Most commands are not a rounded, opaque placeholder: they are let go first.
        let underlay: FadeUnderlay
        switch commands[index] {
        case let .pixels(image, frame, cornerRadius, alpha, clip)
        where cornerRadius > 0 && image.isOpaque && Self.alphaLevel(alpha) == 255:
            underlay = .pixels(image, frame: frame, cornerRadius: cornerRadius, clip: clip)
        case let .shape(frame, cornerRadius, color, strokeWidth, clip)
        where cornerRadius > 0 && strokeWidth == 0 && color.bytes.a == 255:
            underlay = .color(color, frame: frame, cornerRadius: cornerRadius, clip: clip)
        default:
            return nil
        }
        guard index + 1 < commands.count, !hidden[index + 1] else { return nil }
        if let box = damageBox, index + 1 < reaches.count, !reaches[index + 1].overlaps(box) { return nil }
        guard case let .image(_, imageFrame, mode, radius, alpha, blur, dim, imageClip) = commands[index + 1],
            radius == 0, blur == 0, dim == 0, mode != .aspectFit, let imageClip, imageClip.cornerRadius > 0,
            (1...254).contains(Self.alphaLevel(alpha))
        else { return nil }
        // The same outline: the photo's frame rounded by its clip as the placeholder is
        // by its own corners, and cut by the same rectangle.
        let frame = underlay.frame
        let cut = underlay.clip.map { $0.rect.intersection(frame) } ?? frame
        guard imageFrame == frame, imageClip.roundedRect == frame, imageClip.cornerRadius == underlay.cornerRadius,
            (underlay.clip?.cornerRadius ?? 0) == 0, imageClip.rect == cut
        else { return nil }
        return underlay
    }

    /// Draws a placeholder held back for a cross-fade as the display list gave it (when
    /// the photo cannot be composed with it after all).
    func drawUnderlay(_ underlay: FadeUnderlay) {
        switch underlay {
        case let .pixels(image, frame, cornerRadius, clip):
            _ = drawPixels(image, frame: frame, cornerRadius: cornerRadius, alpha: 1, clip: clip, underneath: nil)
        case let .color(color, frame, cornerRadius, clip):
            drawShape(frame: frame, cornerRadius: cornerRadius, color: color, strokeWidth: 0, clip: clip)
        }
    }

    /// Draws `image` at `alpha` over `underlay` as one opaque image with one edge; false
    /// when it cannot (not decoded, not opaque, no memory), and nothing is drawn.
    func drawCrossFade(
        _ image: ImageRef, over underlay: FadeUnderlay, frame: Rect, contentMode: ContentMode, alpha: Double, clip: Clip?
    ) -> Bool {
        let level = Self.alphaLevel(alpha)
        guard (1...254).contains(level), let decoded = images.decoded(image), decoded.isOpaque,
            decoded.surface.pointee.format.pointee.format == splash_pixelformat_argb8888()
        else { return false }
        let frameRect = device(frame)
        let natural = Size(width: Double(decoded.width), height: Double(decoded.height))
        let placed = contentMode == .aspectFill ? frameRect.aspectFill(natural) : frameRect
        guard !placed.isEmpty, let composed = composed(decoded.surface, over: underlay, frame: frameRect, placed: placed, alpha: level)
        else { return false }
        defer { SDL_FreeSurface(composed) }
        guard let texture = makeTexture(composed) else { return false }
        defer { SDL_DestroyTexture(texture) }
        var polygon = ConvexPolygon.roundedRect(frameRect, radius: 0).clipped(to: ConvexPolygon.roundedRect(placed, radius: 0))
        if let clip { polygon = polygon.clipped(to: devicePolygon(clip)) }
        // A new image every frame of the fade: nothing to bake (no content key).
        fill(
            polygon, color: vertexColor(.white), texture: texture, placed: placed, textureIsOpaque: true, pixels: composed,
            mapping: placed
        ) { point in
            (
                u: Float(min(1, max(0, (point.x - placed.minX) / placed.width))),
                v: Float(min(1, max(0, (point.y - placed.minY) / placed.height)))
            )
        }
        return true
    }

    /// The photo's pixels with the part drawn in `frame` (device pixels; the photo fills
    /// `placed`) replaced by the photo at `alpha` over the placeholder, blended as SDL
    /// blends a photo faded over what is under it (`PixelBlend.fade`), so the interior is
    /// what drawing the two in turn gave.
    private func composed(
        _ photo: UnsafeMutablePointer<SDL_Surface>, over underlay: FadeUnderlay, frame: Rect, placed: Rect, alpha: UInt8
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = Int(photo.pointee.w), height = Int(photo.pointee.h)
        let sx = Double(width) / placed.width, sy = Double(height) / placed.height
        // The frame in the photo's texels, whole texels: the part of the photo drawn.
        let x0 = max(0, Int(saturating: ((frame.minX - placed.minX) * sx).rounded(.down)))
        let x1 = min(width, Int(saturating: ((frame.maxX - placed.minX) * sx).rounded(.up)))
        let y0 = max(0, Int(saturating: ((frame.minY - placed.minY) * sy).rounded(.down)))
        let y1 = min(height, Int(saturating: ((frame.maxY - placed.minY) * sy).rounded(.up)))
        guard x1 > x0, y1 > y0,
            let composed = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(clamping: width), Int32(clamping: height), 32, splash_pixelformat_argb8888())
        else { return nil }
        guard let source = UnsafeRawPointer(photo.pointee.pixels), let target = composed.pointee.pixels else {
            SDL_FreeSurface(composed)
            return nil
        }
        let sourcePitch = Int(photo.pointee.pitch), targetPitch = Int(composed.pointee.pitch)
        PixelBlend.copy(
            PixelBlend.Rows(
                source: source, sourcePitch: sourcePitch, target: target, targetPitch: targetPitch, width: width, height: height))
        // The placeholder over the part drawn: a flat colour filled, a BlurHash copied
        // from its stretch.
        switch underlay {
        case .color(let color, _, _, _):
            let bytes = color.bytes
            var region = SDL_Rect(x: Int32(clamping: x0), y: Int32(clamping: y0), w: Int32(clamping: x1 - x0), h: Int32(clamping: y1 - y0))
            SDL_FillRect(composed, &region, SDL_MapRGBA(composed.pointee.format, bytes.r, bytes.g, bytes.b, 255))
        case .pixels(let image, _, _, _):
            guard let placeholder = stretchedPlaceholder(image, width: x1 - x0, height: y1 - y0),
                let under = UnsafeRawPointer(placeholder.pointee.pixels)
            else {
                SDL_FreeSurface(composed)
                return nil
            }
            PixelBlend.copy(
                PixelBlend.Rows(
                    source: under, sourcePitch: Int(placeholder.pointee.pitch), target: target + y0 * targetPitch + x0 * 4,
                    targetPitch: targetPitch, width: x1 - x0, height: y1 - y0))
        }
        PixelBlend.fade(
            PixelBlend.Rows(
                source: source + y0 * sourcePitch + x0 * 4, sourcePitch: sourcePitch, target: target + y0 * targetPitch + x0 * 4,
                targetPitch: targetPitch, width: x1 - x0, height: y1 - y0),
            alpha: alpha)
        return composed
    }

    /// A BlurHash stretched smoothly over `width` × `height` pixels, as it is drawn: kept
    /// with a texture of it for the fade's other frames (`crossFadePlaceholders`, whose
    /// entries are textures), so the caller does not free it.
    private func stretchedPlaceholder(_ image: PixelImage, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        crossFadePlaceholders.textureAndPixels(for: PlaceholderKey(id: image.id, width: width, height: height), version: 0) {
            () -> (texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>)? in
            guard let native = nativeSurface(of: image) else { return nil }
            defer { SDL_FreeSurface(native) }
            guard let stretched = SurfaceOperations.stretch(native, width: width, height: height) else { return nil }
            guard let texture = makeTexture(stretched) else {
                SDL_FreeSurface(stretched)
                return nil
            }
            return (texture, stretched)
        }?.pixels
    }
}
