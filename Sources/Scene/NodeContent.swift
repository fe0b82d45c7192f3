import Geometry

/// What a node paints inside its own frame, behind its children.
public enum NodeContent: Hashable, Sendable {
    case none
    /// A solid fill, rounded by the node's corner radius.
    case color(Color)
    /// An outline of the given width, rounded by the node's corner radius.
    case ring(Color, width: Double)
    /// An image placed by `mode`; `blurRadius` > 0 draws it frosted.
    case image(ImageRef, mode: ContentMode, blurRadius: Double)
    /// A small in-memory image stretched over the frame (a BlurHash placeholder).
    case pixels(PixelImage)
    /// One line of text.
    case text(String, font: Font, color: Color, alignment: TextAlignment)
}
