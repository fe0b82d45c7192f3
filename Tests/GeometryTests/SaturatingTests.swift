import Geometry
import Testing

/// The checked conversion never traps: NaN, infinities and huge values are clamped.
struct SaturatingTests {
    @Test func extremesAreClamped() {
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -1e308) == .min)
        #expect(Int(saturating: 9.3e18) == .max)
        #expect(Int(saturating: 9_223_372_036_854_774_784.0) == 9_223_372_036_854_774_784)
        #expect(Int(saturating: -2.7) == -2)
        #expect(Int32(saturating: 3e9) == .max)
        #expect(Int32(saturating: -3e9) == .min)
        #expect(UInt32(saturating: -1) == 0)
        #expect(UInt32(saturating: 5e9) == .max)
        #expect(UInt8(saturating: 255.9) == 255)
        #expect(UInt8(saturating: .nan) == 0)
        #expect(UInt8(saturating: 12.7) == 12)
    }
}
