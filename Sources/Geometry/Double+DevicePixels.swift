/// Points rounded to whole device pixels.
extension Double {
    /// This many points rounded to the nearest whole device pixel at `pixelScale` device
    /// pixels per point (unchanged when the scale is not known, 0): where a scroll view's
    /// content is drawn, and what is pinned to its offset must be drawn at too.
    public func roundedToDevicePixels(at pixelScale: Double) -> Double {
        guard pixelScale > 0 else { return self }
        return (self * pixelScale).rounded() / pixelScale
    }

    /// Arithmetic noise allowed around a half-way point by `roundedWithTiesUp`, in the
    /// units rounded (device pixels): far below any visible difference, far above a
    /// double's error on a window's coordinates.
    static let tieSlack = 1e-6

    /// The nearest whole number, a value within `tieSlack` of half-way rounded up. Text
    /// centred in a box lands exactly half-way whenever the box and the line differ by an
    /// odd number of pixels, and a frame computed by a settling spring is off half-way by
    /// a few units in the last place, either side: rounded plainly, the detail's "Copy"
    /// label jumped a pixel left and back on alternate frames as its card sprang back.
    public func roundedWithTiesUp() -> Double {
        (self + 0.5 + Self.tieSlack).rounded(.down)
    }
}
