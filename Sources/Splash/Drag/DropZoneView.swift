import Geometry
import Motion
import Scene

/// The download drop zone: a black circle in the bottom-right corner with its label
/// (docs/MOTION.md, Drag to download).
///
/// It animates only when its state changes (fix 5): sliding in or out along the diagonal
/// and growing to or from the hover size, each a 0.2 s curve from wherever it is. The
/// circle's frame is laid out from those two values and never scaled, so the label keeps
/// its 18-point size and stays inside the visible part in both sizes. The label lives in
/// its own node, which the drag draws above the dragged copy, so a photo hovering over
/// the zone never hides it (issue 12).
public final class DropZoneView {
    public let node = Node(name: "drag.zone", content: .color(.black))
    /// The label, framed like the circle; the owner puts it in front of the copy.
    public let labelNode = Node(name: "drag.zone.label")
    private let lines = DragMetrics.zoneLabelLines.indices.map { Node(name: "drag.zone.label\($0)") }
    public private(set) var state: DropZoneState = .hidden
    /// 0 on screen, 1 hidden beyond the corner.
    private var slide = Animation<Double>(value: 1)
    /// 0 at rest size, 1 at hover size.
    private var growth = Animation<Double>(value: 0)
    private var viewport = Size.zero
    /// Reduce Motion: the zone fades in and out in place instead of sliding, and snaps
    /// between rest and hover size instead of growing.
    public var reduceMotion = false
    private var opacity = Animation<Double>(value: 1)

    public init() {
        node.isUserInteractionEnabled = false
        node.isHidden = true
        labelNode.isUserInteractionEnabled = false
        labelNode.isHidden = true
        for (line, text) in zip(lines, DragMetrics.zoneLabelLines) {
            line.content = .text(text, font: .bold(DragMetrics.zoneLabelSize), color: .white, alignment: .center)
            labelNode.addChild(line)
        }
    }

    /// Slides in (dragging started) or out (the drag ended); grows back to rest size.
    public func setShown(_ shown: Bool) {
        let wanted: DropZoneState = shown ? .visible : .hidden
        guard (state == .hidden) != (wanted == .hidden) else { return }
        state = wanted
        if reduceMotion {
            if shown { slide.setImmediately(0); opacity.setImmediately(0) }
            opacity.retarget(to: shown ? 1 : 0, duration: ReduceMotion.crossFadeDuration)
            growth.setImmediately(0)
        } else {
            slide.retarget(to: shown ? 0 : 1, duration: DragMetrics.animationDuration)
            growth.retarget(to: 0, duration: DragMetrics.animationDuration)
        }
        node.isHidden = false
        labelNode.isHidden = false
    }

    /// Updates hover for a pointer in window points, with hysteresis (fix 6): the pointer
    /// enters at the circle's radius and leaves only beyond it plus a margin.
    public func track(pointer: Point) {
        guard state != .hidden else { return }
        let distance = pointer.distance(to: center)
        // The hysteresis is the circle's own growth: hover starts inside the rest-size
        // circle and lasts while the pointer is inside the circle as drawn now, never
        // beyond its visible edge (issue 12).
        let hovering = distance <= radius
        let wanted: DropZoneState = hovering ? .hover : .visible
        guard wanted != state else { return }
        state = wanted
        if reduceMotion {
            growth.setImmediately(hovering ? 1 : 0)
        } else {
            growth.retarget(to: hovering ? 1 : 0, duration: DragMetrics.animationDuration)
        }
    }

    /// Whether a release at this pointer drops the photo.
    public var isHovering: Bool { state == .hover }

    public var isAnimating: Bool { !slide.isFinished || !growth.isFinished || !opacity.isFinished }

    /// The circle's centre now, window points (where a dropped photo flies).
    public var center: Point { node.frame.center }

    /// The circle's radius now.
    public var radius: Double { node.frame.width / 2 }

    public func step(dt: Double) {
        guard !node.isHidden else { return }
        slide.step(dt: dt)
        growth.step(dt: dt)
        opacity.step(dt: dt)
        node.alpha = opacity.value
        labelNode.alpha = opacity.value
        layout(in: viewport)
        if state == .hidden && slide.isFinished && opacity.isFinished {
            node.isHidden = true
            labelNode.isHidden = true
            if reduceMotion {
                // Hidden beyond the corner again, fully opaque for the next showing.
                slide.setImmediately(1)
                opacity.setImmediately(1)
                node.alpha = 1
                labelNode.alpha = 1
            }
        }
    }

    /// Lays the circle and label out in a window of `size`.
    public func layout(in size: Size) {
        viewport = size
        let g = growth.value
        // Sized for the 414 × 736 reference window; a smaller window shrinks it alike, so
        // at 320 pt the grown zone covers 72% of the width, not 94%.
        let scale = DropZoneView.scale(for: size)
        let diameter = mix(DragMetrics.zoneDiameter, DragMetrics.hoverDiameter, g) * scale
        let shownWidth = mix(DragMetrics.zoneShownWidth, DragMetrics.hoverShownWidth, g) * scale
        let shownHeight = mix(DragMetrics.zoneShownHeight, DragMetrics.hoverShownHeight, g) * scale
        let offset = slide.value * DragMetrics.zoneHiddenDistance * scale
        node.frame = Rect(
            x: size.width - shownWidth + offset, y: size.height - shownHeight + offset,
            width: diameter, height: diameter)
        node.cornerRadius = diameter / 2
        labelNode.frame = node.frame
        // The label is centred on the circle's centre, across the visible chord there:
        // from the circle's left edge to the window's right edge, inset on both sides.
        let visibleWidth = size.width - node.frame.minX - offset
        let blockTop = (diameter - DragMetrics.zoneLabelLineHeight * Double(lines.count)) / 2
        for (index, line) in lines.enumerated() {
            line.frame = Rect(
                x: DragMetrics.zoneLabelInset, y: blockTop + DragMetrics.zoneLabelLineHeight * Double(index),
                width: max(0, visibleWidth - 2 * DragMetrics.zoneLabelInset),
                height: DragMetrics.zoneLabelLineHeight)
        }
    }

    private func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// The zone's size relative to the reference window's: 1 from 414 × 736 up, less in
    /// a smaller window.
    static func scale(for size: Size) -> Double {
        let reference = DragMetrics.zoneReferenceWindow
        return max(0.5, min(1, size.width / reference.width, size.height / reference.height))
    }
}
