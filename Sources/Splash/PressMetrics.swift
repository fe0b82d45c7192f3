/// The press-down effect's numbers (REFERENCE.md, Press feedback; seed 001).
public enum PressMetrics {
    /// REFERENCE.md, Press feedback: pressed scale 0.98 (feed rows).
    public static let pressedScale = 0.98
    /// REFERENCE.md, Card transition: a category or Explore card presses to 0.95 (seed
    /// 004's project).
    public static let cardPressedScale = 0.95
    /// REFERENCE.md, Press feedback: UIKit spring duration 0.4 s.
    public static let springDuration = 0.4
    /// REFERENCE.md, Press feedback: damping ratio 0.4.
    public static let dampingRatio = 0.4
    /// REFERENCE.md, Press feedback: initial velocity 3 (relative).
    public static let initialVelocity = 3.0
    /// REFERENCE.md, Press feedback: long press minimum duration 0.05 s.
    public static let minimumPressDuration = 0.05
    /// REFERENCE.md, UIKit motion: long press allowable movement 10 points.
    public static let allowableMovement = 10.0
}
