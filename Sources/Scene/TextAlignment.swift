/// Horizontal placement of a line of text inside its frame; it is always centred
/// vertically.
public enum TextAlignment: Hashable, Sendable {
    case left
    case center
    case right
}
