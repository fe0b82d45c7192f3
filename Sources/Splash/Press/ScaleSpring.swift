import Motion

/// A scale driven by UIKit-style springs, restarted from where it is on each new target.
///
/// UIView.animate(usingSpringWithDamping:initialSpringVelocity:) with
/// `.beginFromCurrentState` starts each animation at the presentation value with the
/// given relative velocity; this does the same, on simulation time.
public struct ScaleSpring: Sendable {
    /// A scale settles when within this of its target: 1e-5 of a 414-point cell is
    /// 0.004 pt, so the final snap is invisible (Motion's default 0.001 would be 0.4 pt).
    public static let settlingEpsilon = 1e-5

    public private(set) var value: Double
    public private(set) var target: Double
    private var spring: Spring?
    private var elapsed: Double = 0

    public init(value: Double = 1) {
        self.value = value
        target = value
    }

    /// Springs from the current value to `target` (UIKit duration, ratio, relative velocity).
    public mutating func animate(to target: Double, duration: Double, dampingRatio: Double, initialVelocity: Double) {
        guard target != self.target || spring != nil else { return }
        self.target = target
        var spring = Spring(
            duration: duration, dampingRatio: dampingRatio, initialRelativeVelocity: initialVelocity,
            from: value, to: target)
        spring.settlingEpsilon = ScaleSpring.settlingEpsilon
        self.spring = spring
        elapsed = 0
    }

    /// Jumps to `value` with no motion (a reused cell starts unpressed).
    public mutating func set(_ value: Double) {
        self.value = value
        target = value
        spring = nil
    }

    public var isSettled: Bool { spring == nil }

    public mutating func step(dt: Double) {
        guard let spring else { return }
        elapsed += dt
        if spring.isDone(at: elapsed) {
            value = target
            self.spring = nil
        } else {
            value = spring.position(at: elapsed)
        }
    }
}
