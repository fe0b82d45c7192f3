/// What a scroll view's offset is doing right now.
public enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// Following a finger (or the mouse) 1:1, rubber-banded past the ends.
    case dragging
    /// Coasting on a fling or wheel impulse, slowing at the deceleration rate.
    case decelerating
    /// Springing back to an edge or onto a snap point.
    case settling
}
