import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// What the card transition tells the rest of the app: whether it covers the status
/// bar, whether it moves, and its part of the state report.
extension CardTransition {
    /// Whether the card's photo is under the status bar, which then shows light content
    /// over the detail's scrim.
    public var coversStatusBar: Bool {
        phase != .none && !reduceMotion && pose.frame.minY < HeaderMetrics.statusBarHeight
            && pose.frame.maxY > 0 && max(pose.visibleTop, pose.frame.minY) < HeaderMetrics.statusBarHeight
    }

    /// Whether the transition moves on its own (the loops keep rendering).
    public var isAnimating: Bool {
        animation != nil || fade != nil || phase == .scrubbing || (phase != .none && content.isAnimating)
    }

    /// Fills the report's `transition` key.
    public func fill(_ report: inout StateReport) {
        var transition = StateReport.Transition()
        // A card springing back to the detail after a released scrub is still on its
        // way: "presented" means at rest.
        transition.phase = phase == .presented && animation != nil ? TransitionPhase.presenting.rawValue : phase.rawValue
        transition.photo = photo?.id
        if phase != .none {
            transition.progress =
                phase == .scrubbing
                ? scrubProgress
                : phase == .presented ? restingProgress : dismissalShare
            transition.scale = contentWidth > 0 ? pose.frame.width / contentWidth : 1
            // As drawn: never negative (a spring overshooting 0 is clamped), rounded in flight.
            transition.cornerRadius = drawnCornerRadius
            transition.frame = StateReport.Frame(pose.frame)
        }
        report.transition = transition
    }
}
