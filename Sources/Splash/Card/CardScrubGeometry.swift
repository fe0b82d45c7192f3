import Geometry
import Motion

/// Where a scrubbed card is for a drag (seed 004, docs/MOTION.md, Card transition): a
/// pure function of the grab and the pointer's translation, so it is tested without a
/// transition, a scene or a gesture.
struct CardScrubGeometry {
    /// The window, which the card leans no farther out of than it already is.
    var window: Size
    /// How far the card's content can scroll (a grab at rest, dragged up, scrolls it).
    var maximumContentOffset: Double
    /// Points of drag for a whole scrub, and a fully scrubbed card's scale and corner
    /// radius (`card.scrub.*`; docs/MOTION.md, Card transition: 100, 0.85, 15).
    var distance = CardMetrics.scrubDistance
    var minimumScale = CardMetrics.minimumScale
    var maximumRadius = CardMetrics.maximumCornerRadius

    /// The card's scale at scrub progress `progress`, linear.
    func scale(atProgress progress: Double) -> Double { 1 - (1 - minimumScale) * progress }

    /// The card's corner radius at scrub progress `progress`, linear.
    func cornerRadius(atProgress progress: Double) -> Double { maximumRadius * progress }

    /// The pose and progress a grab gives for a translation: progress is the downward
    /// translation ÷ 100 plus what was already made, clamped at 0 (fix 9); scale and
    /// radius are linear in it; the card shrinks about its centre and leans toward the
    /// pointer by a fraction of the drag, never farther out of the window than it was.
    func pose(for grab: CardGrab, translation: Point) -> (CardPose, Double) {
        let progress = max(0, grab.baseProgress + translation.y / distance)
        let factor = scale(atProgress: progress) / scale(atProgress: grab.baseProgress)
        let radius = max(
            0,
            grab.base.cornerRadius + cornerRadius(atProgress: progress)
                - cornerRadius(atProgress: grab.baseProgress))
        var offset = translation
        var scrolled = grab.base.scrollOffset
        if grab.scrollsContent {
            // Dragging the card up at its top scrolls its content; the card stays.
            offset.y = max(0, translation.y)
            scrolled = min(max(0, -translation.y), maximumContentOffset)
        }
        var result = grab.base.scrubbed(by: factor, offset: .zero, cornerRadius: radius)
        result.frame = result.frame.offsetBy(
            dx: CardScrubGeometry.lean(
                offset.x * CardMetrics.pointerFollow,
                from: result.frame.minX, to: result.frame.maxX, within: window.width),
            dy: CardScrubGeometry.lean(
                offset.y * CardMetrics.pointerFollow,
                from: result.frame.minY, to: result.frame.maxY, within: window.height))
        result.scrollOffset = scrolled
        return (result, progress)
    }

    /// A shift of `wanted` points along one axis for a card spanning `minimum…maximum`,
    /// limited so the card moves no farther outside `0…extent` than it already is.
    static func lean(_ wanted: Double, from minimum: Double, to maximum: Double, within extent: Double) -> Double {
        min(max(wanted, min(0, -minimum)), max(0, extent - maximum))
    }
}
