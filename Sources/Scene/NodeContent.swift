import Geometry

/// What a node paints inside its own frame, behind its children.
public enum NodeContent: Hashable, Sendable {
    case none
    /// A solid fill, rounded by the node's corner radius.
    case color(Color)
    /// An outline of the given width, rounded by the node's corner radius.
    case ring(Color, width: Double)
    /// A soft shadow `spread` wide inside the node's frame, rounded by its corner
    /// radius: `Color` at the frame inset by `spread` (the shape casting it), fading with
    /// the square of the distance from there to nothing at the frame's edge.
    case shadow(Color, spread: Double)
    /// An image placed by `mode`; `blurRadius` > 0 draws it frosted, and `dim` darkens
    /// it as black at that alpha laid over it would (a frosted field's tint, kept in its
    /// blurred copy instead of blended over it every frame).
    case image(ImageRef, mode: ContentMode, blurRadius: Double, dim: Double = 0)
    /// A small in-memory image stretched over the frame (a BlurHash placeholder).
    case pixels(PixelImage)
    /// What is drawn behind the node, blurred by `blurRadius` and darkened by `dim`,
    /// captured once per `snapshot` (a new number takes a new capture): the backdrop
    /// behind a card, which stays still while the card is out.
    case blurredBackdrop(snapshot: Int, blurRadius: Double, dim: Double)
    /// One line of text.
    case text(String, font: Font, color: Color, alignment: TextAlignment)
}
