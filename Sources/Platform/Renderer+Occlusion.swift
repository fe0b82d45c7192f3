internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Commands painted over by later opaque ones (issue 18, overdraw). While a card opens or
/// is scrubbed, the feed and the full-window blurred backdrop fading over it are drawn
/// first, and the card's opaque photo and sheet then cover most of the window: the
/// backdrop's blend alone was a fifth of a card frame at 414 × 736 @2x (callgrind). Before
/// drawing, the list is walked from the end, gathering the rectangles later commands
/// paint opaque; a command that lies wholly inside one is left out, and a backdrop is
/// drawn only around the largest. What is left out could not have shown, so the frame is
/// the same pixel for pixel; nothing before a backdrop about to be read back is left out,
/// since the read-back is made of it.
extension Renderer {
    /// Which commands are hidden, and for each backdrop the largest box of whole pixels
    /// the commands after it paint opaque (what it is drawn around; nil elsewhere).
    func occlusion(of commands: [DrawCommand]) -> (hidden: [Bool], covered: [PixelBox?]) {
        var hidden = [Bool](repeating: false, count: commands.count)
        var covered = [PixelBox?](repeating: nil, count: commands.count)
        var covers: [Rect] = []
        for index in commands.indices.reversed() {
            let command = commands[index]
            if let bounds = reach(of: command), covers.contains(where: { Self.wholePixels($0).contains(bounds) }) {
                hidden[index] = true
                continue
            }
            if case let .blurredBackdrop(snapshot, frame, _, _, alpha) = command {
                covered[index] = covers.first.map(Self.wholePixels)
                // A backdrop read back this frame is made of what is drawn before it:
                // nothing before it may be left out. One already made, drawn whole,
                // covers its frame (its edges are whole pixels, not feathered).
                if isReadBack(snapshot) { covers.removeAll() }
                if let painted = paintedByMadeBackdrop(snapshot, frame: frame, alpha: alpha) { Self.add(painted, to: &covers) }
                continue
            }
            if let painted = opaqueInterior(of: command) { Self.add(painted, to: &covers) }
        }
        return (hidden, covered)
    }

    /// Where the background must be painted before the commands: everywhere but inside
    /// the opaque commands that reach across the target from side to side (a feed row's
    /// photo, a collapsed header's fill). Such a command's sure interior stops
    /// `coverMargin` short of its edges, so its rows are left out but for a strip at each
    /// side; the rows between such commands are painted whole. Which command, and where
    /// in the list, does not matter: whatever lies under an opaque pixel never shows.
    /// Clearing the whole frame was 11% of a fling frame's render instructions at
    /// 414 × 736 (callgrind). Nil means the whole target: nothing reaches across it, or
    /// the list has a backdrop to read back this frame, made of what is drawn before it.
    func backgroundRects(of commands: [DrawCommand]) -> [SDL_Rect]? {
        let output = outputRect
        let width = Int32(saturating: output.width), height = Int32(saturating: output.height)
        var across: [PixelBox] = []
        for command in commands {
            if case let .blurredBackdrop(snapshot, frame, _, _, alpha) = command {
                // A backdrop read back this frame is made of what is drawn before it, the
                // background too. One already made, drawn at full alpha, paints its whole
                // frame, the window (around what covers it, which paints the rest), so
                // nothing need be painted under it: on a card's frame that was a third
                // of its drawing time (a full clear, the first pass over cold memory).
                if isReadBack(snapshot) { return nil }
                if let painted = paintedByMadeBackdrop(snapshot, frame: frame, alpha: alpha) {
                    let box = Self.wholePixels(painted)
                    if box.x0 <= 0, box.x1 >= width, box.y1 > box.y0 { across.append(box) }
                }
                continue
            }
            guard let interior = opaqueInterior(of: command) else { continue }
            let box = Self.wholePixels(interior)
            if box.x0 <= Self.sideStrip, box.x1 >= width - Self.sideStrip, box.y1 > box.y0 { across.append(box) }
        }
        guard !across.isEmpty else { return nil }
        across.sort { $0.y0 < $1.y0 }
        var rects: [SDL_Rect] = []
        var next: Int32 = 0
        for box in across where next < height {
            if box.y0 > next { rects.append(SDL_Rect(x: 0, y: next, w: width, h: min(box.y0, height) - next)) }
            let y0 = max(0, box.y0), y1 = min(height, box.y1)
            if y1 > y0 {
                if box.x0 > 0 { rects.append(SDL_Rect(x: 0, y: y0, w: box.x0, h: y1 - y0)) }
                if box.x1 < width { rects.append(SDL_Rect(x: box.x1, y: y0, w: width - box.x1, h: y1 - y0)) }
            }
            next = max(next, box.y1)
        }
        if next < height { rects.append(SDL_Rect(x: 0, y: next, w: width, h: height - next)) }
        return rects
    }

    /// How far (whole pixels) from the target's side an opaque command's sure interior
    /// may stop and still count as reaching across it (`backgroundRects`): more than
    /// `coverMargin`, which is what a command at the very edge loses.
    static let sideStrip: Int32 = 4

    /// Adds `painted` (opaque but within `coverMargin` of its edges) to the covers,
    /// joined with one it overlaps by twice that: there every pixel is fully painted by
    /// one or the other (the card's photo above its sheet, at 2x, one box across both).
    /// Keeps the few largest, largest first.
    private static func add(_ painted: Rect, to covers: inout [Rect]) {
        var painted = painted
        let box = wholePixels(painted)
        guard !box.isEmpty, !covers.contains(where: { wholePixels($0).contains(box) }) else { return }
        covers.removeAll { box.contains(wholePixels($0)) }
        for (index, cover) in covers.enumerated() {
            if let joined = joined(cover, painted), wholePixels(joined).area > max(wholePixels(cover).area, box.area) {
                covers.remove(at: index)
                painted = joined
                break
            }
        }
        covers.append(painted)
        covers.sort { wholePixels($0).area > wholePixels($1).area }
        if covers.count > maximumCovers { covers.removeLast(covers.count - maximumCovers) }
    }

    /// Two painted rectangles as one, across their shared columns (or rows) and both
    /// their extents the other way, when they overlap that way by twice the margin.
    private static func joined(_ a: Rect, _ b: Rect) -> Rect? {
        let columns = (min: max(a.minX, b.minX), max: min(a.maxX, b.maxX))
        let rows = (min: max(a.minY, b.minY), max: min(a.maxY, b.maxY))
        var joined: Rect?
        if columns.max > columns.min, rows.max - rows.min >= 2 * coverMargin {
            joined = Rect(
                x: columns.min, y: min(a.minY, b.minY), width: columns.max - columns.min,
                height: max(a.maxY, b.maxY) - min(a.minY, b.minY))
        }
        if rows.max > rows.min, columns.max - columns.min >= 2 * coverMargin {
            let across = Rect(
                x: min(a.minX, b.minX), y: rows.min, width: max(a.maxX, b.maxX) - min(a.minX, b.minX),
                height: rows.max - rows.min)
            if across.width * across.height > (joined.map { $0.width * $0.height } ?? 0) { joined = across }
        }
        return joined
    }

    /// The whole pixels of a painted rectangle that are surely painted opaque.
    static func wholePixels(_ painted: Rect) -> PixelBox {
        let inside = painted.insetBy(dx: coverMargin, dy: coverMargin)
        guard inside.width > 0, inside.height > 0 else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
        return PixelBox(
            x0: Int32(saturating: inside.minX.rounded(.up)), y0: Int32(saturating: inside.minY.rounded(.up)),
            x1: Int32(saturating: inside.maxX.rounded(.down)), y1: Int32(saturating: inside.maxY.rounded(.down)))
    }

    /// How far inside its true edge a command may stop painting fully: half the feather
    /// on a polygon (plus its arcs' tolerance); two pixels where SDL truncates a scaled
    /// copy's float corner and size apart, or where a copy is drawn pixel for pixel within
    /// `unscaledCopySlack` of its size from a rounded corner.
    static let coverMargin = max(featherWidth / 2 + ConvexPolygon.arcTolerance, unscaledCopySlack + 0.5, 2) + 0.05

    /// How many opaque rectangles are kept while walking a list (tuned: a card's photo
    /// and sheet, a header, a toast; more would only cost the walk).
    static let maximumCovers = 4

    /// Every device pixel `command` could touch, or nil when that is not known cheaply
    /// (text may overflow its frame; a backdrop is cut, not left out).
    func reach(of command: DrawCommand) -> PixelBox? {
        let box: Rect?
        switch command {
        case let .shape(frame, _, _, strokeWidth, clip):
            let out = strokeWidth * displayScale + 2
            box = clipped(device(frame).insetBy(dx: -out, dy: -out), clip)
        case let .image(_, frame, _, _, _, _, _, clip), let .pixels(_, frame, _, _, clip), let .shadow(frame, _, _, _, clip):
            // A shadow, like a photo, stays inside its frame but for its edge's feather.
            box = clipped(device(frame).insetBy(dx: -2, dy: -2), clip)
        case .text, .blurredBackdrop:
            box = nil
        }
        guard let box else { return nil }
        return PixelBox(
            x0: Int32(saturating: box.minX.rounded(.down)), y0: Int32(saturating: box.minY.rounded(.down)),
            x1: Int32(saturating: box.maxX.rounded(.up)), y1: Int32(saturating: box.maxY.rounded(.up)))
    }

    /// Where `command` paints opaque, but for the feather along its edges, whatever lies
    /// under it: an opaque colour or an opaque photo filling its frame, at full alpha,
    /// inside its rounded corners and its clip; nil for anything else.
    func opaqueInterior(of command: DrawCommand) -> Rect? {
        let frame: Rect, radius: Double, clip: Clip?
        switch command {
        case let .shape(shapeFrame, cornerRadius, color, strokeWidth, shapeClip):
            guard strokeWidth == 0, color.bytes.a == 255 else { return nil }
            (frame, radius, clip) = (shapeFrame, cornerRadius, shapeClip)
        case let .image(image, imageFrame, contentMode, cornerRadius, alpha, blurRadius, _, imageClip):
            // A blur may thin the alpha at the photo's edges; an aspect-fit photo leaves
            // bars.
            guard Self.alphaLevel(alpha) == 255, blurRadius == 0, contentMode != .aspectFit,
                images.decoded(image)?.isOpaque == true
            else { return nil }
            (frame, radius, clip) = (imageFrame, cornerRadius, imageClip)
        case let .pixels(image, pixelsFrame, cornerRadius, alpha, pixelsClip):
            guard Self.alphaLevel(alpha) == 255, image.isOpaque else { return nil }
            (frame, radius, clip) = (pixelsFrame, cornerRadius, pixelsClip)
        case .text, .blurredBackdrop, .shadow:
            return nil
        }
        var inside = Self.squareInterior(of: device(frame), radius: radius * displayScale)
        if let clip, let painted = inside {
            let clipInside = Self.squareInterior(of: device(clip.roundedRect), radius: clip.cornerRadius * displayScale)
                .flatMap { device(clip.rect).intersection($0) }
            inside = clipInside.flatMap { painted.intersection($0) }
        }
        return inside
    }

    /// The largest square-cornered rectangle inside a rounded one: in by where each
    /// corner's arc crosses its diagonal, r(1 − 1/√2).
    private static func squareInterior(of rect: Rect, radius: Double) -> Rect? {
        let inset = max(0, min(radius, rect.width / 2, rect.height / 2)) * (1 - 0.5.squareRoot())
        guard rect.width > 2 * inset, rect.height > 2 * inset else { return nil }
        return rect.insetBy(dx: inset, dy: inset)
    }

    /// `box` within the clip's rectangle.
    private func clipped(_ box: Rect, _ clip: Clip?) -> Rect? {
        guard let clip else { return box }
        return box.intersection(device(clip.rect).insetBy(dx: -1, dy: -1))
    }

    /// Whether the backdrop of `snapshot` is read back this frame: neither made nor being
    /// blurred, so it is captured from what is drawn before it.
    private func isReadBack(_ snapshot: Int) -> Bool {
        !hasBackdrop(snapshot) && pendingBackdrop?.snapshot != snapshot
    }

    /// Where a made backdrop drawn at `alpha` paints opaque, as a cover (its edges are
    /// whole pixels, not feathered, so it reaches `coverMargin` past the sure interior a
    /// cover is shrunk to); nil while it is not made or when it blends.
    private func paintedByMadeBackdrop(_ snapshot: Int, frame: Rect, alpha: Double) -> Rect? {
        guard hasBackdrop(snapshot), Self.alphaLevel(alpha) == 255,
            let inside = device(frame).intersection(outputRect)
        else { return nil }
        return inside.insetBy(dx: -Self.coverMargin, dy: -Self.coverMargin)
    }

    /// Whether the backdrop of `snapshot` is made, at the target's size.
    func hasBackdrop(_ snapshot: Int) -> Bool {
        guard let backdrop, backdrop.snapshot == snapshot else { return false }
        let output = outputRect
        return Double(backdrop.width) == output.width && Double(backdrop.height) == output.height
    }

    /// The target's pixels.
    private var outputRect: Rect {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
        return Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    }
}
