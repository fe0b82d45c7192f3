/// A pan that begins on touch-down, with no threshold: for scrubbing, where the first
/// point of movement must already drive the animation (REFERENCE.md, card transition:
/// scrub). Same translation and velocity API as `PanGestureRecognizer`.
public final class InstantPanGestureRecognizer: PanGestureRecognizer {
    public init(name: String? = nil) {
        super.init(threshold: 0, directionLock: .none, name: name)
    }

    override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        requestBegin()
    }
}
