/// The direction a scroll view moves its content.
public enum ScrollAxis: Hashable, Sendable {
    case vertical
    case horizontal
}
