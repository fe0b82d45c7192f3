/// Points rounded to whole device pixels.
extension Double {
    /// This many points rounded to the nearest whole device pixel at `pixelScale` device
    /// pixels per point (unchanged when the scale is not known, 0): where a scroll view's
    /// content is drawn, and what is pinned to its offset must be drawn at too.
    public func roundedToDevicePixels(at pixelScale: Double) -> Double {
        guard pixelScale > 0 else { return self }
        return (self * pixelScale).rounded() / pixelScale
    }
}
