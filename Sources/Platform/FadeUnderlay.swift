import Geometry
import Scene

/// A placeholder that a photo is fading in over with the same rounded outline, held back
/// from the display list's order so the renderer composes the two before drawing their
/// one edge (Renderer+CrossFade): its BlurHash, or its flat colour, with where and how it
/// was to be drawn.
enum FadeUnderlay {
    case pixels(PixelImage, frame: Rect, cornerRadius: Double, clip: Clip?)
    case color(Color, frame: Rect, cornerRadius: Double, clip: Clip?)

    /// The placeholder's frame, in window points.
    var frame: Rect {
        switch self {
        case .pixels(_, let frame, _, _), .color(_, let frame, _, _): frame
        }
    }

    /// The radius that rounds the placeholder's corners, in points.
    var cornerRadius: Double {
        switch self {
        case .pixels(_, _, let radius, _), .color(_, _, let radius, _): radius
        }
    }

    /// The clip the placeholder was to be drawn with.
    var clip: Clip? {
        switch self {
        case .pixels(_, _, _, let clip), .color(_, _, _, let clip): clip
        }
    }
}
