/// A value that animations can move: a vector space over `Double`, so springs and curves
/// animate it component by component.
///
/// A spring's closed form is linear in its start displacement and velocity, so one set of
/// coefficients per step serves every component; that is why this protocol asks only for
/// addition and scaling, as SwiftUI's `VectorArithmetic` does.
public protocol Animatable: Equatable, Sendable {
    /// The value whose every component is 0 (not necessarily an identity: for `Transform`
    /// it has zero scale).
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The largest absolute component (the L∞ norm): an animation has settled when this
    /// is below its epsilon for both displacement and velocity.
    var componentMagnitude: Double { get }
}

extension Animatable {
    /// The value `fraction` of the way from `self` to `end`; fractions outside 0…1
    /// extrapolate, which a spring's overshoot needs.
    @inlinable
    public func interpolated(to end: Self, fraction: Double) -> Self {
        self + (end - self).scaled(by: fraction)
    }
}
