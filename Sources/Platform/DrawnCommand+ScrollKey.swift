import Geometry
import Scene

/// What a command draws as a scroll view's content moves (Renderer+Scroll).
extension DrawnCommand {
    /// A key equal for two commands exactly when, inside `bounds` (the target, in
    /// points), the one drawn `dy` points lower than this one draws this one's pixels
    /// moved by `dy`, but for what the move brings in at the target's edge: the command
    /// moved, and its clip reduced to what it changes there. A side of the clip at or
    /// beyond the target's edge cuts nothing inside it and becomes infinite; the rounded
    /// rectangle of a clip with square corners cuts nothing its rectangle does not; and a
    /// square clip that then holds a square command whole is none. A photo scrolling out
    /// at the window's edge is clipped there on every frame, and was not clipped before it
    /// reached it: its keys still match. Never drawn: the clip's rectangle holds its four
    /// edges (x0, y0, x1, y1), so an infinite side loses nothing of the others.
    func scrollKey(within bounds: Rect, movedBy dy: Double) -> DrawnCommand {
        /// `square`: where a square command draws, when a clip holding it cuts nothing.
        func key(_ clip: Clip?, square: Rect? = nil) -> Clip? {
            guard let clip else { return nil }
            let rect = clip.rect
            let x0 = rect.minX <= bounds.minX ? -Double.infinity : rect.minX
            let y0 = rect.minY <= bounds.minY ? -Double.infinity : rect.minY
            let x1 = rect.maxX >= bounds.maxX ? Double.infinity : rect.maxX
            let y1 = rect.maxY >= bounds.maxY ? Double.infinity : rect.maxY
            if clip.cornerRadius == 0, let square, x0 <= square.minX, y0 <= square.minY, x1 >= square.maxX, y1 >= square.maxY {
                return nil
            }
            let edges = Rect(x: x0, y: y0 + dy, width: x1, height: y1 + dy)
            return Clip(
                rect: edges, cornerRadius: clip.cornerRadius,
                roundedRect: clip.cornerRadius == 0 ? edges : clip.roundedRect.offsetBy(dx: 0, dy: dy))
        }
        func move(_ rect: Rect) -> Rect { rect.offsetBy(dx: 0, dy: dy) }
        let keyed: DrawCommand
        switch command {
        case let .shape(frame, radius, color, stroke, clip):
            keyed = .shape(
                frame: move(frame), cornerRadius: radius, color: color, strokeWidth: stroke,
                clip: key(clip, square: radius == 0 && stroke == 0 ? frame : nil))
        case let .shadow(frame, radius, color, spread, clip):
            keyed = .shadow(frame: move(frame), cornerRadius: radius, color: color, spread: spread, clip: key(clip))
        case let .image(image, frame, mode, radius, alpha, blur, dim, clip):
            keyed = .image(
                image, frame: move(frame), contentMode: mode, cornerRadius: radius, alpha: alpha, blurRadius: blur, dim: dim,
                clip: key(clip, square: radius == 0 ? frame : nil))
        case let .pixels(image, frame, radius, alpha, clip):
            keyed = .pixels(image, frame: move(frame), cornerRadius: radius, alpha: alpha, clip: key(clip, square: radius == 0 ? frame : nil))
        case let .blurredBackdrop(snapshot, frame, blur, dim, alpha):
            keyed = .blurredBackdrop(snapshot: snapshot, frame: move(frame), blurRadius: blur, dim: dim, alpha: alpha)
        case let .text(text, font, color, frame, alignment, scale, clip):
            // A line may overflow its frame: its clip is kept.
            keyed = .text(text, font: font, color: color, frame: move(frame), alignment: alignment, scale: scale, clip: key(clip))
        }
        return DrawnCommand(command: keyed, content: content)
    }
}
