import Geometry

/// A continuous pan: begins once the touch has moved past its slop, reports a
/// cumulative translation and a least-squares velocity, and ends on the up.
///
/// Translation is measured from the touch-down point, so content following it tracks
/// the pointer exactly; call `setTranslation(_:)` (e.g. with `.zero` on began) to measure
/// from elsewhere, as UIKit apps do. With a direction lock the pan fails if the first
/// movement past the slop is mostly along the other axis (so an enclosing pan can take
/// the touch), and it reports only the locked axis, also as the plain numbers
/// `primaryTranslation` and `primaryVelocity`.
public class PanGestureRecognizer: GestureRecognizer {
    /// Which axis, if any, the pan is confined to.
    public enum DirectionLock: Hashable, Sendable {
        case none, horizontal, vertical
    }

    /// The one axis the pan follows, or `.none` for both.
    public let directionLock: DirectionLock

    private var origin = Point.zero
    private var current = Point.zero
    private var tracker = VelocityTracker()

    /// A pan following both axes, or only the one `directionLock` names.
    public init(directionLock: DirectionLock = .none, name: String? = nil) {
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

    /// The translation along the locked axis, points (rightward or downward positive).
    /// Only a direction-locked pan has one: asking a free pan is a programmer error.
    public var primaryTranslation: Double { alongLockedAxis(translation) }

    /// The velocity along the locked axis, points per second (see `primaryTranslation`).
    public var primaryVelocity: Double { alongLockedAxis(velocity) }

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
        guard moved.length > slop else { return }
        switch directionLock {
        case .none:
            requestBegin()
        case .horizontal:
            if abs(moved.x) > abs(moved.y) { requestBegin() } else { fail() }
        case .vertical:
            if abs(moved.y) > abs(moved.x) { requestBegin() } else { fail() }
        }
    }

    private func alongLockedAxis(_ vector: Point) -> Double {
        switch directionLock {
        case .none: preconditionFailure("a pan without a direction lock has no primary axis")
        case .horizontal: vector.x
        case .vertical: vector.y
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
