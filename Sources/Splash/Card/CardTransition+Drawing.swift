import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// The card transition drawn for its pose: the source cell hidden while its card is out,
/// the chrome and content placed, the rounding in flight and how far the card is from
/// its cell.
extension CardTransition {
    /// Hides whichever node shows the source now; cells are reused as the feed lays out,
    /// so a cell that moved on to another photo is shown again.
    func syncHiddenSource() {
        // A cross-fade reveals the feed as it is, so the cell stays where it was.
        let node = reduceMotion ? nil : sourceID.flatMap { source.nodeShowing($0) }
        guard node !== hiddenNode else { return }
        hiddenNode?.isHidden = false
        node?.isHidden = true
        hiddenNode = node
    }

    func apply() {
        var drawn = pose
        drawn.cornerRadius = drawnCornerRadius
        let share = dismissalShare
        // The shadow fades out over the last stretch into the cell, so the landing does
        // not pop (tuned share, CardMetrics).
        let shadow = reduceMotion ? 0 : min(1, (1 - share) / CardMetrics.shadowFadeShare)
        let (size, scale) = content.chrome.apply(
            drawn, window: window, contentWidth: contentWidth, reveal: 1 - share, shadowOpacity: shadow)
        content.layout(size: size, imageHeight: scale > 0 ? pose.imageHeight / scale : 0, reveal: 1 - share, scale: scale)
        // Under an opaque backdrop the feed is not drawn (its layout and the source cell's
        // frame still follow it, so the dismissal lands where the cell is).
        source.screenNode.isHidden = content.coversWhatIsBehind
    }

    /// The corner radius drawn: the pose's, and in flight at least a card's rounding that
    /// grows from the cell's own radius and back to the detail's, highest half way, so
    /// a square feed row lifts off as a card (issue 12; docs/MOTION.md, Card transition: the
    /// seed's card radius).
    var drawnCornerRadius: Double {
        let own = max(0, pose.cornerRadius)
        guard phase == .presenting || phase == .dismissing, !reduceMotion else { return own }
        let done = flightFraction
        return max(own, CardMetrics.flightCornerRadius * 4 * done * (1 - done))
    }

    /// How far the current flight has gone from its start toward its target, 0…1, along
    /// the straight line between their frames; an overshoot past the target counts as
    /// arrived, so the rounding does not come back while the card settles.
    var flightFraction: Double {
        guard let target = animation?.target else { return 1 }
        let whole = target.frame - flightStart.frame
        let lengthSquared = [whole.minX, whole.minY, whole.width, whole.height].reduce(0) { $0 + $1 * $1 }
        guard lengthSquared > CardMetrics.arrival.distance * CardMetrics.arrival.distance else { return 1 }
        return min(1, max(0, flightShare(to: target)))
    }

    /// How far the card has gone from the flight's start toward `target`, along the
    /// line between their frames, not clamped: past 1 when it overshoots (the trace).
    func flightShare(to target: CardPose) -> Double {
        let whole = target.frame - flightStart.frame, done = pose.frame - flightStart.frame
        let wholeParts = [whole.minX, whole.minY, whole.width, whole.height]
        let doneParts = [done.minX, done.minY, done.width, done.height]
        let length = wholeParts.reduce(0) { $0 + $1 * $1 }
        guard length > 0 else { return 1 }
        return zip(doneParts, wholeParts).reduce(0) { $0 + $1.0 * $1.1 } / length
    }

    /// How far the card is from the detail toward its cell, 0…1, by its frame.
    var dismissalShare: Double {
        let presented = presentedPose.frame
        let whole = (sourceFrame(node: sourceID.flatMap { source.nodeShowing($0) }) - presented).componentMagnitude
        guard whole > CardMetrics.arrival.distance else { return 0 }
        return min(1, max(0, (pose.frame - presented).componentMagnitude / whole))
    }
}
