/// Where the drag-to-download gesture is (docs/MOTION.md, fix 3: an explicit state machine).
///
/// idle → lifted (long press began) → dragging (moved past the threshold) → dropping
/// (released over the zone) or returning (released elsewhere, cancelled) → idle.
public enum DragPhase: String, Sendable {
    case idle
    case lifted
    case dragging
    case dropping
    case returning
}
