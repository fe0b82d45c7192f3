internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Draws a `DisplayList` with an SDL renderer (a window's or a headless canvas's).
///
/// Coordinates arrive in points and are multiplied by `displayScale`. Shapes and
/// images are convex polygons drawn with `SDL_RenderGeometry`, which has no
/// anti-aliasing of its own, so every polygon gets a one-pixel feathered fringe
/// (DESIGN.md, pitfalls). The renderer owns every texture it makes and frees them.
public final class Renderer {
    /// Width of the anti-aliased fringe in device pixels, centred on the true edge, so
    /// pixel-aligned edges stay exact and others get about one pixel of coverage ramp.
    static let featherWidth = 1.0

    private(set) var sdlRenderer: OpaquePointer
    /// Device pixels per point; set it when the window's scale changes.
    public var displayScale: Double
    let images: ImageStore
    let text: TextCache

    /// Identifies one blurred (or darkened) copy of an image.
    private struct BlurKey: Hashable {
        var image: ImageRef
        /// The blur radius rounded to whole points, so a slowly changing frame does
        /// not make a new blurred copy every frame.
        var radius: Int
        /// How much is kept of each colour channel, in the 1/256 steps it is applied in.
        var keep: Int
    }

    /// Decoded photos and blurred copies kept as textures (tuned: far more than a screen
    /// shows; the image store's own budget bounds them first, since a texture goes with
    /// its decode).
    static let imageCapacity = 256
    /// Enlarged in-memory placeholders kept (tuned: a screen shows a few dozen).
    static let placeholderCapacity = 64
    /// Baked textures kept (tuned: a screen shows a handful of rounded images and
    /// placeholders at a time).
    static let bakedRoundedCapacity = 24
    static let bakedPlaceholderCapacity = 24
    /// Resized photos kept (tuned: a 4K window's masonry shows a dozen photos at once,
    /// and at 8 the cache evicted and re-enlarged photos every frame of a fling: 88 ms a
    /// frame at 3840 × 2160 against 8 ms at 24, for the same peak memory).
    static let bakedScaledCapacity = 24
    /// Baked translucent layers kept (tuned: a screen shows a handful of translucent
    /// shapes at a time, like the rounded images).
    static let bakedLayerCapacity = 24
    /// Flattened overlays kept (tuned: a screen shows up to a dozen feed cells, three
    /// columns on a wide window, each with its scrim and its author's name).
    static let bakedFlattenedCapacity = 48
    /// Computed rings kept (tuned: a screen shows a few shadows and outlines at a time;
    /// a shadow was five rings when this was set).
    static let bakedRingCapacity = 32
    /// Photos kept without alpha for fading (tuned: a fling at 1920 × 1080 fades in a
    /// dozen at once; each is dropped least recently used).
    static let fadingCapacity = 16

    /// How much an in-memory placeholder is enlarged, smoothly, before it becomes a
    /// texture (tuned: past 8× the remaining blocks are smaller than its gradients).
    static let placeholderEnlargement = 8

    /// Opaque solid shapes at least this big (device pixels) fill their interior by rows.
    static let rowFillMinimumSize = 8.0
    /// Width (device pixels) of the band of triangles that joins the rows to the feather:
    /// wide enough that no band triangle collapses when its corners snap to half pixels.
    static let rowBandWidth = 3.0

    /// How far (device pixels) a copy's size may be from its source's and still be drawn
    /// 1:1: rounding in decode and layout sizes leaves up to a pixel either way.
    static let unscaledCopySlack = 1.5
    /// How far below a whole or half pixel a line's centring offset is still rounded as
    /// at rest (`placedLine`): a settling spring moves it by thousandths; at rest it is a
    /// multiple of a half, so a quarter keeps both away from where rounding changes.
    static let centringSlack = 0.25

    /// Decoded photos as textures, each made from one decode (its generation).
    private let imageTextures = TextureCache<ImageRef>(capacity: Renderer.imageCapacity)
    /// Internal so tests can see what was baked.
    let roundedImages = TextureCache<RoundedImageKey>(capacity: Renderer.bakedRoundedCapacity)
    /// Placeholders stretched to the size they are drawn at, smoothly, once.
    private let placeholders = TextureCache<PlaceholderKey>(capacity: Renderer.bakedPlaceholderCapacity)
    /// BlurHash placeholders stretched over the part of a photo drawn, in its texels, with
    /// their pixels, for the photo fading in over them to be composed with
    /// (Renderer+CrossFade): made once a fade, where stretching each frame cost 3 M
    /// instructions a card.
    let crossFadePlaceholders = TextureCache<PlaceholderKey>(capacity: Renderer.bakedPlaceholderCapacity)
    /// Photos drawn at another size than they were decoded (a window wider than the
    /// photo: the store never enlarges; a photo decoded wider for another place), resized
    /// once so each frame is a plain copy instead of a filtered stretch (74% of a fling
    /// frame at 1280 points wide was that stretch).
    private let scaledImages = TextureCache<ScaledImageKey>(capacity: Renderer.bakedScaledCapacity)
    /// The one resized photo made for a single frame: a size asked for once, not yet
    /// baked (`resizedTexture`), replaced by the next.
    private var transientResized: (key: ScaledImageKey, texture: OpaquePointer)?
    /// Opaque photos without an alpha channel while they fade (see `fadingTexture`).
    let fadingImages = TextureCache<ScaledImageKey>(capacity: Renderer.fadingCapacity)
    /// In-memory images (BlurHash placeholders) by id, enlarged smoothly once.
    private let pixelTextures = TextureCache<String>(capacity: Renderer.placeholderCapacity)
    /// Blurred copies of decoded photos, each made from one decode.
    private let blurTextures = TextureCache<BlurKey>(capacity: Renderer.imageCapacity)
    /// Translucent fills that keep their outline, baked at full opacity (Renderer+Layer).
    let layers = TextureCache<LayerKey>(capacity: Renderer.bakedLayerCapacity)
    /// Rings drawn the same on two frames in a row, computed once (Renderer+Ring).
    let rings = TextureCache<RingKey>(capacity: Renderer.bakedRingCapacity)
    /// Translucent images composed onto the opaque photo under them (Renderer+Overlay).
    let flattenedOverlays = TextureCache<FlattenedOverlayKey>(capacity: Renderer.bakedFlattenedCapacity)
    /// The opaque copy the command being drawn may lie on (Renderer+Overlay).
    var lastOpaqueCopy: OpaqueCopy?
    /// The reused layer a translucent fill that is not baked is drawn into (Renderer+Layer).
    var scratch: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// The reused layer without alpha a faded layer's opaque core is copied through
    /// (Renderer+Layer).
    var fadeScratch: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// The reused streaming texture a ring's computed pixels are uploaded to (Renderer+Ring).
    var ringLayer: (texture: OpaquePointer, width: Int32, height: Int32)?
    /// The reused streaming texture an opaque shape's edge pixels are computed into
    /// (Renderer+EdgePatch), and the reused buffer their coverage is computed in.
    var patchLayer: (texture: OpaquePointer, width: Int32, height: Int32)?
    var patchCoverage: [UInt8] = []
    /// The snapshot whose blurred backdrop is made, and the target size it was made at.
    var backdrop: (snapshot: Int, width: Int32, height: Int32)?
    /// The backdrop's textures, made only when it is drawn where the target's pixels
    /// cannot be written (a window, or a layer): `opaque` in the canvas's own format for
    /// a plain copy, `fading` without alpha for a fade; the next snapshot at the same
    /// size reuses them (Renderer+Backdrop).
    var backdropTextures: (width: Int32, height: Int32, opaque: OpaquePointer, fading: OpaquePointer)?
    /// The backdrop's pixels while they may be needed: where the target keeps its
    /// pixels, for as long as it is shown (copied and blended in place); elsewhere until
    /// both textures have them (Renderer+Backdrop).
    var backdropPixels: UnsafeMutablePointer<SDL_Surface>?
    /// Which of the backdrop's two textures have the current snapshot's pixels.
    var backdropUploads: BackdropUploads = []
    /// The backdrop being blurred on a background thread, and its snapshot.
    var pendingBackdrop: (snapshot: Int, work: BackdropWork)?

    /// The target's pixels when it keeps them from one frame to the next (RenderTarget).
    var keptPixels: UnsafeMutablePointer<SDL_Surface>?
    /// Draws every frame whole even where the target keeps its pixels: to compare the two
    /// (`--redraw-whole`, the tests that check a partly redrawn frame is the same).
    public var redrawsWhole = false
    /// Whether a frame may redraw only what changed (Renderer+Damage).
    var redrawsOnlyChanges: Bool { keptPixels != nil && !redrawsWhole }
    /// What the last frame drew, while the target keeps it (Renderer+Damage).
    var lastFrame: DrawnFrame?
    /// The least box holding every pixel the draws since `takeChangedBox` changed, device
    /// pixels; nil when that is not known (a whole redraw, a new target): a window
    /// drawing on a canvas sends only this box to the screen (`Window.present(changedBy:)`).
    private var changedSinceTaken: PixelBox?
    /// The box of device pixels the frame being drawn redraws; nil: all of them.
    var damageBox: PixelBox?
    /// Set when a copy is scaled, so the command being drawn is known to need redrawing
    /// whole (Renderer+Damage).
    var drewScaledCopy = false

    /// Bakes put off so far, every cache's (TextureCache.deferredBakes).
    var deferredBakes: Int {
        roundedImages.deferredBakes + placeholders.deferredBakes + scaledImages.deferredBakes + layers.deferredBakes
            + rings.deferredBakes + flattenedOverlays.deferredBakes
    }

    /// Whether work for the frame is still under way off the render thread (a backdrop
    /// being blurred): the loop keeps drawing until it is in, though nothing moves.
    public var hasPendingWork: Bool { pendingBackdrop != nil }

    /// Blocks until the work off the render thread has finished; the next `draw` takes
    /// it (tests; never the frame loop).
    public func waitForPendingWork() { pendingBackdrop?.work.waitUntilFinished() }

    public init(
        target: RenderTarget, regularFontPath: String, boldFontPath: String,
        images: ImageStore
    ) throws {
        self.sdlRenderer = target.sdlRenderer
        self.displayScale = target.displayScale
        self.keptPixels = target.keptPixels
        self.images = images
        text = try TextCache(regularFontPath: regularFontPath, boldFontPath: boldFontPath)
    }

    deinit { freeTextures() }

    /// Adds a frame's changes to `changedSinceTaken`: its damage boxes and the rows a
    /// scroll moved; unknown (nil) when it was drawn whole.
    private func noteChanged(_ boxes: [PixelBox]?, shift: ScrollShift?) {
        guard let boxes, let known = changedSinceTaken else {
            changedSinceTaken = nil
            return
        }
        var changed = known
        for box in boxes where !box.isEmpty { changed = changed.isEmpty ? box : changed.union(box) }
        if let shift {
            let rows = PixelBox(x0: outputBox.x0, y0: shift.y0, x1: outputBox.x1, y1: shift.y1)
            changed = changed.isEmpty ? rows : changed.union(rows)
        }
        changedSinceTaken = changed
    }

    /// What the draws since the last call changed, device pixels (empty: nothing), or nil
    /// when that is not known; starts counting afresh.
    func takeChangedBox() -> PixelBox? {
        defer { changedSinceTaken = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return changedSinceTaken
    }

    /// Retargets to `target` when it is not the one drawn into now (a window's canvas made
    /// anew by a resize, or its display scale changed); true when it did.
    @discardableResult
    public func follow(_ target: RenderTarget) -> Bool {
        guard target.sdlRenderer != sdlRenderer || target.displayScale != displayScale || target.keptPixels != keptPixels
        else { return false }
        retarget(to: target)
        return true
    }

    /// Switches to another SDL renderer (a canvas was resized): textures belong to one
    /// renderer, so all are dropped and remade on demand.
    public func retarget(to target: RenderTarget) {
        freeTextures()
        self.sdlRenderer = target.sdlRenderer
        self.displayScale = target.displayScale
        keptPixels = target.keptPixels
        lastFrame = nil
        changedSinceTaken = nil
    }

    /// Paints the list's background and draws its commands in order: on a target that
    /// keeps its pixels, only where they differ from the last frame (Renderer+Damage).
    public func draw(_ list: DisplayList) {
        // A target that does not keep its pixels (a window) is drawn whole: nothing to
        // compare with the last frame, so nothing is measured for it.
        let (drawn, reaches) = redrawsOnlyChanges ? drawnCommands(of: list.commands) : ([], [])
        let (boxes, shift, matches) = damage(of: drawn, reaches: reaches, background: list.background, last: lastFrame)
        var provisional = [Bool](repeating: false, count: list.commands.count)
        var scaled = [Bool](repeating: false, count: list.commands.count)
        // A command not redrawn keeps what it drew last frame.
        if let last = lastFrame {
            for (index, match) in matches.enumerated() { if let match { scaled[index] = last.scaled[match] } }
        }
        defer {
            let output = outputBox
            lastFrame =
                redrawsOnlyChanges
                ? DrawnFrame(
                    width: output.x1, height: output.y1, displayScale: displayScale, background: list.background,
                    commands: drawn, reaches: reaches, provisional: provisional, scaled: scaled)
                : nil
            damageBox = nil
        }
        // Nothing changed: the target shows this frame already.
        if boxes?.isEmpty == true { return }
        noteChanged(boxes, shift: shift)
        if let shift { apply(shift) }
        let occlusion = occlusion(of: list.commands)
        let background = backgroundRects(of: list.commands)
        var redrawn = [Bool](repeating: false, count: list.commands.count)
        for box in boxes.map({ $0.map(Optional.some) }) ?? [nil] {
            damageBox = box
            drawPass(
                list, background: background, occlusion: occlusion, reaches: reaches, redrawn: &redrawn,
                provisional: &provisional, scaled: &scaled)
        }
        SDL_RenderSetClipRect(sdlRenderer, nil)
        pruneImageTextures()
        roundedImages.endFrame()
        placeholders.endFrame()
        scaledImages.endFrame()
        layers.endFrame()
        rings.endFrame()
        flattenedOverlays.endFrame()
        lastOpaqueCopy = nil
    }

    /// Paints the background and draws the commands within `damageBox` (everything when
    /// it is nil). A command drawn in several boxes records whether any of its draws put
    /// off a bake or scaled a copy.
    private func drawPass(
        _ list: DisplayList, background rects: [SDL_Rect]?, occlusion: (hidden: [Bool], covered: [PixelBox?]),
        reaches: [PixelBox], redrawn: inout [Bool], provisional: inout [Bool], scaled: inout [Bool]
    ) {
        _ = setClip(nil)
        let background = list.background.bytes
        let color = MeshColor(r: background.r, g: background.g, b: background.b, a: background.a)
        // Only where no opaque command paints across the target (Renderer+Occlusion).
        if let rects {
            rects.withUnsafeBufferPointer { fillOpaque($0, color: color) }
        } else if let box = damageBox {
            // A clear would paint the whole target, not only the box being redrawn.
            fillOpaque(box.sdlRect, color: color)
        } else if keptPixels != nil {
            fillOpaque(outputBox.sdlRect, color: color)
        } else {
            // Whole: a clear, which a GPU renderer does without drawing a quad.
            SDL_SetRenderDrawColor(sdlRenderer, color.r, color.g, color.b, color.a)
            SDL_RenderClear(sdlRenderer)
        }
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        lastOpaqueCopy = nil
        var heldUnderlay: FadeUnderlay?
        for (index, command) in list.commands.enumerated() where !occlusion.hidden[index] {
            if let box = damageBox, !reaches[index].overlaps(box) {
                // Not redrawn here: what it drew before is still there.
                lastOpaqueCopy = nil
                continue
            }
            // Only the command right after an opaque copy may be flattened onto it.
            let underneath = index > 0 && !occlusion.hidden[index - 1] ? lastOpaqueCopy : nil
            lastOpaqueCopy = nil
            let deferredBefore = deferredBakes
            drewScaledCopy = false
            // A placeholder a photo fades in over is drawn with the photo, the next command,
            // as one image with one edge (Renderer+CrossFade).
            if let underlay = fadeUnderlay(list.commands, at: index, hidden: occlusion.hidden, reaches: reaches) {
                heldUnderlay = underlay
            } else {
                draw(command, underneath: underneath, covered: occlusion.covered[index], underlay: &heldUnderlay)
            }
            if !redrawn[index] { (provisional[index], scaled[index]) = (false, false) }
            redrawn[index] = true
            provisional[index] = provisional[index] || deferredBakes != deferredBefore
            scaled[index] = scaled[index] || drewScaledCopy
        }
        // Only ever held for the command right after it, which is drawn in the same pass.
        if let held = heldUnderlay { drawUnderlay(held) }
    }

    /// Draws one command of the list; `underlay` is a placeholder held back for it to be
    /// composed with (an image only), and is used up.
    private func draw(_ command: DrawCommand, underneath: OpaqueCopy?, covered: PixelBox?, underlay: inout FadeUnderlay?) {
        switch command {
        case let .shape(frame, cornerRadius, color, strokeWidth, clip):
            drawShape(frame: frame, cornerRadius: cornerRadius, color: color, strokeWidth: strokeWidth, clip: clip)
        case let .shadow(frame, cornerRadius, color, spread, clip):
            drawShadow(frame: frame, cornerRadius: cornerRadius, color: color, spread: spread, clip: clip)
        case let .image(image, frame, contentMode, cornerRadius, alpha, blurRadius, dim, clip):
            drawImage(
                image, frame: frame, contentMode: contentMode, cornerRadius: cornerRadius,
                alpha: alpha, blurRadius: blurRadius, dim: dim, clip: clip, over: underlay)
            underlay = nil
        case let .pixels(image, frame, cornerRadius, alpha, clip):
            lastOpaqueCopy = drawPixels(
                image, frame: frame, cornerRadius: cornerRadius, alpha: alpha, clip: clip, underneath: underneath)
        case let .text(string, font, color, frame, alignment, scale, clip):
            drawText(
                string, font: font, color: color, frame: frame, alignment: alignment, scale: scale, clip: clip,
                underneath: underneath)
        case let .blurredBackdrop(snapshot, frame, blurRadius, dim, alpha):
            drawBlurredBackdrop(snapshot: snapshot, frame: frame, blurRadius: blurRadius, dim: dim, alpha: alpha, around: covered)
        }
    }

    // MARK: Shapes

    /// A soft shadow (`DrawCommand.shadow`): a ring as wide as its spread whose alpha
    /// falls off across it, drawn as a ring's patches are (Renderer+Ring), clipped by
    /// rectangle.
    private func drawShadow(frame: Rect, cornerRadius: Double, color: Color, spread: Double, clip: Clip?) {
        guard vertexColor(color).a > 0, !frame.isEmpty, spread > 0 else { return }
        withClipRect(clip) {
            drawRing(
                device(frame), radius: cornerRadius * displayScale, width: spread * displayScale, color: vertexColor(color),
                falloff: true)
        }
    }

    func drawShape(frame: Rect, cornerRadius: Double, color: Color, strokeWidth: Double, clip: Clip?) {
        // An alpha that rounds to no byte changes no pixel: a faint outline fading in
        // costs nothing.
        guard vertexColor(color).a > 0, !frame.isEmpty else { return }
        let rect = device(frame), radius = cornerRadius * displayScale
        if strokeWidth > 0 {
            // A ring is not convex: it is stitched from outlines instead (Renderer+Ring),
            // and clipped by rectangle (rounded clip corners are ignored for rings).
            withClipRect(clip) {
                drawRing(rect, radius: radius, width: strokeWidth * displayScale, color: vertexColor(color))
            }
            return
        }
        if radius == 0, (clip?.cornerRadius ?? 0) == 0 {
            // Square corners need no polygon: the renderer's own rectangle fill is several
            // times cheaper on the software renderer.
            guard let visible = clip.map({ rect.intersection(device($0.rect)) }) ?? rect else { return }
            let c = vertexColor(color)
            // Each edge to the nearest whole pixel, as a feathered edge lands: SDL would
            // truncate the corner and the size apart, so an edge could step by a pixel
            // while it moved by less (the detail's sheet flickered at the window's
            // bottom row for a frame while the card opened).
            let box = Self.nearestPixels(visible)
            // An opaque fill blends to the same pixels as a plain fill, and the software
            // renderer's blending fill is an order of magnitude slower.
            return c.a == 255 ? fillOpaque(box, color: c) : fillBlended(box, color: c)
        }
        var polygon = ConvexPolygon.roundedRect(rect, radius: radius)
        if let clip { polygon = polygon.clipped(to: devicePolygon(clip)) }
        fill(polygon, color: vertexColor(color))
    }

    /// Fills a convex polygon, its edge feathered; with a texture, `uv` maps device
    /// points to texture coordinates. A texture may give `placed`, the device rectangle
    /// the whole texture maps to: where its pixels may overwrite what is under them (it
    /// is opaque and drawn opaque, or drawn into a layer) its interior is then copied in
    /// blocks of pixel rows, and only the edge is drawn as triangles. A fill that blends
    /// is drawn opaque through a layer (Renderer+Layer); `content` (what the texture
    /// shows, mapped onto `mapping`) lets a still one be baked. `pixels` (the surface a
    /// texture was made from) or `image` (the small image it enlarges) lets the edge be
    /// computed instead of rasterized (Renderer+EdgePatch).
    func fill(
        _ polygon: ConvexPolygon, color: MeshColor, texture: OpaquePointer? = nil, placed: Rect? = nil,
        textureIsOpaque: Bool = true, pixels: UnsafeMutablePointer<SDL_Surface>? = nil, image: PixelImage? = nil,
        content: TextureContent? = nil,
        mapping: Rect? = nil, uv: @escaping (Point) -> (u: Float, v: Float) = { _ in (0, 0) }
    ) {
        let base = polygon.merged()
        guard !base.isEmpty else { return }
        let box = ConvexPolygon.boundingBox(of: base.points)
        if drawsThroughLayer(box: box) {
            // Where the CPU can read the pixels, the edge is computed, not rasterized; only
            // what lands opaque can have its core copied straight onto the target.
            var source: FillSource?
            if let texture {
                if let pixels, let placed {
                    source = .image(texture: texture, pixels: pixels, placed: placed)
                } else if let image, let placed {
                    source = .pixels(texture: texture, image: image, placed: placed)
                }
            } else {
                source = .color(color)
            }
            let landsOpaque = color.a == 255 && (texture == nil || textureIsOpaque)
            fillThroughLayer(
                base, box: box, color: color, texture: texture, placed: placed, textureIsOpaque: textureIsOpaque,
                source: source, landsOpaque: landsOpaque, content: content, mapping: mapping, uv: uv)
        } else {
            fillDirectly(
                base, box: box, color: color, texture: texture, placed: placed, textureIsOpaque: textureIsOpaque,
                unblended: false, uv: uv)
        }
    }

    /// Fills a merged polygon on the current target as it is: the interior by rows when
    /// it is opaque or `unblended` (a layer, where overlapping writes are the same
    /// pixels), else as triangles, which blend when the colour or texture does.
    func fillDirectly(
        _ base: ConvexPolygon, box: Rect, color: MeshColor, texture: OpaquePointer?, placed: Rect?,
        textureIsOpaque: Bool = true, unblended: Bool, uv: (Point) -> (u: Float, v: Float)
    ) {
        // A translucent texture's rows may only be copied where nothing is behind them to
        // keep: into a layer (a credit scrim cut by a card's rounded clip), never onto the
        // screen, where its own black would overwrite what is behind.
        let copiesInterior = texture != nil && placed != nil && (textureIsOpaque || unblended)
        // An opaque solid interior is a stack of pixel rows: the renderer fills rows like
        // memset, where its triangle rasterizer blends pixel by pixel. An opaque texture's
        // interior is copied the same way (a photo in a scrubbed, rounded card).
        let byRows =
            (texture == nil || copiesInterior) && (color.a == 255 || unblended)
            && min(box.width, box.height) > Self.rowFillMinimumSize
        let mesh = FeatheredFill(
            base, color: color, featherWidth: Self.featherWidth, rowBandWidth: byRows ? Self.rowBandWidth : nil, uv: uv)
        if byRows {
            if let texture, let placed {
                copyRows(mesh.rows, of: texture, placed: placed)
            } else {
                fillRows(mesh.rows, color: color)
            }
        }
        render(mesh.vertices, mesh.indices, texture: texture)
    }

    // MARK: Images

    private func drawImage(
        _ image: ImageRef, frame: Rect, contentMode: ContentMode, cornerRadius: Double,
        alpha: Double, blurRadius: Double, dim: Double, clip: Clip?, over underlay: FadeUnderlay? = nil
    ) {
        // A placeholder held back to be composed with this photo (Renderer+CrossFade), or
        // drawn first as the list gave it when the two cannot be composed.
        if let underlay {
            if drawCrossFade(image, over: underlay, frame: frame, contentMode: contentMode, alpha: alpha, clip: clip) { return }
            drawUnderlay(underlay)
        }
        guard alpha > 0, !frame.isEmpty, let decoded = images.decoded(image) else { return }
        // A blurred or darkened copy is made once and kept; the effects are in its pixels.
        let processed = blurRadius > 0 || dim > 0
        let frameRect = device(frame)
        let natural = Size(width: Double(decoded.width), height: Double(decoded.height))
        let placed: Rect
        switch contentMode {
        case .aspectFill: placed = frameRect.aspectFill(natural)
        case .aspectFit: placed = frameRect.aspectFit(natural)
        case .scaleToFill: placed = frameRect
        }
        guard !placed.isEmpty else { return }
        // The pixels the CPU reads for a rounded edge: the decode's own, or the blurred or
        // darkened copy's when that is what is drawn.
        let texture: OpaquePointer?, pixels: UnsafeMutablePointer<SDL_Surface>?
        if processed {
            let sigma = blurRadius * displayScale * natural.width / placed.width
            let blurred = blurTexture(image, decoded, radius: blurRadius, sigma: sigma, dim: dim)
            (texture, pixels) = (blurred?.texture, blurred?.pixels)
        } else {
            (texture, pixels) = (imageTexture(image, decoded), decoded.surface)
        }
        guard let texture else { return }
        if cornerRadius == 0, (clip?.cornerRadius ?? 0) == 0 {
            let fades = Self.alphaLevel(alpha) < 255
            let resized = processed ? nil : resizedTexture(image, decoded, placed: placed, fading: fades)
            var shown = resized ?? texture
            if !processed, decoded.isOpaque, fades {
                shown = fadingTexture(image, decoded, like: shown) ?? shown
            }
            if let landed = copy(shown, placed: placed, visible: frameRect, clip: clip, alpha: alpha, opaque: decoded.isOpaque) {
                var size = (width: Int32(0), height: Int32(0))
                SDL_QueryTexture(shown, nil, nil, &size.width, &size.height)
                lastOpaqueCopy = OpaqueCopy(
                    texture: shown,
                    content: .photoTexture(image, generation: decoded.generation, width: size.width, height: size.height),
                    texelOffset: landed.texelOffset, target: landed.target)
            }
            return
        }
        if (clip?.cornerRadius ?? 0) == 0, decoded.isOpaque,
            drawBaked(
                image, decoded, texture: texture, pixels: pixels, frame: frameRect, placed: placed,
                radius: cornerRadius * displayScale, blurRadius: blurRadius, dim: dim, alpha: alpha, clip: clip)
        {
            return
        }
        // The outline is made only here: a square photo, most of a feed, is one copy above
        // and never needs it.
        var polygon = ConvexPolygon.roundedRect(frameRect, radius: cornerRadius * displayScale)
            .clipped(to: ConvexPolygon.roundedRect(placed, radius: 0))
        if let clip { polygon = polygon.clipped(to: devicePolygon(clip)) }
        let color = vertexColor(Color.white.withAlpha(alpha))
        fill(
            polygon, color: color, texture: texture, placed: placed, textureIsOpaque: decoded.isOpaque, pixels: pixels,
            content: .photo(
                image, generation: decoded.generation, blur: RoundedImageKey.quantized(blurRadius),
                dim: RoundedImageKey.quantized(dim)),
            mapping: placed
        ) { point in
            (
                u: Float(min(1, max(0, (point.x - placed.minX) / placed.width))),
                v: Float(min(1, max(0, (point.y - placed.minY) / placed.height)))
            )
        }
    }

    /// Draws a small in-memory image stretched smoothly over its frame: bilinear scaling
    /// of a few pixels is what makes a BlurHash look blurred.
    /// `underneath`: the opaque copy drawn just before, which a translucent image lying
    /// on it may be flattened onto (Renderer+Overlay).
    /// Returns the composition when the image was flattened onto `underneath`: the
    /// opaque copy now on top.
    func drawPixels(
        _ image: PixelImage, frame: Rect, cornerRadius: Double, alpha: Double, clip: Clip?, underneath: OpaqueCopy?
    ) -> OpaqueCopy? {
        guard alpha > 0, !frame.isEmpty, let texture = pixelTexture(image) else { return nil }
        let frameRect = device(frame)
        if cornerRadius == 0, (clip?.cornerRadius ?? 0) == 0 {
            let width = Int(saturating: frameRect.width.rounded()), height = Int(saturating: frameRect.height.rounded())
            let key = PlaceholderKey(id: image.id, width: width, height: height)
            let exact = placeholders.bakedTexture(for: key) { bakePlaceholder(image, width: width, height: height) }
            if let exact, let underneath, !image.isOpaque, Self.alphaLevel(alpha) == 255,
                let composed = drawFlattened(image, exact: exact, frame: frameRect, clip: clip, over: underneath)
            {
                return composed
            }
            copy(
                exact ?? texture, placed: frameRect, visible: frameRect, clip: clip, alpha: alpha, opaque: image.isOpaque,
                rowsAreOneColour: exact != nil && image.isOneColourColumn)
            return nil
        }
        var polygon = ConvexPolygon.roundedRect(frameRect, radius: cornerRadius * displayScale)
        if let clip { polygon = polygon.clipped(to: devicePolygon(clip)) }
        fill(
            polygon, color: vertexColor(Color.white.withAlpha(alpha)), texture: texture,
            placed: frameRect, textureIsOpaque: image.isOpaque, image: image, content: .pixels(image.id), mapping: frameRect
        ) { point in
            (
                u: Float(min(1, max(0, (point.x - frameRect.minX) / frameRect.width))),
                v: Float(min(1, max(0, (point.y - frameRect.minY) / frameRect.height)))
            )
        }
        return nil
    }

    /// The texture is the tiny image enlarged smoothly (linear resampling on the CPU,
    /// once): the software renderer samples textured triangles nearest-neighbour, which
    /// would show a rounded card's placeholder as blocks.
    private func pixelTexture(_ image: PixelImage) -> OpaquePointer? {
        pixelTextures.texture(for: image.id) {
            let enlargement = Self.placeholderEnlargement
            guard
                let texture = stretchedTexture(
                    image, width: image.width * enlargement,
                    height: image.height * enlargement)
            else { return nil }
            // Already smooth: nearest sampling is enough and, on the software renderer,
            // several times cheaper than a filtered stretch of a whole cell.
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeNearest)
            return texture
        }
    }

    /// The placeholder stretched smoothly to exactly `width` × `height` pixels, so it is
    /// drawn with an unscaled copy.
    private func bakePlaceholder(_ image: PixelImage, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0 else { return nil }
        return stretchedTexture(image, width: width, height: height)
    }

    /// A texture of an in-memory image resampled linearly to `width` × `height`.
    private func stretchedTexture(_ image: PixelImage, width: Int, height: Int) -> OpaquePointer? {
        guard let native = nativeSurface(of: image) else { return nil }
        defer { SDL_FreeSurface(native) }
        return stretchedTexture(native, width: width, height: height) { _ in }
    }

    /// An in-memory image's pixels as a new ARGB8888 surface (the caller frees it).
    /// Turned into the textures' pixel order while it is a few hundred pixels, not after
    /// it is stretched to a cell's (a conversion of every enlarged pixel was a third of
    /// each placeholder's bake); stretching works channel by channel, so the pixels are
    /// the same.
    func nativeSurface(of image: PixelImage) -> UnsafeMutablePointer<SDL_Surface>? {
        var bytes = image.bytes
        return bytes.withUnsafeMutableBytes { raw in
            guard
                let source = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(clamping: image.width), Int32(clamping: image.height),
                    32, Int32(clamping: image.width * 4), splash_pixelformat_rgba32())
            else { return nil }
            defer { SDL_FreeSurface(source) }
            return SDL_ConvertSurfaceFormat(source, splash_pixelformat_argb8888(), 0)
        }
    }

    /// Placeholders not drawn this frame are dropped: they cost one tiny upload to remake.
    /// Draws a rounded image from its baked texture (see TextureCache.bakedTexture), at the
    /// nearest whole device pixel; false when it is not baked (yet).
    private func drawBaked(
        _ image: ImageRef, _ decoded: DecodedImage, texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>?,
        frame: Rect, placed: Rect, radius: Double, blurRadius: Double, dim: Double, alpha: Double, clip: Clip?
    ) -> Bool {
        let q = RoundedImageKey.quantized
        let key = RoundedImageKey(
            image: image, generation: decoded.generation,
            width: q(frame.width), height: q(frame.height), radius: q(radius),
            placedX: q(placed.minX - frame.minX), placedY: q(placed.minY - frame.minY),
            placedWidth: q(placed.width), placedHeight: q(placed.height), blur: q(blurRadius), dim: q(dim))
        let margin = Self.featherWidth
        let width = Int32(saturating: (frame.width + 2 * margin).rounded(.up)), height = Int32(saturating: (frame.height + 2 * margin).rounded(.up))
        let baked = roundedImages.bakedTexture(for: key) {
            bake(texture, pixels: pixels, size: (width, height), frame: frame, placed: placed, radius: radius, margin: margin)
        }
        guard let baked else { return false }
        let origin = (x: Int32(saturating: (frame.minX - margin).rounded()), y: Int32(saturating: (frame.minY - margin).rounded()))
        let alphaByte = Self.alphaLevel(alpha)
        // The photo's solid core is a plain copy (faded, through the fade layer) and only
        // its rounded edges blend (Renderer+Layer); the core is found in the baked
        // texture's space.
        let local = ConvexPolygon.roundedRect(
            frame.offsetBy(dx: margin - frame.minX, dy: margin - frame.minY), radius: radius
        ).clipped(to: ConvexPolygon.roundedRect(placed.offsetBy(dx: margin - frame.minX, dy: margin - frame.minY), radius: 0))
        let core = Self.solidCore(of: local, width: width, height: height)
        withClipRect(clip) { copyLayer(baked, width: width, height: height, to: origin, alpha: alphaByte, core: core, coreAlpha: alphaByte) }
        return true
    }

    /// Renders the rounded, feathered image into a new texture with alpha: the image
    /// texture is copied without blending, so the feather's coverage lands in the alpha
    /// channel instead of darkening the colour.
    private func bake(
        _ texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>?, size: (Int32, Int32), frame: Rect,
        placed: Rect, radius: Double, margin: Double
    ) -> OpaquePointer? {
        guard let target = makeTargetTexture(width: size.0, height: size.1) else { return nil }
        let previous = SDL_GetRenderTarget(sdlRenderer)
        SDL_SetRenderTarget(sdlRenderer, target)
        SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 0)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_RenderClear(sdlRenderer)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        let dx = margin - frame.minX, dy = margin - frame.minY
        let local = frame.offsetBy(dx: dx, dy: dy), localPlaced = placed.offsetBy(dx: dx, dy: dy)
        let polygon = ConvexPolygon.roundedRect(local, radius: radius).clipped(to: ConvexPolygon.roundedRect(localPlaced, radius: 0))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        // With the decode's pixels, the edge is computed as the frame before drew it
        // (Renderer+EdgePatch), so the bake shows the same pixels.
        let merged = polygon.merged(), box = ConvexPolygon.boundingBox(of: polygon.points)
        let patched = pixels.map { pixels in
            fillWithEdgePatches(merged, box: box, source: .image(texture: texture, pixels: pixels, placed: localPlaced), unblended: true)
        }
        if patched != true {
            fillDirectly(
                merged, box: box, color: vertexColor(.white), texture: texture, placed: localPlaced, unblended: true
            ) { point in
                (
                    u: Float(min(1, max(0, (point.x - localPlaced.minX) / localPlaced.width))),
                    v: Float(min(1, max(0, (point.y - localPlaced.minY) / localPlaced.height)))
                )
            }
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetRenderTarget(sdlRenderer, previous)
        return target
    }

    /// Draws the part of a texture placed at `placed` that falls inside `visible` and the
    /// clip, with one scaled copy: square-cornered images are most of a feed, and a copy is
    /// far cheaper than textured triangles on the software renderer. Returns where an
    /// opaque copy at full alpha landed pixel for pixel (unblended), and the texel under
    /// each of its pixels, for a scrim to be flattened onto (Renderer+Overlay).
    /// `rowsAreOneColour` (a scrim baked at its drawn size) lets an unscaled blended copy
    /// be made a row at a time (`blendRows`).
    @discardableResult
    private func copy(
        _ texture: OpaquePointer, placed: Rect, visible: Rect, clip: Clip?, alpha: Double, opaque: Bool,
        rowsAreOneColour: Bool = false
    ) -> (target: SDL_Rect, texelOffset: (x: Int32, y: Int32))? {
        var bounds = placed.intersection(visible)
        if let clip, let inside = bounds { bounds = inside.intersection(device(clip.rect)) }
        guard let shown = bounds else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let sx = Double(width) / placed.width, sy = Double(height) / placed.height
        var source = SDL_Rect(
            x: Int32(saturating: ((shown.minX - placed.minX) * sx).rounded(.down)),
            y: Int32(saturating: ((shown.minY - placed.minY) * sy).rounded(.down)),
            w: Int32(saturating: max(1, (shown.width * sx).rounded())), h: Int32(saturating: max(1, (shown.height * sy).rounded())))
        source.w = min(source.w, width - source.x)
        source.h = min(source.h, height - source.y)
        var target = SDL_FRect(x: Float(shown.minX), y: Float(shown.minY), w: Float(shown.width), h: Float(shown.height))
        let unscaled =
            abs(Double(source.w) - shown.width) < Self.unscaledCopySlack
            && abs(Double(source.h) - shown.height) < Self.unscaledCopySlack
        if unscaled {
            // Within a pixel of 1:1 (an image decoded at its drawn width): copy pixel for
            // pixel, which the software renderer does as a plain blit instead of a
            // filtered stretch, and which is sharper too.
            target = SDL_FRect(
                x: Float(shown.minX.rounded()), y: Float(shown.minY.rounded()),
                w: Float(source.w), h: Float(source.h))
        }
        if !unscaled { drewScaledCopy = true }
        let alphaByte = Self.alphaLevel(alpha)
        let blends = !(opaque && alphaByte == 255)
        if unscaled, blends, rowsAreOneColour, blendRows(of: texture, source: source, x: Int32(target.x), y: Int32(target.y), alpha: alphaByte) {
            return nil
        }
        SDL_SetTextureAlphaMod(texture, alphaByte)
        if !blends { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        SDL_RenderCopyF(sdlRenderer, texture, &source, &target)
        if !blends { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
        SDL_SetTextureAlphaMod(texture, 255)
        guard unscaled, !blends else { return nil }
        let landed = SDL_Rect(x: Int32(target.x), y: Int32(target.y), w: source.w, h: source.h)
        return (landed, (source.x - landed.x, source.y - landed.y))
    }

    /// The photo resized to `placed`'s size in whole pixels when it is drawn at another
    /// size than decoded; nil when it is drawn as decoded. Larger: the window is wider
    /// than the photo (the store never upscales). Smaller: the store decoded it wider for
    /// another place it is shown (the header's photo is also a cell's), and a 1200-pixel
    /// photo shrunk to a 619-pixel cell by SDL's scaled copy on every frame was 54% of a
    /// drag frame's instructions at 1920 × 1080 (callgrind). Kept once it is asked for on
    /// two frames in a row at that size; a size asked for once (a photo growing every
    /// frame, as in a flight) is made for that frame alone, by the same stretch, so the
    /// frame before a photo's bake and the frames after it show the same pixels: drawn
    /// by SDL's scaled copy instead, the first landed a fraction of a pixel off and
    /// filtered differently, and a cell pressed at 1920 × 1080 flickered between the two.
    private func resizedTexture(
        _ image: ImageRef, _ decoded: DecodedImage, placed: Rect, fading: Bool
    ) -> OpaquePointer? {
        let width = Int(saturating: placed.width.rounded()), height = Int(saturating: placed.height.rounded())
        // Shrunk only when opaque: an icon with alpha drawn at a fraction of its size keeps
        // the per-frame copy, which places its edges to the fraction of a pixel.
        let enlarges = Double(width) > Double(decoded.width) + Self.unscaledCopySlack
        let shrinks = decoded.isOpaque && Double(width) < Double(decoded.width) - Self.unscaledCopySlack
        guard enlarges || shrinks, height > 0, width <= Self.maximumResizedSide, height <= Self.maximumResizedSide
        else { return nil }
        let key = ScaledImageKey(image: image, generation: decoded.generation, width: width, height: height)
        func resized() -> OpaquePointer? {
            stretchedTexture(decoded.surface, width: width, height: height) { surface in
                // Resized while it fades in (the header photo on a wide window): the copy
                // without alpha is made from the same stretch, not from a second one.
                if fading, decoded.isOpaque { _ = fadingImages.texture(for: key) { withoutAlpha(surface) } }
            }
        }
        let baked = scaledImages.bakedTexture(for: key) {
            // The last frame's one, when it was this size: kept rather than made again.
            guard let transient = transientResized, transient.key == key else { return resized() }
            transientResized = nil
            return transient.texture
        }
        if let baked { return baked }
        if let transient = transientResized, transient.key == key { return transient.texture }
        if let previous = transientResized { SDL_DestroyTexture(previous.texture) }
        transientResized = resized().map { (key, $0) }
        return transientResized?.texture
    }

    /// A texture of `surface` resampled linearly to `width` × `height`. Where textures are
    /// surfaces in memory (a headless canvas) an ARGB8888 photo is stretched straight into
    /// a streaming texture's own pixels: stretched into a surface of its own and then made
    /// into a texture, every frame a photo springs zero-filled two fresh buffers of its
    /// size and copied one into the other (1.2 M of such a 13.9 M-instruction frame at
    /// 1920 × 1080, callgrind). Elsewhere the surface is made into a texture: a GPU
    /// renderer keeps a second, CPU copy of a streaming texture, which a baked photo would
    /// hold for good. `alsoUse` sees the stretched pixels while they are at hand.
    private func stretchedTexture(
        _ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int,
        alsoUse: (UnsafeMutablePointer<SDL_Surface>) -> Void
    ) -> OpaquePointer? {
        guard keptPixels != nil, surface.pointee.format.pointee.format == splash_pixelformat_argb8888() else {
            guard let stretched = SurfaceOperations.stretch(surface, width: width, height: height) else { return nil }
            defer { SDL_FreeSurface(stretched) }
            alsoUse(stretched)
            return makeTexture(stretched)
        }
        let access = Int32(SDL_TEXTUREACCESS_STREAMING.rawValue)
        guard
            let texture = SDL_CreateTexture(
                sdlRenderer, splash_pixelformat_argb8888(), access, Int32(clamping: width), Int32(clamping: height))
        else { return nil }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else {
            SDL_DestroyTexture(texture)
            return nil
        }
        let stretched = SDL_CreateRGBSurfaceWithFormatFrom(
            raw, Int32(clamping: width), Int32(clamping: height), 32, pitch, splash_pixelformat_argb8888())
        let drawn = stretched.map { SDL_SoftStretchLinear(surface, nil, $0, nil) == 0 } ?? false
        if drawn, let stretched { alsoUse(stretched) }
        if let stretched { SDL_FreeSurface(stretched) }
        SDL_UnlockTexture(texture)
        guard drawn else {
            SDL_DestroyTexture(texture)
            return nil
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// An opaque photo's pixels at `texture`'s size in a texture without an alpha channel,
    /// for the frames it fades in: SDL blends such a texture by its alpha mod with its
    /// surface-alpha blit, a few instructions a pixel, where a texture with alpha takes
    /// the generic per-channel blend (6.7 ms of a 1920 × 1080 frame for the header photo).
    private func fadingTexture(_ image: ImageRef, _ decoded: DecodedImage, like texture: OpaquePointer) -> OpaquePointer? {
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let key = ScaledImageKey(
            image: image, generation: decoded.generation, width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height))
        // Made here only at the decoded size: a resized photo's is made with its
        // resizing (`resizedTexture`), since a second full-size stretch on the frame
        // it starts fading would cost more than the fade it saves.
        let decodedSize = width == decoded.surface.pointee.w && height == decoded.surface.pointee.h
        return fadingImages.texture(for: key) { decodedSize ? withoutAlpha(decoded.surface) : nil }
    }

    /// A texture of an ARGB8888 surface's pixels without its alpha channel.
    private func withoutAlpha(_ source: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        guard source.pointee.format.pointee.format == splash_pixelformat_argb8888(),
            let fading = SDL_CreateTexture(
                sdlRenderer, splash_pixelformat_rgb888(), Int32(SDL_TEXTUREACCESS_STATIC.rawValue), source.pointee.w,
                source.pointee.h)
        else { return nil }
        guard SDL_UpdateTexture(fading, nil, source.pointee.pixels, source.pointee.pitch) == 0 else {
            SDL_DestroyTexture(fading)
            return nil
        }
        SDL_SetTextureBlendMode(fading, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(fading, SDL_ScaleModeLinear)
        return fading
    }

    /// Largest side of a resized copy (tuned: a 4K window's full width; beyond it the
    /// per-frame stretch is used rather than holding a huge texture).
    static let maximumResizedSide = 4096

    private func imageTexture(_ image: ImageRef, _ decoded: DecodedImage) -> OpaquePointer? {
        imageTextures.texture(for: image, version: decoded.generation) { makeTexture(decoded.surface) }
    }

    /// The decoded image blurred by `sigma` pixels (none at radius 0) and darkened by
    /// black at `dim`, made on the CPU once per decode, whole-point radius and dim.
    /// The blurred or darkened copy's texture and its pixels, kept together: a rounded
    /// search field's edge is computed from the pixels like every other photo's
    /// (Renderer+EdgePatch). Rasterized as textured triangles instead, it landed half a
    /// pixel left of the field's outline, and of the placeholder drawn under it while
    /// the header fades in, so the field's right column jumped up to 28 levels on the
    /// fade's last frame.
    private func blurTexture(
        _ image: ImageRef, _ decoded: DecodedImage, radius: Double, sigma: Double, dim: Double
    ) -> (texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>?)? {
        let keep = max(0, min(1, 1 - dim))
        let key = BlurKey(image: image, radius: Int(saturating: radius.rounded()), keep: Int(saturating: (keep * 256).rounded()))
        return blurTextures.textureAndPixels(for: key, version: decoded.generation) {
            let copy = radius > 0 ? SurfaceOperations.blurred(decoded.surface, sigma: sigma) : SDL_DuplicateSurface(decoded.surface)
            guard let copy else { return nil }
            if keep < 1 { SurfaceOperations.darken(copy, keeping: keep, makingOpaque: false) }
            guard let texture = makeTexture(copy) else {
                SDL_FreeSurface(copy)
                return nil
            }
            return (texture, copy)
        }
    }

    /// Textures are made in ARGB8888, the canvas's and most GPUs' native order, so a copy
    /// is a plain blit instead of a per-pixel conversion from the decoder's RGBA.
    func makeTexture(_ surface: UnsafeMutablePointer<SDL_Surface>) -> OpaquePointer? {
        var source = surface
        if surface.pointee.format.pointee.format != splash_pixelformat_argb8888() {
            guard let native = SDL_ConvertSurfaceFormat(surface, splash_pixelformat_argb8888(), 0) else { return nil }
            source = native
        }
        defer { if source != surface { SDL_FreeSurface(source) } }
        guard let texture = SDL_CreateTextureFromSurface(sdlRenderer, source) else { return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// Drops textures whose pixels the store evicted or re-decoded.
    private func pruneImageTextures() {
        imageTextures.removeStale { image, generation in images.decoded(image)?.generation == generation }
        blurTextures.removeStale { key, generation in images.decoded(key.image)?.generation == generation }
    }

    // MARK: Text

    /// `underneath`: the opaque copy drawn just before (a feed cell's flattened credit
    /// scrim), which the line may be flattened onto (Renderer+Overlay).
    private func drawText(
        _ string: String, font: Font, color: Color, frame: Rect, alignment: TextAlignment,
        scale: Double, clip: Clip?, underneath: OpaqueCopy?
    ) {
        let bytes = color.bytes
        guard let (line, placed, pixelSize) = placedLine(string, font: font, color: color, frame: frame, alignment: alignment, scale: scale)
        else { return }
        var target = placed
        if let underneath {
            let id = "text:\(font.weight):\(pixelSize):\(bytes.r),\(bytes.g),\(bytes.b):\(string)"
            if drawFlattened(id: id, exact: line.texture, alpha: bytes.a, at: target, clip: clip, over: underneath) != nil { return }
        }
        SDL_SetTextureAlphaMod(line.texture, bytes.a)
        withClipRect(clip) { _ = SDL_RenderCopy(sdlRenderer, line.texture, nil, &target) }
    }

    /// The rasterized line of a text command, the whole device pixels it is copied to (it
    /// may overflow its frame) and the pixel size it was rasterized at; nil when nothing is
    /// drawn.
    func placedLine(
        _ string: String, font: Font, color: Color, frame: Rect, alignment: TextAlignment, scale: Double
    ) -> (line: TextCache.Line, target: SDL_Rect, pixelSize: Int)? {
        let pixelSize = Int(saturating: (font.size * scale * displayScale).rounded())
        let bytes = color.bytes
        guard color.alpha > 0, pixelSize >= 1,
            let line = text.line(
                string, weight: font.weight, pixelSize: pixelSize, red: bytes.r, green: bytes.g, blue: bytes.b,
                renderer: sdlRenderer)
        else { return nil }
        let box = device(frame)
        let width = Double(line.width), height = Double(line.height)
        // Whole device pixels and the texture's own size: text is never resampled. The
        // box's edge is rounded on its own (a half-way one always the same way, whatever
        // noise a moving frame has) and the line's offset in it apart: centred, that is a
        // whole or half pixel at rest, and rounding the sum put a line centred half a pixel
        // in a box on a whole pixel exactly half-way, so a settling spring's last
        // thousandths of a pixel moved it a whole one.
        func centred(_ room: Double) -> Double { (room / 2 - Self.centringSlack).rounded(.up) }
        let x: Double
        switch alignment {
        case .left: x = box.minX.roundedWithTiesUp()
        case .center: x = box.minX.roundedWithTiesUp() + centred(box.width - width)
        case .right: x = box.maxX.roundedWithTiesUp() - width
        }
        let y = box.minY.roundedWithTiesUp() + centred(box.height - height)
        let target = SDL_Rect(x: Int32(saturating: x), y: Int32(saturating: y), w: line.width, h: line.height)
        return (line, target, pixelSize)
    }

    // MARK: Helpers

    /// The byte an `alpha` is drawn at (0 draws nothing): a command's pixels depend on
    /// nothing finer, so a backdrop's is matched against the last frame's at this level
    /// too (`DrawnCommand.asDrawn`).
    static func alphaLevel(_ alpha: Double) -> UInt8 { Color.white.withAlpha(alpha).bytes.a }

    func device(_ rect: Rect) -> Rect {
        Rect(
            x: rect.minX * displayScale, y: rect.minY * displayScale,
            width: rect.width * displayScale, height: rect.height * displayScale)
    }

    func devicePolygon(_ clip: Clip) -> ConvexPolygon {
        let rounded = ConvexPolygon.roundedRect(device(clip.roundedRect), radius: clip.cornerRadius * displayScale)
        guard clip.roundedRect != clip.rect else { return rounded }
        return rounded.clipped(to: ConvexPolygon.roundedRect(device(clip.rect), radius: 0))
    }

    /// The pixels whose centres lie inside `rect` (device pixels): each edge to the
    /// nearest whole pixel.
    static func nearestPixels(_ rect: Rect) -> SDL_Rect {
        let x0 = Int32(saturating: rect.minX.rounded()), y0 = Int32(saturating: rect.minY.rounded())
        let x1 = Int32(saturating: rect.maxX.rounded()), y1 = Int32(saturating: rect.maxY.rounded())
        return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    }

    /// Runs `body` with SDL's clip rectangle set to `clip` (corners ignored), if any.
    private func withClipRect(_ clip: Clip?, _ body: () -> Void) {
        guard let clip else { return body() }
        guard setClip(Self.nearestPixels(device(clip.rect))) else { return }
        body()
        _ = setClip(nil)
    }

    func vertexColor(_ color: Color) -> MeshColor {
        let bytes = color.bytes
        return MeshColor(r: bytes.r, g: bytes.g, b: bytes.b, a: bytes.a)
    }

    /// Fills pixel rows with an opaque colour (the caller's blend mode is kept: a layer
    /// draws its edges unblended too).
    private func fillRows(_ spans: [PixelSpan], color: MeshColor) {
        let rows = spans.map { SDL_Rect(x: $0.x, y: $0.y, w: $0.width, h: 1) }
        rows.withUnsafeBufferPointer { fillOpaque($0, color: color) }
    }

    /// Copies an opaque texture, mapped onto the device rectangle `placed`, into pixel
    /// rows. Rows with the same span are merged, so the straight-sided middle of a rounded
    /// shape is one copy and only the corner rows are copied one by one. Each copy fills
    /// its rows exactly, from the texels nearest to where they map (within half a texel;
    /// SDL's clipped scaled copies can drop a one-row copy, so no clip is used).
    private func copyRows(_ spans: [PixelSpan], of texture: OpaquePointer, placed: Rect) {
        guard !spans.isEmpty, placed.width > 0, placed.height > 0 else { return }
        let rows = spans.map { SDL_Rect(x: $0.x, y: $0.y, w: $0.width, h: 1) }
        var blocks: [SDL_Rect] = []
        for row in rows {
            if var last = blocks.last, last.x == row.x, last.w == row.w, last.y + last.h == row.y {
                last.h += 1
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(row)
            }
        }
        copyBlocks(blocks, of: texture, placed: placed)
    }

    /// Copies an opaque texture, mapped onto the device rectangle `placed`, unblended into
    /// each of `blocks` (device pixels), from the texels nearest to where they map.
    func copyBlocks(_ blocks: [SDL_Rect], of texture: OpaquePointer, placed: Rect) {
        guard !blocks.isEmpty, placed.width > 0, placed.height > 0 else { return }
        var width: Int32 = 0, height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        let sx = Double(width) / placed.width, sy = Double(height) / placed.height
        // The caller's blend mode is put back: a bake draws the edge unblended too.
        var previousBlend = SDL_BLENDMODE_BLEND
        SDL_GetTextureBlendMode(texture, &previousBlend)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        func texels(_ from: Int32, _ length: Int32, origin: Double, scale: Double, limit: Int32) -> (Int32, Int32) {
            let start = min(Double(limit - 1), max(0, ((Double(from) - origin) * scale).rounded()))
            let end = min(Double(limit), max(start + 1, ((Double(from + length) - origin) * scale).rounded()))
            return (Int32(start), Int32(end - start))
        }
        for var block in blocks {
            let (x, w) = texels(block.x, block.w, origin: placed.minX, scale: sx, limit: width)
            let (y, h) = texels(block.y, block.h, origin: placed.minY, scale: sy, limit: height)
            var source = SDL_Rect(x: x, y: y, w: w, h: h)
            if w != block.w || h != block.h { drewScaledCopy = true }
            SDL_RenderCopy(sdlRenderer, texture, &source, &block)
        }
        SDL_SetTextureBlendMode(texture, previousBlend)
    }

    func render(_ vertices: [MeshVertex], _ indices: [Int32], texture: OpaquePointer?) {
        var mesh = TriangleSubdivision(vertices: vertices, indices: indices)
        if let texture {
            var width: Int32 = 0, height: Int32 = 0
            SDL_QueryTexture(texture, nil, nil, &width, &height)
            mesh.run(maximumEdge: TriangleSubdivision.maximumTexturedEdge(textureSize: Int(truncatingIfNeeded: max(width, height))))
        }
        let sdlVertices = mesh.vertices.map { vertex in
            SDL_Vertex(
                position: SDL_FPoint(x: vertex.x, y: vertex.y),
                color: SDL_Color(r: vertex.color.r, g: vertex.color.g, b: vertex.color.b, a: vertex.color.a),
                tex_coord: SDL_FPoint(x: vertex.u, y: vertex.v))
        }
        sdlVertices.withUnsafeBufferPointer { v in
            mesh.indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(sdlRenderer, texture, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    private func freeTextures() {
        imageTextures.removeAll()
        blurTextures.removeAll()
        if let backdropTextures {
            SDL_DestroyTexture(backdropTextures.opaque)
            SDL_DestroyTexture(backdropTextures.fading)
        }
        backdropTextures = nil
        if let backdropPixels { SDL_FreeSurface(backdropPixels) }
        backdropPixels = nil
        backdropUploads = []
        pendingBackdrop = nil
        backdrop = nil
        roundedImages.removeAll()
        layers.removeAll()
        rings.removeAll()
        flattenedOverlays.removeAll()
        lastOpaqueCopy = nil
        if let scratch { SDL_DestroyTexture(scratch.texture) }
        scratch = nil
        if let ringLayer { SDL_DestroyTexture(ringLayer.texture) }
        ringLayer = nil
        if let patchLayer { SDL_DestroyTexture(patchLayer.texture) }
        patchLayer = nil
        if let fadeScratch { SDL_DestroyTexture(fadeScratch.texture) }
        fadeScratch = nil
        placeholders.removeAll()
        scaledImages.removeAll()
        if let transientResized { SDL_DestroyTexture(transientResized.texture) }
        transientResized = nil
        fadingImages.removeAll()
        pixelTextures.removeAll()
        text.removeAll()
    }
}
