import Motion

/// The press-down effect's numbers (docs/MOTION.md, Press feedback; seed 001).
public enum PressMetrics {
    /// docs/MOTION.md, Press feedback: pressed scale 0.98 (feed rows).
    public static let pressedScale = 0.98
    /// docs/MOTION.md, Press feedback: a category or Explore card presses to 0.95 (seed
    /// 004's project).
    public static let cardPressedScale = 0.95
    /// docs/MOTION.md, Press feedback: UIKit spring duration 0.4 s.
    public static let springDuration = 0.4
    /// docs/MOTION.md, Press feedback: damping ratio 0.4.
    public static let dampingRatio = 0.4
    /// docs/MOTION.md, Press feedback: initial velocity 3 (relative).
    public static let initialVelocity = 3.0
    /// docs/MOTION.md, Press feedback: long press minimum duration 0.05 s.
    public static let minimumPressDuration = 0.05
    /// A scale settles within `Tolerance.unitless`: 1e-5 of a 414-point cell is
    /// 0.004 pt, so the final snap is invisible (the points tolerance, 0.001, would be
    /// 0.4 pt).
    public static let tolerance = Tolerance.unitless
}
