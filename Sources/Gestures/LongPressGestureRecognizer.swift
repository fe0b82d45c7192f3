import Geometry

/// A continuous long press: begins once the touch has been held still long enough.
///
/// Before it begins, moving more than `slop` (UIKit's `allowableMovement`) from the down
/// point or lifting fails it. After it begins, every move is a change, however far (as in
/// UIKit), and the up ends it. Its timer runs on the arena's simulation steps, never the
/// wall clock.
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit's default minimum press duration, 0.5 s (docs/MOTION.md, Gestures).
    public static let defaultMinimumPressDuration: Double = 0.5

    /// Seconds the touch must be held before the gesture begins.
    public let minimumPressDuration: Double

    private var downLocation = Point.zero
    private var downTime: Double?
    private var hasAskedToBegin = false

    /// A long press that begins once its touch has been held `minimumPressDuration`
    /// seconds within the slop.
    public init(
        minimumPressDuration: Double = LongPressGestureRecognizer.defaultMinimumPressDuration,
        name: String? = nil
    ) {
        self.minimumPressDuration = minimumPressDuration
        super.init(name: name)
    }

    override func touchBegan(_ touch: Touch) {
        downLocation = touch.location
        downTime = touch.timestamp
        timeAdvanced(to: touch.timestamp)
    }

    override func touchMoved(_ touch: Touch) {
        if state.isActive {
            change()
        } else if touch.location.distance(to: downLocation) > slop {
            fail()
        }
    }

    override func touchEnded(_ touch: Touch) {
        if state.isActive { end() } else { fail() }
    }

    override func timeAdvanced(to time: Double) {
        guard state == .possible, !hasAskedToBegin, let downTime,
            time - downTime >= minimumPressDuration
        else { return }
        hasAskedToBegin = true
        requestBegin()
    }

    override var nextDeadline: Double? {
        guard state == .possible, !hasAskedToBegin, let downTime else { return nil }
        return downTime + minimumPressDuration
    }

    override func resetGesture() {
        downLocation = .zero
        downTime = nil
        hasAskedToBegin = false
    }
}
