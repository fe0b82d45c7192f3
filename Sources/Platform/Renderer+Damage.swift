internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Redrawing only what changed (issue 18, ÷ floor). On a target that keeps its pixels
/// between frames (a headless canvas), the frame before is still there: the commands are
/// matched against the ones it drew, in order, and only the box around what differs is
/// drawn again, every command that touches it clipped to it; one that does not is not
/// drawn at all. A held photo dragged over a still feed redraws the box around where it
/// was and where it is, not the window; a frame where nothing changed draws nothing.
///
/// Outside the boxes every pixel is what a whole redraw would paint: each pixel there is
/// touched by the same commands in the same order as last frame (a command that is new,
/// gone, moved or showing another decode has both its reaches in the box). Three things
/// could still differ, and each makes the box bigger or the frame whole:
/// - a bake put off (the first frame a rounded photo or a scrim keeps its shape, it is
///   drawn directly; from the next, its baked texture is copied): the command is redrawn
///   on the next frame;
/// - a scaled copy cut by the box samples other texels than the whole copy: a command
///   drawn scaled is redrawn whole when the box touches it;
/// - a backdrop not yet made is read back from, or arrives over, everything under it:
///   the frame is drawn whole.
/// `SessionRunTests` draws every frame of the bench's scripts both ways and compares them.
extension Renderer {
    /// The commands as this frame draws them, and every device pixel each could touch
    /// (empty when none: off the target, or drawing nothing).
    func drawnCommands(of commands: [DrawCommand]) -> (drawn: [DrawnCommand], reaches: [PixelBox]) {
        let output = outputBox
        var drawn: [DrawnCommand] = []
        var reaches: [PixelBox] = []
        drawn.reserveCapacity(commands.count)
        reaches.reserveCapacity(commands.count)
        for command in commands {
            var content = 0
            if case let .image(image, _, _, _, _, _, _, _) = command { content = images.decoded(image)?.generation ?? -1 }
            drawn.append(DrawnCommand(command: command, content: content))
            reaches.append((damageReach(of: command) ?? output).intersection(output))
        }
        return (drawn, reaches)
    }

    /// The boxes of device pixels to draw this frame, apart from each other: nil for the
    /// whole target (nothing kept to draw on, or something changed that boxes cannot
    /// bound), none when nothing changed; and the rows to move first, when content
    /// scrolled (Renderer+Scroll). `matches[i]` is the index last frame drew command `i`
    /// at, if it drew it the same (or the same, moved with the rows).
    func damage(
        of drawn: [DrawnCommand], reaches: [PixelBox], background: Color, last: DrawnFrame?
    ) -> (boxes: [PixelBox]?, shift: ScrollShift?, matches: [Int?]) {
        var matches = [Int?](repeating: nil, count: drawn.count)
        let output = outputBox
        guard redrawsOnlyChanges, let last, last.width == output.x1, last.height == output.y1,
            last.displayScale == displayScale, last.background == background
        else { return (nil, nil, matches) }
        for item in drawn {
            if case let .blurredBackdrop(snapshot, _, _, _, _) = item.command, !hasBackdrop(snapshot) {
                return (nil, nil, matches)
            }
        }
        // This frame's commands found among the last frame's, in order.
        var lastCommands = InOrderMatch(last.commands)
        var matchedLast = [Bool](repeating: false, count: last.commands.count)
        for (index, item) in drawn.enumerated() {
            guard let match = lastCommands.match(item) else { continue }
            matches[index] = match
            matchedLast[match] = true
        }
        var changed: [PixelBox] = []
        let scroll = scroll(drawn: drawn, reaches: reaches, last: last, matches: matches, matchedLast: matchedLast)
        var moved = [Bool](repeating: false, count: drawn.count)
        var movedLast = [Bool](repeating: false, count: last.commands.count)
        if let scroll {
            for pair in scroll.pairs {
                matches[pair.now] = pair.last
                matchedLast[pair.last] = true
                moved[pair.now] = true
                movedLast[pair.last] = true
                // A scaled copy the target's edge cuts samples other texels once moved.
                if last.scaled[pair.last] { changed.append(reaches[pair.now]) }
            }
            let shift = scroll.shift, exposed = shift.exposed, destination = shift.destination
            changed.append(PixelBox(x0: output.x0, y0: exposed.y0, x1: output.x1, y1: exposed.y1))
            changed += scroll.uncovered
            let rows = PixelBox(x0: output.x0, y0: destination.y0, x1: output.x1, y1: destination.y1)
            // What does not move with the rows: where it is now, and where the move took
            // what it drew last frame.
            for (index, reach) in reaches.enumerated() where !moved[index] {
                changed.append(reach.intersection(rows))
            }
            for (index, reach) in last.reaches.enumerated() where !movedLast[index] {
                changed.append(PixelBox(x0: reach.x0, y0: reach.y0 + shift.by, x1: reach.x1, y1: reach.y1 + shift.by).intersection(rows))
            }
        }
        // What changed under an unchanged opaque command drawn over it, this frame and the
        // last (a name scrolling under the header), shows nowhere.
        var covers: [(now: Int, last: Int, box: PixelBox)] = []
        for (index, match) in matches.enumerated() {
            guard let match, !moved[index], let cover = surelyPainted(by: drawn[index].command) else { continue }
            covers.append((index, match, cover))
        }
        func shows(_ reach: PixelBox, drawnNow index: Int) -> Bool {
            !covers.contains { $0.now > index && $0.box.contains(reach) }
        }
        func shows(_ reach: PixelBox, drawnLast index: Int) -> Bool {
            !covers.contains { $0.last > index && $0.box.contains(reach) }
        }
        for (index, match) in matches.enumerated() where match == nil || last.provisional[match!] {
            if shows(reaches[index], drawnNow: index) { changed.append(reaches[index]) }
        }
        for (index, matched) in matchedLast.enumerated() where !matched {
            if shows(last.reaches[index], drawnLast: index) { changed.append(last.reaches[index]) }
        }
        var boxes = DamageBoxes.disjoint(changed, limit: Self.maximumDamageBoxes)
        // A scaled copy a box cuts would sample other texels: it is redrawn whole, which
        // may make a box touch another.
        var grew = !boxes.isEmpty
        while grew {
            grew = false
            for (index, match) in matches.enumerated() {
                guard let match, last.scaled[match], boxes.contains(where: { reaches[index].overlaps($0) }),
                    !boxes.contains(where: { $0.contains(reaches[index]) })
                else { continue }
                boxes = DamageBoxes.disjoint(boxes + [reaches[index]], limit: Self.maximumDamageBoxes)
                grew = true
            }
        }
        if boxes.contains(where: { $0.contains(output) }) { return (nil, nil, matches) }
        return (boxes, scroll?.shift, matches)
    }

    /// How many boxes a frame redraws at most (tuned: a scroll's rows brought in, the
    /// strips beside and above a header it slides under, and a photo or two changing are
    /// about eight; each box is one more pass over the list, a few microseconds).
    static let maximumDamageBoxes = 8

    /// The whole pixels `command` surely paints opaque, whatever is under them: a square
    /// opaque fill paints exactly its nearest pixels (Renderer.drawShape); anything else,
    /// the sure interior occlusion trusts.
    func surelyPainted(by command: DrawCommand) -> PixelBox? {
        if case let .shape(frame, 0, color, 0, clip) = command, color.bytes.a == 255, (clip?.cornerRadius ?? 0) == 0 {
            guard let visible = clip.map({ device(frame).intersection(device($0.rect)) }) ?? device(frame) else { return nil }
            return PixelBox(Self.nearestPixels(visible))
        }
        return opaqueInterior(of: command).map(Self.wholePixels)
    }

    /// Every device pixel `command` could touch, or nil when that is the whole target.
    private func damageReach(of command: DrawCommand) -> PixelBox? {
        switch command {
        case .shape, .shadow, .image, .pixels:
            return reach(of: command)
        case let .text(string, font, color, frame, alignment, scale, clip):
            guard let (_, target, _) = placedLine(string, font: font, color: color, frame: frame, alignment: alignment, scale: scale)
            else { return PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
            let line = PixelBox(target)
            return clip.map { line.intersection(PixelBox(Self.nearestPixels(device($0.rect)))) } ?? line
        case let .blurredBackdrop(_, frame, _, _, _):
            let box = device(frame)
            return PixelBox(
                x0: Int32(saturating: box.minX.rounded(.down)), y0: Int32(saturating: box.minY.rounded(.down)),
                x1: Int32(saturating: box.maxX.rounded(.up)), y1: Int32(saturating: box.maxY.rounded(.up)))
        }
    }

    /// Sets SDL's clip rectangle to `rect` (nil: the whole target) within the box being
    /// redrawn; false, with nothing set, when no pixel of it is to be drawn.
    func setClip(_ rect: SDL_Rect?) -> Bool {
        guard let damage = damageBox else {
            if var rect {
                guard rect.w > 0, rect.h > 0 else { return false }
                SDL_RenderSetClipRect(sdlRenderer, &rect)
            } else {
                SDL_RenderSetClipRect(sdlRenderer, nil)
            }
            return true
        }
        var box = damage
        if let rect { box = box.intersection(PixelBox(rect)) }
        // An empty rectangle would turn SDL's clipping off, not clip everything.
        guard !box.isEmpty else { return false }
        var clip = box.sdlRect
        SDL_RenderSetClipRect(sdlRenderer, &clip)
        return true
    }

    /// The target's pixels as a box.
    var outputBox: PixelBox {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &width, &height)
        return PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    }
}
