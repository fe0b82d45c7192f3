/// What the drop zone shows: off screen, the resting quarter, or the larger hover size.
public enum DropZoneState: String, Sendable {
    case hidden
    case visible
    case hover
}
