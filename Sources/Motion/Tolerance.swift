/// How close to rest counts as rest, after Flutter's physics `Tolerance`: an animation
/// is finished when both its distance from where it is going and its speed are under
/// these. Every animation and simulation in Splash takes one of these values, so what
/// "done" means is said in one place (docs/MOTION.md, Springs).
public struct Tolerance: Hashable, Sendable {
    /// In the value's units.
    public var distance: Double
    /// In the value's units per second.
    public var velocity: Double

    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// For values in points: 0.001 pt and 0.001 pt/s are far below a pixel at any scale
    /// Splash draws (docs/MOTION.md, Springs).
    public static let points = Tolerance(distance: 0.001, velocity: 0.001)
    /// For unitless values such as a scale, where 0.001 of a 400-point cell is 0.4 pt:
    /// 1e-5 of it is 0.004 pt (docs/MOTION.md, Press feedback).
    public static let unitless = Tolerance(distance: 1e-5, velocity: 1e-5)
    /// What the eye can tell: a quarter point is invisible at any display scale, and
    /// 15 pt/s is a quarter point per 60 Hz frame (docs/MOTION.md, Card transition).
    public static let visible = Tolerance(distance: 0.25, velocity: 15)
    /// A glide (a fling, a wheel notch) stops when slower than 0.5 pt/s: at 0.998/ms
    /// what is left to travel is then v·τ ≈ 0.25 pt, so it lands on its rest point with
    /// no visible jump instead of crawling sub-pixel for another second; a glide shorter
    /// than 0.25 pt is not started (docs/MOTION.md, Scrolling).
    public static let glide = Tolerance(distance: 0.25, velocity: 0.5)
    /// A released finger slower than 0.1 pt/s starts no fling; a `Decay` with this
    /// tolerance has under 0.05 pt left when it stops (docs/MOTION.md, Scrolling).
    public static let fling = Tolerance(distance: 0.05, velocity: 0.1)

    /// Whether a displacement and a velocity both count as rest.
    @inlinable
    public func isAtRest<Value: Animatable>(displacement: Value, velocity speed: Value) -> Bool {
        displacement.componentMagnitude < distance && speed.componentMagnitude < velocity
    }
}
