import Geometry

/// One thing to draw, fully resolved to window points: transforms and inherited alpha
/// are already applied, so the renderer needs no tree.
public enum DrawCommand: Hashable, Sendable {
    /// A filled (or, with `strokeWidth > 0`, outlined) rectangle with rounded corners.
    /// A circle is a square whose radius is half its side.
    case shape(frame: Rect, cornerRadius: Double, color: Color, strokeWidth: Double, clip: Clip?)
    /// A soft shadow inside `frame` rounded by `cornerRadius`: `color` at `frame` inset
    /// by `spread` (the shape that casts it), fading with the square of the distance
    /// from there to nothing at `frame`'s edge; nothing drawn inside the shape.
    case shadow(frame: Rect, cornerRadius: Double, color: Color, spread: Double, clip: Clip?)
    /// An image placed by `contentMode` inside `frame`, clipped to `frame` rounded by
    /// `cornerRadius` and then to `clip`. `blurRadius` > 0 draws a blurred copy (the
    /// dark search field's frosted look); `dim` darkens the pixels as black at that alpha
    /// over them would. `alpha` multiplies the pixels.
    case image(
        ImageRef, frame: Rect, contentMode: ContentMode, cornerRadius: Double,
        alpha: Double, blurRadius: Double, dim: Double = 0, clip: Clip?)
    /// A small in-memory image stretched smoothly over `frame`, rounded by
    /// `cornerRadius` and clipped to `clip`.
    case pixels(PixelImage, frame: Rect, cornerRadius: Double, alpha: Double, clip: Clip?)
    /// The whole target as drawn so far, blurred by `blurRadius` (points) and darkened by
    /// black at `dim`, captured when `snapshot` is first seen and reused after; drawn
    /// over `frame` at `alpha`.
    case blurredBackdrop(snapshot: Int, frame: Rect, blurRadius: Double, dim: Double, alpha: Double)
    /// One line of text in `frame`, aligned horizontally and centred vertically.
    /// `scale` is the accumulated transform scale: the renderer rasterizes at
    /// `font.size × scale × display scale` so scaled text stays sharp.
    case text(
        String, font: Font, color: Color, frame: Rect, alignment: TextAlignment,
        scale: Double, clip: Clip?)
}
