import Geometry

/// A running digest of 64-bit words, cheap enough to run over every command of every
/// frame (DrawnCommand): a multiply and a shift a word. `Hasher` (SipHash) spent about
/// 880 instructions on a command, a tenth of a steady fling frame at 1280 × 800
/// (callgrind). The digest only finds candidates: commands are still compared whole, so
/// words that collide cost a comparison, never a wrong pixel.
struct DigestMixer {
    /// The digest so far.
    private(set) var value: UInt64 = 0x243F_6A88_85A3_08D3

    /// Takes in one word (a multiplier with good bit spread: the golden ratio's).
    mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }

    /// Takes in a number: its bits, with -0 as 0, since the two are equal.
    mutating func mix(_ number: Double) { mix(number == 0 ? 0 : number.bitPattern) }

    mutating func mix(_ number: Int) { mix(UInt64(bitPattern: Int64(number))) }

    mutating func mix(_ rect: Rect) {
        mix(rect.minX)
        mix(rect.minY)
        mix(rect.width)
        mix(rect.height)
    }

    mutating func mix(_ color: Color) {
        mix(color.red)
        mix(color.green)
        mix(color.blue)
        mix(color.alpha)
    }
}
