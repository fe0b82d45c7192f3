extension Double {
    /// The shortest text that parses back to the same Double: "200", "10.5"; past 2^53,
    /// where a Double no longer holds every integer, Double's own text. Scripts, reports
    /// and messages write numbers this way.
    public var shortestText: String {
        if self == rounded(), abs(self) < Double.largestExactInteger { return String(Int(self)) }
        return description
    }

    /// 2^53: beyond it a Double no longer holds every integer.
    static let largestExactInteger = 9_007_199_254_740_992.0
}
