import Geometry

/// A continuous pan: begins once the touch has moved past a threshold, reports a
/// cumulative translation and a least-squares velocity, and ends on the up.
///
/// Translation is measured from the touch-down point, so content following it tracks
/// the pointer exactly; call `setTranslation(_:)` (e.g. with `.zero` on began) to measure
/// from elsewhere, as UIKit apps do. With a direction lock the pan fails if the first
/// movement past the threshold is mostly along the other axis (so an enclosing pan can
/// take the touch), and it reports only the locked axis.
public class PanGestureRecognizer: GestureRecognizer {
    /// Which axis, if any, the pan is confined to.
    public enum DirectionLock: Hashable, Sendable {
        case none, horizontal, vertical
    }

    /// REFERENCE.md, UIKit motion: a pan begins after about 10 points (common reading).
    public static let defaultThreshold: Double = 10

    /// Points the touch must move from its down point before the pan begins.
    public let threshold: Double

    public let directionLock: DirectionLock

    private var origin = Point.zero
    private var current = Point.zero
    private var tracker = VelocityTracker()

    public init(threshold: Double = PanGestureRecognizer.defaultThreshold,
                directionLock: DirectionLock = .none,
                name: String? = nil) {
        self.threshold = threshold
        self.directionLock = directionLock
        super.init(name: name)
    }

    /// Movement since the touch went down (or since `setTranslation`), in points.
    public var translation: Point { locked(current - origin) }

    /// Re-bases the translation so that it reads `translation` at the current point.
    public func setTranslation(_ translation: Point) {
        origin = current - translation
    }

    /// Points per second, fitted over the latest samples; zero once the pointer has
    /// rested (see `VelocityTracker`).
    public var velocity: Point { locked(tracker.velocity(at: timestamp)) }

    override func touchBegan(_ touch: Touch) {
        origin = touch.location
        current = touch.location
        tracker.reset()
        tracker.addSample(touch.location, at: touch.timestamp)
    }

    override func touchMoved(_ touch: Touch) {
        current = touch.location
        tracker.addSample(touch.location, at: touch.timestamp)
        if state.isActive {
            change()
        } else if pendingTransition == nil {
            considerBeginning()
        }
    }

    override func touchEnded(_ touch: Touch) {
        current = touch.location
        tracker.addSample(touch.location, at: touch.timestamp)
        if state.isActive { end() } else { fail() }
    }

    override func resetGesture() {
        origin = .zero
        current = .zero
        tracker.reset()
    }

    private func considerBeginning() {
        let moved = current - origin
        guard moved.length > threshold else { return }
        switch directionLock {
        case .none:
            requestBegin()
        case .horizontal:
            if abs(moved.x) > abs(moved.y) { requestBegin() } else { fail() }
        case .vertical:
            if abs(moved.y) > abs(moved.x) { requestBegin() } else { fail() }
        }
    }

    private func locked(_ vector: Point) -> Point {
        switch directionLock {
        case .none: vector
        case .horizontal: Point(x: vector.x, y: 0)
        case .vertical: Point(x: 0, y: vector.y)
        }
    }
}
