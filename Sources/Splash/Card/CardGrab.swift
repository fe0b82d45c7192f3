import Geometry

/// What a press on a card is doing, from its touch-down to its release: the card as it
/// was grabbed and where the grab started from.
struct CardGrab {
    /// The card when it was grabbed.
    var base: CardPose
    /// Scrub progress already made when grabbed (a card springing back).
    var baseProgress: Double
    /// The phase the grab interrupted; a release goes on from it.
    var from: TransitionPhase
    /// Whether an upward drag scrolls the card's content instead of moving the card (a
    /// grab of the card at rest, with its content at the top).
    var scrollsContent: Bool
    /// Farthest the pointer went from its down point; a click stays within the slop.
    var farthest: Double = 0
}
