/// A damped spring's solution at one instant, for unit start conditions.
///
/// The spring equation is linear, so a displacement `d0` and velocity `v0` at time 0
/// become `d0·positionPerDisplacement + v0·positionPerVelocity` at time t (and likewise
/// for velocity). Computing these four numbers once per step lets every component of an
/// `Animatable` share one `exp` and one `sin`/`cos`.
public struct SpringBasis: Hashable, Sendable {
    public var positionPerDisplacement: Double
    public var positionPerVelocity: Double
    public var velocityPerDisplacement: Double
    public var velocityPerVelocity: Double

    @inlinable
    public init(
        positionPerDisplacement: Double, positionPerVelocity: Double,
        velocityPerDisplacement: Double, velocityPerVelocity: Double
    ) {
        self.positionPerDisplacement = positionPerDisplacement
        self.positionPerVelocity = positionPerVelocity
        self.velocityPerDisplacement = velocityPerDisplacement
        self.velocityPerVelocity = velocityPerVelocity
    }

    /// Displacement from the rest point at this instant, given the start conditions.
    @inlinable
    public func displacement<Value: Animatable>(from d0: Value, velocity v0: Value) -> Value {
        d0.scaled(by: positionPerDisplacement) + v0.scaled(by: positionPerVelocity)
    }

    /// Velocity at this instant, given the start conditions.
    @inlinable
    public func velocity<Value: Animatable>(from d0: Value, velocity v0: Value) -> Value {
        d0.scaled(by: velocityPerDisplacement) + v0.scaled(by: velocityPerVelocity)
    }
}
