/// The one checked way to turn a `Double` into an integer: `Int(someDouble)` traps on
/// NaN, infinity or anything past the type's range (a script time of 1e308, a photo
/// claiming 1e19 pixels), so every such conversion in Sources goes through these, and
/// `SaturatingConversionTests` fails on any that does not. Inlinable: they run per pixel
/// in the renderer's loops (edge patches, coverage), where a call into this module for
/// each one cost more than the conversion.
extension Int {
    /// The nearest representable value: NaN is 0, values past either end are clamped.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        }
        // 2⁶³ is exactly representable; every Double below it converts without trapping.
        else if value >= 9_223_372_036_854_775_808.0 {
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self.init(value)
        }
    }
}

extension Int32 {
    /// The nearest representable value: NaN is 0, values past either end are clamped.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int32.max) {
            self = .max
        } else if value <= Double(Int32.min) {
            self = .min
        } else {
            self.init(value)
        }
    }
}

extension UInt32 {
    /// The nearest representable value: NaN and negatives are 0, values past the top are clamped.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN || value <= 0 { self = 0 } else if value >= Double(UInt32.max) { self = .max } else { self.init(value) }
    }
}

extension UInt8 {
    /// The nearest representable value: NaN and negatives are 0, values past 255 are 255.
    @inlinable
    public init(saturating value: Double) {
        if value.isNaN || value <= 0 { self = 0 } else if value >= 255 { self = .max } else { self.init(value) }
    }
}
