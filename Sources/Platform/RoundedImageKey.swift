import Geometry
import Scene

/// What makes two baked rounded images the same, in 1/`quantum` device pixels: the
/// image and its decode, the frame's size and radius, and where the photo sits in it.
struct RoundedImageKey: Hashable {
    /// Sub-pixel steps per device pixel (tuned: finer than any visible change).
    static let quantum = 64.0

    var image: ImageRef
    var generation: Int
    var width: Int, height: Int, radius: Int
    var placedX: Int, placedY: Int, placedWidth: Int, placedHeight: Int
    var blur: Int

    static func quantized(_ value: Double) -> Int { Int(saturating: (value * quantum).rounded()) }
}
