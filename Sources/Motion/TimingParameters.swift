/// How a property animator moves through its run: a curve over the animator's duration,
/// or a spring (UIKit's `UICubicTimingParameters` and `UISpringTimingParameters`).
/// Initial velocities are relative: 1 covers the remaining distance in one second.
public enum TimingParameters: Hashable, Sendable {
    case curve(TimingCurve)
    /// A spring fitted to the run's duration by `SpringParameters(duration:dampingRatio:…)`.
    case spring(dampingRatio: Double, initialVelocity: Double = 0)
    /// A spring given physically; the run lasts until it settles, whatever the duration.
    case physicalSpring(SpringParameters, initialVelocity: Double = 0)
}
