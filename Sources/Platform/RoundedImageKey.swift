import Geometry
import Scene

/// What makes two baked rounded images the same, in 1/`quantum` device pixels: the
/// image and its decode, the frame's size and radius, where the photo sits in it, and
/// its blur and dim.
struct RoundedImageKey: Hashable {
    /// Sub-pixel steps per device pixel (tuned: finer than any visible change).
    static let quantum = 64.0

    var image: ImageRef
    var generation: Int
    var width: Int, height: Int, radius: Int
    var placedX: Int, placedY: Int, placedWidth: Int, placedHeight: Int
    var blur: Int
    var dim = 0

    static func quantized(_ value: Double) -> Int { Int(saturating: (value * quantum).rounded()) }
}
