import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// The card transition's scrub: which presses may grab the card, how the card follows a
/// drag (`CardScrubGeometry`), and where a release sends it.
extension CardTransition {
    /// Whether a press may grab the card: a card in flight always; a card at rest unless
    /// the press is on a control (a button, a collection's row) or its content is
    /// scrolled away from the top (then the content scrolls).
    func mayGrab(at point: Point) -> Bool {
        switch phase {
        case .none, .scrubbing:
            return false
        case .presenting, .dismissing:
            return true
        case .presented:
            return !content.isOnControl(point) && content.scroll.offset <= CardMetrics.topTolerance
                && !content.scroll.isScrolling
        }
    }

    /// Follows the scrub recognizer: a grab begins from the card as drawn, moves it with
    /// the drag, dismisses past the threshold, and is released or cancelled.
    func scrubChanged(_ pan: InstantPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let from = phase
            let progress = from == .presented ? restingProgress : 0
            // The grab starts from the card as drawn, its flight rounding included.
            var base = pose
            base.cornerRadius = drawnCornerRadius
            grab = CardGrab(
                base: base, baseProgress: progress, from: from,
                scrollsContent: from == .presented && progress == 0)
            animation = nil
            fade = nil
            phase = .scrubbing
            scrubProgress = progress
        case .changed:
            guard var current = grab else { return }
            current.farthest = max(current.farthest, pan.translation.length)
            grab = current
            (pose, scrubProgress) = scrubbed(current, translation: pan.translation)
            if current.scrollsContent { content.scroll.offset = pose.scrollOffset }
            if current.from != .dismissing && scrubProgress >= CardMetrics.dismissThreshold {
                grab = nil
                fly(.dismissing, to: dismissedPose, velocity: poseVelocity(current, pan: pan))
            }
            apply()
        case .ended:
            guard let current = grab else { return }
            grab = nil
            release(current, pan: pan, cancelled: false)
        case .cancelled, .failed:
            guard let current = grab else { return }
            grab = nil
            release(current, pan: pan, cancelled: true)
        default:
            break
        }
    }

    /// The scrub's geometry now: the window, the content, the motion values.
    var scrubGeometry: CardScrubGeometry {
        CardScrubGeometry(
            window: window, maximumContentOffset: content.scroll.maxOffset,
            distance: motion.number("card.scrub.distance"), minimumScale: motion.number("card.scrub.scale"),
            maximumRadius: motion.number("card.scrub.radius"))
    }

    /// The pose and progress a grab gives for a translation (`CardScrubGeometry`).
    func scrubbed(_ grab: CardGrab, translation: Point) -> (CardPose, Double) {
        scrubGeometry.pose(for: grab, translation: translation)
    }

    /// The pose's velocity for the pointer's, by differencing the scrub over one step.
    func poseVelocity(_ grab: CardGrab, pan: PanGestureRecognizer) -> CardPose {
        let dt = 1.0 / Double(FixedStepClock.defaultStepsPerSecond)
        let now = scrubbed(grab, translation: pan.translation).0
        let next = scrubbed(grab, translation: pan.translation + pan.velocity * dt).0
        var velocity = (next - now).scaled(by: 1 / dt)
        velocity.scrollOffset = 0
        return velocity
    }

    /// A released grab: a click dismisses the detail (seed 004); a flick down, whose
    /// projected progress reaches 1, dismisses; otherwise the card springs back to where
    /// it was going with the pointer's velocity.
    func release(_ grab: CardGrab, pan: PanGestureRecognizer, cancelled: Bool) {
        let translation = pan.translation
        let progress = scrubbed(grab, translation: translation).1
        let velocity = cancelled ? CardPose.zero : poseVelocity(grab, pan: pan)
        let projected = Decay(from: progress, velocity: pan.velocity.y / scrubGeometry.distance).restPosition
        let isClick = !cancelled && grab.farthest <= CardMetrics.clickSlop
        let flickedDown = !cancelled && translation.y > 0 && projected >= 1
        if grab.scrollsContent && translation.y < 0 && !cancelled {
            // Hand the content the fling, as the scroll view itself would.
            let offset = content.scroll.offset
            content.scroll.decelerate(by: Decay(from: offset, velocity: -pan.velocity.y).restPosition - offset)
        }
        switch grab.from {
        case .presented where isClick, .dismissing:
            fly(.dismissing, to: dismissedPose, velocity: isClick ? .zero : velocity)
        case _ where flickedDown:
            fly(.dismissing, to: dismissedPose, velocity: velocity)
        case .presenting:
            fly(.presenting, to: presentedPose, velocity: velocity)
        default:
            fly(.presented, to: presentedPose, velocity: velocity)
        }
        scrubProgress = 0
    }

    /// Scrub progress shown by a card springing back to the detail (0 at rest).
    var restingProgress: Double {
        guard contentWidth > 0 else { return 0 }
        let scale = pose.frame.width / contentWidth
        return min(1, max(0, (1 - scale) / (1 - scrubGeometry.minimumScale)))
    }

}
