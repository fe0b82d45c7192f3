/// A pan that begins on touch-down, with no threshold: for scrubbing, where the first
/// point of movement must already drive the animation (docs/MOTION.md, Card transition).
/// Same translation and velocity API as `PanGestureRecognizer`.
public final class InstantPanGestureRecognizer: PanGestureRecognizer {
    /// No slop: the first point of movement already counts.
    override public class var defaultSlop: Double { 0 }

    /// A pan on both axes that asks to begin as its touch goes down.
    public init(name: String? = nil) {
        super.init(directionLock: .none, name: name)
    }

    override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        requestBegin()
    }
}
