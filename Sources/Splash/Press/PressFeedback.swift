import Geometry
import Gestures
import Motion
import Scene

/// The press-down effect on photo cells and category cards (seed 001, docs/MOTION.md,
/// Press feedback): a 0.05 s long press that recognizes with everything and cancels no
/// touches scales the pressed cell to 0.98 on a UIKit spring, and springs it back when
/// the pointer leaves, the touch ends, or scrolling starts (fix 10).
public final class PressFeedback {
    /// Something that can be pressed: an id for the report and its node now.
    public struct Target {
        public var id: PressableID
        public var node: Node
        /// The scale it presses down to; nil for a feed row's (`press.scale`, 0.98; a
        /// card gives `card.press.scale`, 0.95).
        public var pressedScale: Double?

        public init(id: PressableID, node: Node, pressedScale: Double? = nil) {
            self.id = id
            self.node = node
            self.pressedScale = pressedScale
        }
    }

    public let recognizer: LongPressGestureRecognizer
    /// The motion values: the pressed scales and the press spring (`--motion`).
    public var motion = MotionTuning.defaults
    /// The last press or release spring that ran to rest, sampled each step (the motion
    /// panel draws it); `traceCount` counts them, so a new one is noticed.
    public private(set) var lastTrace: MotionTrace?
    public private(set) var traceCount = 0
    /// The spring being traced: its id, where it started and where it was going.
    private var tracing: (id: PressableID, start: Double, target: Double, trace: MotionTrace)?
    /// A feed row's pressed scale.
    public var rowScale: Double { motion.number("press.scale") }
    /// A category card's pressed scale.
    public var cardScale: Double { motion.number("card.press.scale") }
    /// Finds the pressable thing under a window point.
    public var targetAt: (Point) -> Target? = { _ in nil }
    /// Finds the node currently showing a pressable id (cells are reused).
    public var nodeFor: (PressableID) -> Node? = { _ in nil }
    /// The cell the touch went down on, pressed or not (the pointer may have left it).
    public private(set) var touched: Target?
    private var isInside = false
    private var springs: [PressableID: Animation<Double>] = [:]
    /// Reduce Motion: the press dims the cell with a short cross-fade instead of
    /// springing its scale, so nothing zooms.
    public var reduceMotion = false
    /// Under Reduce Motion, a black overlay on each dimmed cell and its fade.
    private var dims: [PressableID: (overlay: Node, fade: Animation<Double>)] = [:]

    public init() {
        recognizer = LongPressGestureRecognizer(minimumPressDuration: PressMetrics.minimumPressDuration)
        recognizer.name = "press"
        recognizer.cancelsTouchesInView = false
        recognizer.shouldRecognizeSimultaneously = { _, _ in true }
        recognizer.addTarget { [unowned self] recognizer in self.changed(recognizer) }
    }

    /// The id of the cell showing the press-down effect now.
    public var pressedID: PressableID? { isInside ? touched?.id : nil }

    /// The current scale of any id (1 when not animating).
    public func scale(of id: PressableID) -> Double { springs[id]?.value ?? 1 }

    public var isAnimating: Bool { springs.values.contains { !$0.isFinished } || dims.values.contains { !$0.fade.isFinished } }

    /// Releases the press at once (scrolling began, a drag lifted the photo).
    public func cancel() {
        if recognizer.state == .began || recognizer.state == .changed { recognizer.cancel() }
        release()
    }

    /// Forgets the animation of a cell that was reused for another photo.
    public func forget(_ id: PressableID) {
        springs[id] = nil
        dims.removeValue(forKey: id)?.overlay.removeFromParent()
        if touched?.id == id { touched = nil; isInside = false }
    }

    private func changed(_ recognizer: LongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            touched = targetAt(recognizer.location)
            if touched != nil { press() }
        case .changed:
            guard let touched else { return }
            let inside = touched.node.frameInWindow.contains(recognizer.location)
            if inside && !isInside { press() } else if !inside && isInside { unpress() }
        case .ended, .cancelled, .failed:
            release()
        default:
            break
        }
    }

    private func press() {
        guard let touched else { return }
        isInside = true
        animate(touched.id, to: touched.pressedScale ?? rowScale)
    }

    private func unpress() {
        guard let touched else { return }
        isInside = false
        animate(touched.id, to: 1)
    }

    private func release() {
        if isInside { unpress() }
        touched = nil
        isInside = false
    }

    private func animate(_ id: PressableID, to scale: Double) {
        if reduceMotion { return dim(id, pressed: scale != 1) }
        // UIView.animate(usingSpringWithDamping:initialSpringVelocity:) with
        // .beginFromCurrentState: from the scale shown now, at the relative velocity.
        let tuned = motion.spring("press.spring")
        let parameters = tuned.parameters
        var spring = springs[id] ?? Animation.spring(value: 1, spring: parameters, tolerance: PressMetrics.tolerance)
        guard scale != spring.target || !spring.isFinished else { return }
        let velocity = VelocityHandoff.pointsPerSecond(relativeVelocity: tuned.initialVelocity, from: spring.value, to: scale)
        spring.retarget(to: scale, velocity: velocity, spring: parameters)
        springs[id] = spring
        tracing = (id, spring.value, scale, MotionTrace(interval: 1.0 / Double(FixedStepClock.defaultStepsPerSecond)))
    }

    /// Reduce Motion: fades the cell's dimming overlay in or out.
    private func dim(_ id: PressableID, pressed: Bool) {
        var entry = dims[id] ?? (Node(name: "press.dim", content: .color(.black)), Animation<Double>(value: 0))
        entry.overlay.isUserInteractionEnabled = false
        entry.fade.retarget(to: pressed ? ReduceMotion.pressedDimming : 0, duration: ReduceMotion.crossFadeDuration)
        dims[id] = entry
    }

    /// Advances the dimming fades and keeps each overlay on the node showing its id.
    private func stepDims(dt: Double) {
        for id in Array(dims.keys) {
            guard var entry = dims[id] else { continue }
            entry.fade.step(dt: dt)
            let node = nodeFor(id)
            if entry.overlay.parent !== node {
                entry.overlay.removeFromParent()
                node?.addChild(entry.overlay)
            }
            entry.overlay.frame = node.map { Rect(origin: .zero, size: $0.frame.size) } ?? .zero
            entry.overlay.alpha = entry.fade.value
            if entry.fade.isFinished && entry.fade.value == 0 && pressedID != id {
                entry.overlay.removeFromParent()
                dims[id] = nil
            } else {
                dims[id] = entry
            }
        }
    }

    /// Advances the springs and writes each scale onto the node showing it.
    public func step(dt: Double) {
        stepDims(dt: dt)
        for id in Array(springs.keys) {
            guard var spring = springs[id] else { continue }
            spring.step(dt: dt)
            if var traced = tracing, traced.id == id {
                traced.trace.interval = dt
                traced.trace.append(MotionTrace.share(spring.value, from: traced.start, to: traced.target))
                tracing = spring.isFinished ? nil : traced
                if spring.isFinished {
                    lastTrace = traced.trace
                    traceCount += 1
                }
            }
            let node = nodeFor(id)
            node?.transform = spring.value == 1 ? .identity : .scale(spring.value)
            if spring.isFinished && spring.value == 1 && pressedID != id {
                springs[id] = nil
            } else {
                springs[id] = spring
            }
        }
    }
}
