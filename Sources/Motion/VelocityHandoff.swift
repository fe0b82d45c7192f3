import Geometry

/// Converts between a gesture's velocity in points per second and the relative velocity
/// UIKit springs take: 1 means the whole remaining distance per second (docs/MOTION.md,
/// Springs: `UISpringTimingParameters` velocity = gesture velocity ÷ remaining
/// distance).
public enum VelocityHandoff {
    /// Distances shorter than this have no meaningful relative velocity; the conversion
    /// gives 0 rather than dividing by (almost) zero.
    public static let minimumDistance = 1e-9

    /// The relative velocity of a gesture moving at `pointsPerSecond` with `to − from`
    /// still to go.
    public static func relativeVelocity(pointsPerSecond: Double, from: Double, to: Double) -> Double {
        let distance = to - from
        return abs(distance) < minimumDistance ? 0 : pointsPerSecond / distance
    }

    /// Points per second for a relative velocity over the distance `to − from`.
    public static func pointsPerSecond(relativeVelocity: Double, from: Double, to: Double) -> Double {
        relativeVelocity * (to - from)
    }

    /// Per-axis relative velocity, as UIKit's `CGVector` initial velocity is.
    public static func relativeVelocity(pointsPerSecond velocity: Point, from: Point, to: Point) -> Point {
        Point(x: relativeVelocity(pointsPerSecond: velocity.x, from: from.x, to: to.x),
              y: relativeVelocity(pointsPerSecond: velocity.y, from: from.y, to: to.y))
    }

    /// Per-axis points per second for a relative velocity.
    public static func pointsPerSecond(relativeVelocity velocity: Point, from: Point, to: Point) -> Point {
        Point(x: pointsPerSecond(relativeVelocity: velocity.x, from: from.x, to: to.x),
              y: pointsPerSecond(relativeVelocity: velocity.y, from: from.y, to: to.y))
    }
}
