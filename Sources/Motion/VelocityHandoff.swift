import Geometry

/// Converts between a gesture's velocity in points per second and the relative velocity
/// UIKit springs take: 1 means the whole remaining distance per second (docs/MOTION.md,
/// Springs: `UISpringTimingParameters` velocity = gesture velocity ÷ remaining
/// distance).
public enum VelocityHandoff {
    /// Points per second for a relative velocity over the distance `to − from`.
    public static func pointsPerSecond(relativeVelocity: Double, from: Double, to: Double) -> Double {
        relativeVelocity * (to - from)
    }
}
