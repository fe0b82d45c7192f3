import Geometry

/// A discrete tap, or several in a row: recognized on the last required touch-up.
///
/// Each tap fails the gesture if its touch strays more than `slop` from where
/// it went down; between taps, the next must come within `maximumIntervalBetweenTaps`
/// and be hit-tested to this recognizer again.
public final class TapGestureRecognizer: GestureRecognizer {
    /// Tuned (docs/MOTION.md, Gestures; UIKit publishes no multi-tap interval): the
    /// longest wait from one tap's up to the next tap's down, seconds.
    public static let maximumIntervalBetweenTaps: Double = 0.35

    /// Taps that make the gesture.
    public let numberOfTapsRequired: Int

    /// Taps completed in the current attempt.
    public private(set) var tapsCompleted = 0

    private var downLocation = Point.zero
    private var lastUpTime: Double?

    /// A tap recognized on the up of its `numberOfTapsRequired`-th tap.
    public init(numberOfTapsRequired: Int = 1, name: String? = nil) {
        precondition(numberOfTapsRequired >= 1, "a tap needs at least one tap")
        self.numberOfTapsRequired = numberOfTapsRequired
        super.init(name: name)
    }

    override var isAwaitingTouch: Bool {
        state == .possible && lastUpTime != nil && tapsCompleted < numberOfTapsRequired
    }

    override func touchBegan(_ touch: Touch) {
        if let lastUpTime, touch.timestamp - lastUpTime > Self.maximumIntervalBetweenTaps {
            fail()
            return
        }
        lastUpTime = nil
        downLocation = touch.location
    }

    override func touchMoved(_ touch: Touch) {
        if touch.location.distance(to: downLocation) > slop { fail() }
    }

    override func touchEnded(_ touch: Touch) {
        guard state == .possible else { return }
        if touch.location.distance(to: downLocation) > slop {
            fail()
            return
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            requestRecognize()
        } else {
            lastUpTime = touch.timestamp
        }
    }

    override func timeAdvanced(to time: Double) {
        if isAwaitingTouch, let lastUpTime, time - lastUpTime > Self.maximumIntervalBetweenTaps {
            fail()
        }
    }

    override func resetGesture() {
        tapsCompleted = 0
        lastUpTime = nil
        downLocation = .zero
    }
}
