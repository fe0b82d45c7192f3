import Geometry

/// The one way Splash reads a percentile off a set of measurements: `--stats-out`, the
/// bench's floor, its spring and scaling lines all take the nearest rank, so a p50 or p99
/// means the same measured value wherever it is printed.
public enum Percentile {
    /// The value at `fraction` (0…1) of the way through `values` sorted: the nearest rank
    /// over `count − 1` (the median of an odd count is its middle value, of an even count
    /// the upper middle one); 0 for no values.
    public static func of(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int(saturating: (fraction * Double(sorted.count - 1)).rounded())
        return sorted[min(sorted.count - 1, max(0, rank))]
    }
}
