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
    /// What the card opens into, laid out in the card for each pose.
    public let content: Content
    /// Opens a cell or category card the content shows: on the source's feed.
    public let tap: TapGestureRecognizer
    /// Scrubs the card and grabs a card in flight: on the content's full-window container.
    public let scrub: InstantPanGestureRecognizer
    public internal(set) var phase: TransitionPhase = .none
    public private(set) var photo: Photo?
    /// The card's pose now (meaningful while `phase` is not `.none`).
    public internal(set) var pose = CardPose.zero
    /// Scrub progress of the current grab, 0 when none.
    public internal(set) var scrubProgress: Double = 0
    /// The feed whose rows and cards open cards here.
    public private(set) unowned var source: PhotoFeed
    let images: ImagePresenter
    var window: Size
    /// What the card came from: a photo row or a category card.
    var sourceID: PressableID?
    weak var hiddenNode: Node?
    var animation: Animation<CardPose>?
    /// How long the current flight is meant to take (its spring's `age` tells how long
    /// it has been under way, its target moving or not).
    var duration: Double = 0
    /// The pose the current flight started from.
    var flightStart = CardPose.zero
    var grab: CardGrab?
    /// The motion values: the flights' springs and the scrub (`--motion`).
    public var motion = MotionTuning.defaults
    /// The last flight that ran to rest, by its spring's name (`card.present.spring`,
    /// `card.dismiss.spring`), sampled each step as a share of the way along the card's
    /// frame; `traceCount` counts them (the motion panel draws them).
    public internal(set) var lastTraces: [String: MotionTrace] = [:]
    public internal(set) var traceCount = 0
    /// The flight being traced and the spring's name.
    var tracing: (name: String, trace: MotionTrace)?
    /// Reduce Motion: the card neither flies nor zooms open or shut; the detail
    /// cross-fades in over the feed, and out where it is, and the source cell stays
    /// shown. A scrub still follows the pointer (direct manipulation is not motion).
    public var reduceMotion = false
    /// Under Reduce Motion, the detail's cross-fade in flight.
    var fade: Animation<Double>?

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
    var presentedPose: CardPose {
        let frame = CardMetrics.presentedFrame(in: window)
        let height = content.presentedImageHeight(width: frame.width)
        let radius = frame.size == window ? 0 : CardMetrics.sheetCornerRadius
        return CardPose(frame: frame, imageHeight: height, cornerRadius: radius, dim: CardMetrics.backdropAlpha, scrollOffset: 0)
    }

    /// The width the detail's content is laid out at: the presented card's. In flight
    /// and while scrubbed it is drawn scaled by the card's width over this.
    var contentWidth: Double { CardMetrics.presentedFrame(in: window).width }

    /// The card back in its cell's current frame, scrolled to the top, the feed undimmed.
    var dismissedPose: CardPose {
        let node = sourceID.flatMap { source.nodeShowing($0) }
        let frame = sourceFrame(node: node)
        let scale = (node?.bounds.width ?? 0) > 0 ? frame.width / node!.bounds.width : 1
        return CardPose(
            frame: frame, imageHeight: frame.height, cornerRadius: (node?.cornerRadius ?? 0) * scale,
            dim: 0, scrollOffset: 0, visibleTop: source.coveredTop)
    }

    /// The source's frame in the window; a photo cell recycled off screen (after a
    /// resize) is found where its row is laid out.
    func sourceFrame(node: Node?) -> Rect {
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
    func fly(_ next: TransitionPhase, to target: CardPose, velocity: CardPose) {
        if reduceMotion && (next == .presenting || next == .dismissing) { return crossFade(next, to: target) }
        phase = next
        // The content may have been scrolled; the dismissal scrolls it back from there.
        pose.scrollOffset = content.scroll.offset
        let distance = (target.frame - pose.frame).componentMagnitude
        var parameters: SpringParameters
        if next == .dismissing {
            duration = CardMetrics.maximumDuration
            parameters = SpringParameters(duration: duration, dampingRatio: CardMetrics.dismissDampingRatio)
        } else {
            duration = CardMetrics.presentDuration(distance: distance, extent: max(window.width, window.height))
            parameters = SpringParameters(duration: duration, dampingRatio: CardMetrics.presentDampingRatio)
        }
        // A motion file's spring replaces the flight's, for every distance; the flight
        // may end once that spring's unit step has settled.
        let key = next == .dismissing ? "card.dismiss.spring" : "card.present.spring"
        if motion.isOverridden(key) {
            let tuned = motion.spring(key)
            parameters = tuned.parameters
            duration = tuned.settlingTime
        }
        animation = Animation.spring(value: pose, target: target, velocity: velocity, spring: parameters)
        flightStart = pose
        tracing = (key, MotionTrace(interval: 1.0 / Double(FixedStepClock.defaultStepsPerSecond)))
    }

    /// Reduce Motion's present and dismiss: a presented detail fades in at rest; a
    /// dismissed one fades out from wherever it is (a scrubbed card included).
    func crossFade(_ next: TransitionPhase, to target: CardPose) {
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
    var currentTarget: CardPose {
        phase == .dismissing ? dismissedPose : presentedPose
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

    /// Whether steps have moved the card since it was last drawn into its nodes.
    private var needsApply = false
    /// How many times steps and readers have drawn the card into its nodes: tests count
    /// what steps cost.
    public private(set) var applications = 0

    /// Advances the flight one step and, when the step is looked at (`laysOut`), draws
    /// the detail for it. A step nobody looks at only moves the pose (which the report
    /// and the status bar read) and leaves the nodes and the detail's image requests to
    /// `applyIfNeeded`, as the feed leaves its rows (DESIGN.md, "One frame"): drawing
    /// the detail's content at each of a frame's four steps was about a third of a
    /// card's step instructions. A step whose content would ask for an image never asked
    /// for (a detail's first step, a collection's row coming on screen) draws all the
    /// same, so that image's fade starts at this step.
    public func step(dt: Double, laysOut: Bool = true) {
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
            if var traced = tracing {
                traced.trace.interval = dt
                traced.trace.append(flightShare(to: spring.target))
                tracing = traced
            }
            if phase == .dismissing { content.scroll.setOffset(max(0, pose.scrollOffset)) }
            if spring.isFinished
                || (spring.age >= duration
                    && CardMetrics.arrival.isAtRest(
                        displacement: spring.value - spring.target, velocity: spring.velocity))
            {
                if let traced = tracing {
                    lastTraces[traced.name] = traced.trace
                    traceCount += 1
                    tracing = nil
                }
                pose = spring.target
                animation = nil
                arrive()
            } else {
                animation = spring
            }
        }
        guard phase != .none else { return }
        if laysOut || content.wouldAskForNewImages(images) {
            applyWithImages()
        } else {
            needsApply = true
        }
    }

    /// Draws the card into its nodes if steps nobody looked at have moved it: whatever
    /// reads the nodes (a frame, input) calls this first.
    public func applyIfNeeded() {
        guard needsApply, phase != .none else {
            needsApply = false
            return
        }
        applyWithImages()
    }

    private func applyWithImages() {
        needsApply = false
        applications += 1
        apply()
        content.updateImages(images, contentWidth: contentWidth)
    }

    /// A flight reached its target.
    func arrive() {
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
    func finish() {
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
}
