import Geometry
import Tessellation

/// What the last frame drew on a target that keeps its pixels, for the next frame to
/// redraw only what differs (Renderer+Damage).
struct DrawnFrame {
    /// The target's size in device pixels and scale the frame was drawn at.
    var width: Int32
    var height: Int32
    var displayScale: Double
    var background: Color
    var commands: [DrawnCommand]
    /// Every device pixel each command could touch, within the target (empty: none).
    var reaches: [PixelBox]
    /// Commands drawn directly while a bake was put off: next frame their baked texture
    /// shows them, so they are drawn again even if they do not change.
    var provisional: [Bool]
    /// Commands drawn by a scaled copy, whose samples shift when a clip cuts it: redrawn
    /// whole whenever what is redrawn touches them.
    var scaled: [Bool]
}
