/// Rows of the target whose pixels move by a whole number of device pixels before a
/// frame is drawn: the content of a scroll view moved since the last frame
/// (Renderer+Scroll).
struct ScrollShift: Equatable {
    /// The rows that scroll, `y0 ..< y1`, across the target's whole width.
    var y0: Int32
    var y1: Int32
    /// How far they move, device pixels, down when positive.
    var by: Int32

    /// The rows that receive moved pixels.
    var destination: (y0: Int32, y1: Int32) { by > 0 ? (y0 + by, y1) : (y0, y1 + by) }

    /// The rows left with nothing moved into them: what scrolled in, to be drawn.
    var exposed: (y0: Int32, y1: Int32) { by > 0 ? (y0, y0 + by) : (y1 + by, y1) }
}
