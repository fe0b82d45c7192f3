import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// The App Store "Today" card transition from a row or card of a `PhotoFeed` into what it
/// opens (a photo's detail, a category's collection), and the dismissal the user scrubs
/// with the mouse (seed 004, docs/MOTION.md, Card transition, fixes 8 and 9). A
/// collection is a feed too, so a second transition opens its photos on top of it.
///
/// Everything the card shows is one `CardPose` in window points, moved by one spring, so
/// the card's frame is continuous from the cell to the detail and back: a press anywhere
/// during the flight grabs the pose where it is, and a release hands the pointer's
/// velocity to the next spring. The source cell is hidden while its card is out.
public final class CardTransition<Content: CardContent> {
    /// What the press on the detail is doing, from its touch-down to its release.
    private struct Grab {
        /// The card when it was grabbed.
        var base: CardPose
        /// Scrub progress already made when grabbed (a card springing back).
        var baseProgress: Double
        /// The phase the grab interrupted; a release goes on from it.
        var from: TransitionPhase
        /// Whether an upward drag scrolls the detail's content instead of moving the card
        /// (a grab of the detail at rest, with its content at the top).
        var scrollsContent: Bool
        /// Farthest the pointer went from its down point; a click stays within the slop.
        var farthest: Double = 0
    }

    /// What the card opens into, laid out in the card for each pose.
    public let content: Content
    /// Opens a cell or category card the content shows: on the source's feed.
    public let tap: TapGestureRecognizer
    /// Scrubs the card and grabs a card in flight: on the content's full-window container.
    public let scrub: InstantPanGestureRecognizer
    public private(set) var phase: TransitionPhase = .none
    public private(set) var photo: Photo?
    /// The card's pose now (meaningful while `phase` is not `.none`).
    public private(set) var pose = CardPose.zero
    /// Scrub progress of the current grab, 0 when none.
    public private(set) var scrubProgress: Double = 0
    /// The feed whose rows and cards open cards here.
    public private(set) unowned var source: PhotoFeed
    private let images: ImagePresenter
    private var window: Size
    /// What the card came from: a photo row or a category card.
    private var sourceID: PressableID?
    private weak var hiddenNode: Node?
    private var animation: Animation<CardPose>?
    /// How long the current flight is meant to take (its spring's `age` tells how long
    /// it has been under way, its target moving or not).
    private var duration: Double = 0
    /// The pose the current flight started from.
    private var flightStart = CardPose.zero
    private var grab: Grab?
    /// Reduce Motion: the card neither flies nor zooms open or shut; the detail
    /// cross-fades in over the feed, and out where it is, and the source cell stays
    /// shown. A scrub still follows the pointer (direct manipulation is not motion).
    public var reduceMotion = false
    /// Under Reduce Motion, the detail's cross-fade in flight.
    private var fade: Animation<Double>?

    /// A transition from `source`'s rows or cards into `content`, whose container goes
    /// into `layer` (named `name` in the arena: `card`, `collection`, `nested`).
    public init(name: String, source: PhotoFeed, content: Content, images: ImagePresenter, layer: Node) {
        self.source = source
        self.content = content
        self.images = images
        tap = TapGestureRecognizer(name: "\(name).tap")
        scrub = InstantPanGestureRecognizer(name: "\(name).scrub")
        window = layer.frame.size
        layer.addChild(content.container)
        source.feed.addGestureRecognizer(tap)
        // Two transitions share the home feed (photos, categories): each taps only what
        // its content opens, so the other's tap may recognize.
        tap.shouldBegin = { [unowned self] recognizer in
            self.source.pressable(at: recognizer.location).map { self.content.opens($0.id) } ?? false
        }
        tap.addTarget { [unowned self] recognizer in
            if recognizer.state == .recognized { self.open(at: recognizer.location) }
        }
        content.container.addGestureRecognizer(scrub)
        scrub.shouldBegin = { [unowned self] recognizer in self.mayGrab(at: recognizer.location) }
        scrub.addTarget { [unowned self] recognizer in self.scrubChanged(recognizer) }
        content.closeTap.addTarget { [unowned self] recognizer in
            if recognizer.state == .recognized { self.close() }
        }
    }

    // MARK: Present

    /// Opens the cell or card under a window point, unless a card is already out (a
    /// second tap during the transition opens nothing).
    func open(at point: Point) {
        guard phase == .none, let target = source.pressable(at: point), content.opens(target.id) else { return }
        present(target.id, from: target.node)
    }

    /// Flies what `id` opens from `node`'s on-screen frame (press scale included) to the
    /// presented card.
    public func present(_ id: PressableID, from node: Node) {
        guard phase == .none else { return }
        let frame = node.frameInWindow
        guard let photo = content.show(id, from: source, titleScale: contentWidth > 0 ? frame.width / contentWidth : 1)
        else { return }
        self.photo = photo
        self.sourceID = id
        let scale = node.bounds.width > 0 ? frame.width / node.bounds.width : 1
        pose = CardPose(
            frame: frame, imageHeight: frame.height, cornerRadius: node.cornerRadius * scale,
            dim: 0, scrollOffset: 0, visibleTop: source.coveredTop)
        content.container.isHidden = false
        animation = nil
        syncHiddenSource()
        fly(.presenting, to: presentedPose, velocity: .zero)
        apply()
    }

    /// The detail at rest: the whole window in a compact one; in a regular-width window
    /// a centred card over the dimmed, blurred feed, as the App Store presents on iPad
    /// and Mac. The photo is `imageH × W / imageW` high.
    private var presentedPose: CardPose {
        let frame = CardMetrics.presentedFrame(in: window)
        let height = content.presentedImageHeight(width: frame.width)
        let radius = frame.size == window ? 0 : CardMetrics.sheetCornerRadius
        return CardPose(frame: frame, imageHeight: height, cornerRadius: radius, dim: CardMetrics.backdropAlpha, scrollOffset: 0)
    }

    /// The width the detail's content is laid out at: the presented card's. In flight
    /// and while scrubbed it is drawn scaled by the card's width over this.
    private var contentWidth: Double { CardMetrics.presentedFrame(in: window).width }

    /// The card back in its cell's current frame, scrolled to the top, the feed undimmed.
    private var dismissedPose: CardPose {
        let node = sourceID.flatMap { source.nodeShowing($0) }
        let frame = sourceFrame(node: node)
        let scale = (node?.bounds.width ?? 0) > 0 ? frame.width / node!.bounds.width : 1
        return CardPose(
            frame: frame, imageHeight: frame.height, cornerRadius: (node?.cornerRadius ?? 0) * scale,
            dim: 0, scrollOffset: 0, visibleTop: source.coveredTop)
    }

    /// The source's frame in the window; a photo cell recycled off screen (after a
    /// resize) is found where its row is laid out.
    private func sourceFrame(node: Node?) -> Rect {
        if let node { return node.frameInWindow }
        guard case .photo(let id) = sourceID else { return pose.frame }
        return source.windowFrame(ofPhoto: id) ?? pose.frame
    }

    // MARK: Dismiss

    /// Closes the card by its button or by Escape: flies back into the source cell.
    public func close() {
        guard phase == .presenting || phase == .presented || phase == .scrubbing else { return }
        if phase == .scrubbing {
            grab = nil
            scrub.cancel()
        }
        fly(.dismissing, to: dismissedPose, velocity: animation?.velocity ?? .zero)
    }

    /// Handles a key while a detail is out; true when the key was used.
    public func handleKey(_ name: String) -> Bool {
        guard phase != .none else { return false }
        if name == "Escape" {
            close()
            return true
        }
        if phase.showsDetail, let command = ScrollCommand(key: name) { content.scroll.perform(command) }
        return true
    }

    // MARK: Flights

    /// Starts (or retargets) the spring toward `target`, keeping the pose where it is and
    /// moving at `velocity` (pose units per second).
    private func fly(_ next: TransitionPhase, to target: CardPose, velocity: CardPose) {
        if reduceMotion && (next == .presenting || next == .dismissing) { return crossFade(next, to: target) }
        phase = next
        // The content may have been scrolled; the dismissal scrolls it back from there.
        pose.scrollOffset = content.scroll.offset
        let distance = (target.frame - pose.frame).componentMagnitude
        let parameters: SpringParameters
        if next == .dismissing {
            duration = CardMetrics.maximumDuration
            parameters = SpringParameters(duration: duration, dampingRatio: CardMetrics.dismissDampingRatio)
        } else {
            duration = CardMetrics.presentDuration(distance: distance, extent: max(window.width, window.height))
            parameters = SpringParameters(duration: duration, dampingRatio: CardMetrics.presentDampingRatio)
        }
        animation = Animation.spring(value: pose, target: target, velocity: velocity, spring: parameters)
        flightStart = pose
    }

    /// Reduce Motion's present and dismiss: a presented detail fades in at rest; a
    /// dismissed one fades out from wherever it is (a scrubbed card included).
    private func crossFade(_ next: TransitionPhase, to target: CardPose) {
        let start = phase == .none ? 0 : content.container.alpha
        phase = next
        animation = nil
        if next == .presenting {
            pose = target
            content.scroll.setOffset(0)
        }
        fade = Animation.curve(from: start, to: next == .presenting ? 1 : 0, duration: ReduceMotion.crossFadeDuration)
        content.container.alpha = start
    }

    /// Where the current flight is heading now: the source cell may have moved (its press
    /// spring, a resize), and the window may have changed size.
    private var currentTarget: CardPose {
        phase == .dismissing ? dismissedPose : presentedPose
    }

    // MARK: Scrub

    private func mayGrab(at point: Point) -> Bool {
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

    private func scrubChanged(_ pan: InstantPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let from = phase
            let progress = from == .presented ? restingProgress : 0
            // The grab starts from the card as drawn, its flight rounding included.
            var base = pose
            base.cornerRadius = drawnCornerRadius
            grab = Grab(
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

    /// The pose and progress a grab gives for a translation: progress is the downward
    /// translation ÷ 100 plus what was already made, clamped at 0 (fix 9); scale and
    /// radius are linear in it; the card shrinks about its centre and leans toward the
    /// pointer by a fraction of the drag, never farther out of the window than it was.
    private func scrubbed(_ grab: Grab, translation: Point) -> (CardPose, Double) {
        let progress = max(0, grab.baseProgress + translation.y / CardMetrics.scrubDistance)
        let factor = CardMetrics.scale(atProgress: progress) / CardMetrics.scale(atProgress: grab.baseProgress)
        let radius = max(
            0,
            grab.base.cornerRadius + CardMetrics.cornerRadius(atProgress: progress)
                - CardMetrics.cornerRadius(atProgress: grab.baseProgress))
        var offset = translation
        var scrolled = grab.base.scrollOffset
        if grab.scrollsContent {
            // Dragging the detail up at its top scrolls its content; the card stays.
            offset.y = max(0, translation.y)
            scrolled = min(max(0, -translation.y), content.scroll.maxOffset)
        }
        var result = grab.base.scrubbed(by: factor, offset: .zero, cornerRadius: radius)
        result.frame = result.frame.offsetBy(
            dx: lean(
                offset.x * CardMetrics.pointerFollow,
                from: result.frame.minX, to: result.frame.maxX, within: window.width),
            dy: lean(
                offset.y * CardMetrics.pointerFollow,
                from: result.frame.minY, to: result.frame.maxY, within: window.height))
        result.scrollOffset = scrolled
        return (result, progress)
    }

    /// A shift of `wanted` points along one axis for a card spanning `minimum…maximum`,
    /// limited so the card moves no farther outside `0…extent` than it already is.
    private func lean(_ wanted: Double, from minimum: Double, to maximum: Double, within extent: Double) -> Double {
        min(max(wanted, min(0, -minimum)), max(0, extent - maximum))
    }

    /// The pose's velocity for the pointer's, by differencing the scrub over one step.
    private func poseVelocity(_ grab: Grab, pan: PanGestureRecognizer) -> CardPose {
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
    private func release(_ grab: Grab, pan: PanGestureRecognizer, cancelled: Bool) {
        let translation = pan.translation
        let progress = scrubbed(grab, translation: translation).1
        let velocity = cancelled ? CardPose.zero : poseVelocity(grab, pan: pan)
        let projected = Decay(from: progress, velocity: pan.velocity.y / CardMetrics.scrubDistance).restPosition
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
    private var restingProgress: Double {
        guard contentWidth > 0 else { return 0 }
        let scale = pose.frame.width / contentWidth
        return min(1, max(0, (1 - scale) / (1 - CardMetrics.minimumScale)))
    }

    // MARK: Steps

    /// Keeps the layout for a new window size; a flight retargets to the new layout.
    public func resize(to size: Size) {
        window = size
        guard phase != .none else { return }
        if phase == .presented && animation == nil { pose = presentedPose }
        if var current = grab, current.from == .presented {
            current.base = presentedPose
            grab = current
        }
        apply()
    }

    /// Advances the flight one step and draws the detail for it.
    public func step(dt: Double) {
        guard phase != .none else { return }
        syncHiddenSource()
        content.step(dt: dt)
        if var current = fade {
            current.step(dt: dt)
            content.container.alpha = current.value
            fade = current.isFinished ? nil : current
            if current.isFinished { arrive() }
        }
        if var spring = animation {
            let target = currentTarget
            if (spring.target - target).componentMagnitude > Tolerance.points.distance {
                spring.retarget(to: target)
            }
            spring.step(dt: dt)
            pose = spring.value
            if phase == .dismissing { content.scroll.setOffset(max(0, pose.scrollOffset)) }
            if spring.isFinished
                || (spring.age >= duration
                    && CardMetrics.arrival.isAtRest(
                        displacement: spring.value - spring.target, velocity: spring.velocity))
            {
                pose = spring.target
                animation = nil
                arrive()
            } else {
                animation = spring
            }
        }
        guard phase != .none else { return }
        apply()
        content.updateImages(images, contentWidth: contentWidth)
    }

    /// A flight reached its target.
    private func arrive() {
        switch phase {
        case .presenting:
            phase = .presented
        case .dismissing:
            finish()
        default:
            break
        }
    }

    /// The card is back in its cell: the cell shows again and the detail goes away. The
    /// spring is dropped, so nothing writes to a stopped animation afterwards (fix 9).
    private func finish() {
        phase = .none
        animation = nil
        fade = nil
        content.container.alpha = 1
        grab = nil
        hiddenNode?.isHidden = false
        hiddenNode = nil
        sourceID = nil
        photo = nil
        scrubProgress = 0
        content.container.isHidden = true
        content.clear()
        source.screenNode.isHidden = false
    }

    /// Hides whichever node shows the source now; cells are reused as the feed lays out,
    /// so a cell that moved on to another photo is shown again.
    private func syncHiddenSource() {
        // A cross-fade reveals the feed as it is, so the cell stays where it was.
        let node = reduceMotion ? nil : sourceID.flatMap { source.nodeShowing($0) }
        guard node !== hiddenNode else { return }
        hiddenNode?.isHidden = false
        node?.isHidden = true
        hiddenNode = node
    }

    private func apply() {
        var drawn = pose
        drawn.cornerRadius = drawnCornerRadius
        let share = dismissalShare
        // The shadow fades out over the last stretch into the cell, so the landing does
        // not pop (tuned share, CardMetrics).
        let shadow = reduceMotion ? 0 : min(1, (1 - share) / CardMetrics.shadowFadeShare)
        let (size, scale) = content.chrome.apply(
            drawn, window: window, contentWidth: contentWidth, reveal: 1 - share, shadowOpacity: shadow)
        content.layout(size: size, imageHeight: scale > 0 ? pose.imageHeight / scale : 0, reveal: 1 - share)
        // Under an opaque backdrop the feed is not drawn (its layout and the source cell's
        // frame still follow it, so the dismissal lands where the cell is).
        source.screenNode.isHidden = content.coversWhatIsBehind
    }

    /// The corner radius drawn: the pose's, and in flight at least a card's rounding that
    /// grows from the cell's own radius and back to the detail's, highest half way, so
    /// a square feed row lifts off as a card (issue 12; docs/MOTION.md, Card transition: the
    /// seed's card radius).
    private var drawnCornerRadius: Double {
        let own = max(0, pose.cornerRadius)
        guard phase == .presenting || phase == .dismissing, !reduceMotion else { return own }
        let done = flightFraction
        return max(own, CardMetrics.flightCornerRadius * 4 * done * (1 - done))
    }

    /// How far the current flight has gone from its start toward its target, 0…1, along
    /// the straight line between their frames; an overshoot past the target counts as
    /// arrived, so the rounding does not come back while the card settles.
    private var flightFraction: Double {
        guard let target = animation?.target else { return 1 }
        let whole = target.frame - flightStart.frame, done = pose.frame - flightStart.frame
        let wholeParts = [whole.minX, whole.minY, whole.width, whole.height]
        let doneParts = [done.minX, done.minY, done.width, done.height]
        let length = wholeParts.reduce(0) { $0 + $1 * $1 }
        guard length > CardMetrics.arrival.distance * CardMetrics.arrival.distance else { return 1 }
        let along = zip(doneParts, wholeParts).reduce(0) { $0 + $1.0 * $1.1 }
        return min(1, max(0, along / length))
    }

    /// How far the card is from the detail toward its cell, 0…1, by its frame.
    private var dismissalShare: Double {
        let presented = presentedPose.frame
        let whole = (sourceFrame(node: sourceID.flatMap { source.nodeShowing($0) }) - presented).componentMagnitude
        guard whole > CardMetrics.arrival.distance else { return 0 }
        return min(1, max(0, (pose.frame - presented).componentMagnitude / whole))
    }

    // MARK: Report

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
