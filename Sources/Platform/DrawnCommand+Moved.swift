import Geometry
import Scene

/// A command moved along the y axis, as a scroll view's content moves (Renderer+Scroll).
extension DrawnCommand {
    /// The command with its clip as far as it changes what is drawn inside `bounds` (the
    /// target, in points): a side of the clip at or beyond the target's edge moves out
    /// to infinity, the rounded rectangle of a clip with square corners, which cuts
    /// nothing its rectangle does not, becomes that rectangle, and a square clip that
    /// then holds a square command whole is none. A photo scrolling out at the window's
    /// edge is clipped there on every frame, and was not clipped before it reached it;
    /// moved, it is the same command but for what the move brings in at that edge.
    func clipNormalized(within bounds: Rect) -> DrawnCommand {
        /// `frame`: where a square command draws, when the clip's rectangle containing it
        /// means the clip cuts nothing (then it is no clip).
        func normalize(_ clip: Clip?, square frame: Rect? = nil) -> Clip? {
            guard let clip else { return nil }
            var rect = clip.rect
            let x0 = rect.minX <= bounds.minX ? -Double.infinity : rect.minX
            let y0 = rect.minY <= bounds.minY ? -Double.infinity : rect.minY
            let x1 = rect.maxX >= bounds.maxX ? Double.infinity : rect.maxX
            let y1 = rect.maxY >= bounds.maxY ? Double.infinity : rect.maxY
            if clip.cornerRadius == 0, let frame, x0 <= frame.minX, y0 <= frame.minY, x1 >= frame.maxX, y1 >= frame.maxY {
                return nil
            }
            rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return Clip(rect: rect, cornerRadius: clip.cornerRadius, roundedRect: clip.cornerRadius == 0 ? rect : clip.roundedRect)
        }
        var normalized = command
        switch command {
        case let .shape(frame, radius, color, stroke, clip):
            normalized = .shape(
                frame: frame, cornerRadius: radius, color: color, strokeWidth: stroke,
                clip: normalize(clip, square: radius == 0 && stroke == 0 ? frame : nil))
        case let .image(image, frame, mode, radius, alpha, blur, dim, clip):
            normalized = .image(
                image, frame: frame, contentMode: mode, cornerRadius: radius, alpha: alpha, blurRadius: blur, dim: dim,
                clip: normalize(clip, square: radius == 0 ? frame : nil))
        case let .pixels(image, frame, radius, alpha, clip):
            normalized = .pixels(
                image, frame: frame, cornerRadius: radius, alpha: alpha, clip: normalize(clip, square: radius == 0 ? frame : nil))
        case .blurredBackdrop:
            return self
        case let .text(text, font, color, frame, alignment, scale, clip):
            // A line may overflow its frame: its clip is kept.
            normalized = .text(
                text, font: font, color: color, frame: frame, alignment: alignment, scale: scale, clip: normalize(clip))
        }
        return DrawnCommand(command: normalized, content: content)
    }

    /// The command drawn `dy` points lower, its clip moved with it.
    func moved(by dy: Double) -> DrawnCommand {
        func move(_ rect: Rect) -> Rect { rect.offsetBy(dx: 0, dy: dy) }
        func move(_ clip: Clip?) -> Clip? {
            clip.map { Clip(rect: move($0.rect), cornerRadius: $0.cornerRadius, roundedRect: move($0.roundedRect)) }
        }
        let moved: DrawCommand
        switch command {
        case let .shape(frame, radius, color, stroke, clip):
            moved = .shape(frame: move(frame), cornerRadius: radius, color: color, strokeWidth: stroke, clip: move(clip))
        case let .image(image, frame, mode, radius, alpha, blur, dim, clip):
            moved = .image(
                image, frame: move(frame), contentMode: mode, cornerRadius: radius, alpha: alpha, blurRadius: blur, dim: dim,
                clip: move(clip))
        case let .pixels(image, frame, radius, alpha, clip):
            moved = .pixels(image, frame: move(frame), cornerRadius: radius, alpha: alpha, clip: move(clip))
        case let .blurredBackdrop(snapshot, frame, blur, dim, alpha):
            moved = .blurredBackdrop(snapshot: snapshot, frame: move(frame), blurRadius: blur, dim: dim, alpha: alpha)
        case let .text(text, font, color, frame, alignment, scale, clip):
            moved = .text(
                text, font: font, color: color, frame: move(frame), alignment: alignment, scale: scale, clip: move(clip))
        }
        return DrawnCommand(command: moved, content: content)
    }
}
