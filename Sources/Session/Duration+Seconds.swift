extension Duration {
    /// The duration in seconds as a `Double`: how every measurement Splash prints
    /// (`--stats-out`, the bench's lines) reads a `ContinuousClock` interval.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
