import Geometry
import Gestures

/// A rectangle on screen with content, children and gesture recognizers, like a UIView.
///
/// `frame` is in the parent's coordinate space; `boundsOrigin` shifts the node's own
/// coordinate space (a scroll view's content offset). `transform` applies about the
/// frame's centre, as UIView's does, and never changes `frame`, so layout and motion stay
/// separate (docs/MOTION.md, fix 7).
public class Node {
    // Every property that changes what is drawn tells the tree's root (see
    // `needsDisplay`), so whoever draws the tree knows a frame is due whatever changed
    // it: input, a spring, a gesture timer or the step that ends an animation.
    public var frame: Rect { didSet { if frame != oldValue { setNeedsDisplay() } } }
    /// The top-left of the node's own coordinate space; children at y = 100 appear at the
    /// top when this is (0, 100).
    public var boundsOrigin: Point = .zero { didSet { if boundsOrigin != oldValue { setNeedsDisplay() } } }
    public var transform: Transform = .identity { didSet { if transform != oldValue { setNeedsDisplay() } } }
    public var alpha: Double = 1 { didSet { if alpha != oldValue { setNeedsDisplay() } } }
    public var cornerRadius: Double = 0 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }
    public var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsDisplay() } } }
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsDisplay() } } }
    /// When false, neither this node nor its children are hit by touches.
    public var isUserInteractionEnabled = true
    /// When true, touches that hit no child fall through to the nodes behind, as for a
    /// full-window overlay layer that only its children should catch.
    public var isTouchTransparent = false
    public var content: NodeContent = .none { didSet { if content != oldValue { setNeedsDisplay() } } }
    /// A name for tests and debugging.
    public var name: String
    public private(set) var children: [Node] = []
    public private(set) weak var parent: Node?
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    public init(name: String = "", frame: Rect = .zero, content: NodeContent = .none) {
        self.name = name
        self.frame = frame
        self.content = content
    }

    /// On a tree's root: whether anything drawn in the tree changed since the last
    /// `markDisplayed()`. Only the root's flag is kept; other nodes forward to it.
    public private(set) var needsDisplay = true

    /// Records that something this node draws changed (on the tree's root).
    public func setNeedsDisplay() {
        var node = self
        while let parent = node.parent { node = parent }
        node.needsDisplay = true
    }

    /// Called on the root once the tree has been drawn as it is now.
    public func markDisplayed() {
        needsDisplay = false
    }

    /// The node's own rectangle in its own coordinate space.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    // MARK: Tree

    public func addChild(_ child: Node) {
        child.removeFromParent()
        child.parent = self
        children.append(child)
        setNeedsDisplay()
    }

    public func insertChild(_ child: Node, at index: Int) {
        child.removeFromParent()
        child.parent = self
        children.insert(child, at: min(max(0, index), children.count))
        setNeedsDisplay()
    }

    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        parent.setNeedsDisplay()
    }

    /// Moves a child to the front of its siblings (drawn last, hit first).
    public func bringToFront(_ child: Node) {
        guard let index = children.firstIndex(where: { $0 === child }) else { return }
        guard index != children.count - 1 else { return }
        children.remove(at: index)
        children.append(child)
        setNeedsDisplay()
    }

    public func removeAllChildren() {
        guard !children.isEmpty else { return }
        for child in children { child.parent = nil }
        children.removeAll()
        setNeedsDisplay()
    }

    /// The first node in this subtree (depth first, self included) with the given name.
    public func descendant(named name: String) -> Node? {
        if self.name == name { return self }
        for child in children {
            if let found = child.descendant(named: name) { return found }
        }
        return nil
    }

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
    }

    // MARK: Coordinates

    /// Maps a point in this node's space to its parent's space.
    public var transformToParent: Transform { transformToParent(boundsOrigin: boundsOrigin) }

    /// `transformToParent` with the bounds origin (a scroll view's offset) rounded to
    /// whole device pixels at `pixelScale` device pixels per point: where the content is
    /// drawn (DisplayListBuilder).
    public func transformToParent(roundingBoundsOriginTo pixelScale: Double) -> Transform {
        guard pixelScale > 0, boundsOrigin != .zero else { return transformToParent }
        return transformToParent(
            boundsOrigin: Point(
                x: boundsOrigin.x.roundedToDevicePixels(at: pixelScale), y: boundsOrigin.y.roundedToDevicePixels(at: pixelScale)))
    }

    private func transformToParent(boundsOrigin: Point) -> Transform {
        let shift = Transform.translation(x: frame.minX - boundsOrigin.x, y: frame.minY - boundsOrigin.y)
        guard !transform.isIdentity else { return shift }
        let center = frame.center
        let aboutCenter = Transform(
            scaleX: transform.scaleX, scaleY: transform.scaleY,
            translateX: center.x * (1 - transform.scaleX) + transform.translateX,
            translateY: center.y * (1 - transform.scaleY) + transform.translateY)
        return shift.concatenating(aboutCenter)
    }

    /// Maps a point in this node's space to window points.
    public var transformToWindow: Transform {
        var result = transformToParent
        var ancestor = parent
        while let node = ancestor {
            result = result.concatenating(node.transformToParent)
            ancestor = node.parent
        }
        return result
    }

    /// Converts a point in this node's space to `node`'s space (nil: the window).
    public func convert(_ point: Point, to node: Node?) -> Point {
        let inWindow = transformToWindow.apply(to: point)
        guard let node, let back = node.transformToWindow.inverted else { return inWindow }
        return back.apply(to: inWindow)
    }

    /// Converts a rectangle in this node's space to `node`'s space (nil: the window).
    public func convert(_ rect: Rect, to node: Node?) -> Rect {
        let inWindow = transformToWindow.apply(to: rect)
        guard let node, let back = node.transformToWindow.inverted else { return inWindow }
        return back.apply(to: inWindow)
    }

    /// Converts a point in window points into this node's space.
    public func convertFromWindow(_ point: Point) -> Point {
        transformToWindow.inverted?.apply(to: point) ?? point
    }

    /// This node's bounds in window points (docs/MOTION.md, fix 11: bounds, not frame).
    public var frameInWindow: Rect { convert(bounds, to: nil) }

    // MARK: Hit testing

    /// The frontmost visible, interactive node under a point given in the parent's
    /// space, following UIKit: a point outside a node's bounds hits none of its children.
    public func hitTest(_ pointInParent: Point) -> Node? {
        guard !isHidden, isUserInteractionEnabled, alpha > Node.minimumHitAlpha,
            let inverse = transformToParent.inverted
        else { return nil }
        let local = inverse.apply(to: pointInParent)
        guard bounds.contains(local) else { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return isTouchTransparent ? nil : self
    }

    /// UIKit ignores views with alpha below 0.01 when hit testing.
    public static let minimumHitAlpha = 0.01

    /// The recognizers a touch on this node sees: its own, then each ancestor's.
    public var recognizersFromHereUp: [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var node: Node? = self
        while let current = node {
            result += current.gestureRecognizers
            node = current.parent
        }
        return result
    }
}
