/// A box blur's rounded average, `(sum + window / 2) / window`, as a multiply and a
/// shift, where a division would cost tens of cycles on each channel of each pixel. The
/// multiplier is ⌈2³²/window⌉, exact while sum × window < 2³²: for every sum a window
/// of bytes can hold up to a window of 4 000 (the blur's is under 10).
struct BoxDivision {
    private let multiplier: UInt64
    private let half: Int

    init(window: Int) {
        let window = max(1, window)
        multiplier = ((1 << 32) + UInt64(window) - 1) / UInt64(window)
        half = window / 2
    }

    func callAsFunction(_ sum: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(truncatingIfNeeded: sum + half) &* multiplier) >> 32)
    }
}
