import Geometry

/// Scrims: black gradients that keep white text legible over any photo, as iOS darkens a
/// photo under its status bar and under captions.
extension PixelImage {
    /// One pixel wide and one row per point: black at `alpha` over the `textHeight`
    /// points that hold the text, fading linearly to nothing over `fadeHeight` more. The
    /// text band is at the top (`textAtTop`, the status bar) or at the bottom (a caption).
    /// The renderer enlarges it bilinearly, so it has no steps at any scale.
    public static func scrim(id: String, textHeight: Double, fadeHeight: Double, alpha: Double, textAtTop: Bool) -> PixelImage {
        let rows = Int(saturating: (textHeight + fadeHeight).rounded())
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows * 4)
        for row in 0..<rows {
            let fromText = Double(textAtTop ? row : rows - 1 - row) + 0.5
            let share = fromText <= textHeight ? 1 : max(0, 1 - (fromText - textHeight) / fadeHeight)
            bytes += [0, 0, 0, UInt8(saturating: (alpha * share * 255).rounded())]
        }
        return PixelImage(id: id, width: 1, height: rows, bytes: bytes)
    }
}
