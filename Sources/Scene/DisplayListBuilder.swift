import Geometry

/// Flattens a node tree into a `DisplayList` in window points.
///
/// Transforms and alpha accumulate down the tree; a node that clips narrows the clip of
/// its subtree. Subtrees are culled only where that cannot hide anything: a clipping node
/// off screen takes its children with it, but a non-clipping node's children are still
/// visited, because a child may overflow its parent and be on screen.
public struct DisplayListBuilder {
    public var viewport: Size
    public var background: Color
    /// Device pixels per point of the target (0: not known). A scroll view's content is
    /// then drawn at its offset rounded to whole device pixels, as UIKit draws it: a
    /// glide moves every photo by the same whole number of pixels a frame, so the frame
    /// before, moved, is this one's but for what scrolled in (Renderer+Scroll).
    public var pixelScale: Double

    public init(viewport: Size, background: Color = .white, pixelScale: Double = 0) {
        self.viewport = viewport
        self.background = background
        self.pixelScale = pixelScale
    }

    public func build(_ root: Node) -> DisplayList {
        var list = DisplayList(viewport: viewport, background: background)
        let screen = Clip(rect: Rect(origin: .zero, size: viewport))
        visit(root, parentToWindow: .identity, alpha: 1, clip: screen, into: &list.commands)
        return list
    }

    private func visit(
        _ node: Node, parentToWindow: Transform, alpha inherited: Double,
        clip: Clip, into commands: inout [DrawCommand]
    ) {
        guard !node.isHidden else { return }
        let alpha = inherited * node.alpha
        guard alpha > 0 else { return }
        let toWindow = node.transformToParent.concatenating(parentToWindow)
        let rect = toWindow.apply(to: node.bounds)
        let scale = min(abs(toWindow.scaleX), abs(toWindow.scaleY))
        // A spring overshooting a radius of 0 would ask for a negative one: none is drawn.
        let radius = max(0, node.cornerRadius * scale)
        let onScreen = rect.intersects(clip.rect)
        let drawnClip: Clip? = clip.isNeeded(for: rect) ? clip : nil

        if onScreen {
            switch node.content {
            case .none:
                break
            case .color(let color):
                commands.append(
                    .shape(
                        frame: rect, cornerRadius: radius, color: color.withAlpha(color.alpha * alpha),
                        strokeWidth: 0, clip: drawnClip))
            case .ring(let color, let width):
                commands.append(
                    .shape(
                        frame: rect, cornerRadius: radius, color: color.withAlpha(color.alpha * alpha),
                        strokeWidth: width * scale, clip: drawnClip))
            case .shadow(let color, let spread):
                commands.append(
                    .shadow(
                        frame: rect, cornerRadius: radius, color: color.withAlpha(color.alpha * alpha),
                        spread: spread * scale, clip: drawnClip))
            case .image(let image, let mode, let blur, let dim):
                commands.append(
                    .image(
                        image, frame: rect, contentMode: mode, cornerRadius: radius,
                        alpha: alpha, blurRadius: blur * scale, dim: dim, clip: drawnClip))
            case .pixels(let image):
                commands.append(.pixels(image, frame: rect, cornerRadius: radius, alpha: alpha, clip: drawnClip))
            case .blurredBackdrop(let snapshot, let blur, let dim):
                commands.append(
                    .blurredBackdrop(
                        snapshot: snapshot, frame: rect, blurRadius: blur * scale, dim: dim,
                        alpha: alpha))
            case .text(let string, let font, let color, let alignment):
                commands.append(
                    .text(
                        string, font: font, color: color.withAlpha(color.alpha * alpha), frame: rect,
                        alignment: alignment, scale: scale, clip: drawnClip))
            }
        }

        var childClip = clip
        if node.clipsToBounds {
            guard onScreen, let inside = rect.intersection(clip.rect) else { return }
            // A rounded node rounds its own rectangle, wherever the window cuts it; a
            // square one narrows the clip and keeps the corners of the one it is inside
            // (the detail's photo inside the scrubbed card).
            childClip =
                radius > 0
                ? Clip(rect: inside, cornerRadius: radius, roundedRect: rect)
                : Clip(rect: inside, cornerRadius: clip.cornerRadius, roundedRect: clip.roundedRect)
        }
        // The node is where its offset puts it; its content, where the rounded offset does.
        let contentToWindow =
            pixelScale > 0 && node.boundsOrigin != .zero
            ? node.transformToParent(roundingBoundsOriginTo: pixelScale).concatenating(parentToWindow) : toWindow
        for child in node.children {
            visit(child, parentToWindow: contentToWindow, alpha: alpha, clip: childClip, into: &commands)
        }
    }
}
