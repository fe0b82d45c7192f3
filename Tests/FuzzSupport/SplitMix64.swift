/// SplitMix64: a tiny, fixed, portable random number generator, so a seed gives the same
/// sequence on every machine and a failing case can be named by its seed. The one
/// generator every test target uses (random sessions, fuzz cases, jittered input).
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly drawn integer in `range` (modulo draw: the bias is far below what a
    /// test could see).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(truncatingIfNeeded: next() % UInt64(range.count))
    }
}
