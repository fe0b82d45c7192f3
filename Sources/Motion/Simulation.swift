/// A motion defined in closed form over time, after Flutter's `Simulation`.
///
/// `t` is seconds since the simulation started. Implementations are pure functions of
/// `t`, so evaluating at any time — in any order, at any step size — gives the same
/// answer; stepping code samples them rather than integrating.
public protocol Simulation {
    /// Where the simulated value is at time `t`.
    func position(at t: Double) -> Double
    /// How fast the value changes at time `t`, in units per second.
    func velocity(at t: Double) -> Double
    /// Whether the motion has come to rest by time `t`.
    func isDone(at t: Double) -> Bool
}
