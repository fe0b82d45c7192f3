import Tessellation

/// A target's kept pixels ready for the CPU to blend into (`Renderer.keptTarget`), and
/// the box of them that may be written: the output within the clip.
struct KeptTarget {
    let pixels: UnsafeMutableRawPointer
    let pitch: Int
    let width: Int32, height: Int32
    let limit: PixelBox

    /// The rows of `box` (inside `limit`) as blending's target, read from `source` (the
    /// pixel that lands at the box's top-left) rows `pitch` bytes apart.
    func rows(of box: PixelBox, from source: UnsafeRawPointer, pitch: Int) -> PixelBlend.Rows {
        PixelBlend.Rows(
            source: source, sourcePitch: pitch, target: pixels + Int(box.y0) * self.pitch + Int(box.x0) * 4,
            targetPitch: self.pitch, width: Int(truncatingIfNeeded: box.width), height: Int(truncatingIfNeeded: box.height))
    }
}
