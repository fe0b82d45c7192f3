import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// Long-press a photo, drag it onto the drop zone, and its original file is saved (seed
/// 000, docs/MOTION.md, Drag to download, done as fixes 3–7 ask).
///
/// A 0.5 s long press on a photo row or the cover photo of any `PhotoFeed` (the home's
/// header photo, an open collection's cover) lifts a copy over it, rounded
/// and casting a shadow that grows with the lift; moving past a small threshold starts
/// the drag: the copy shrinks to 0.5 while the zone slides in. Like the seed's
/// `center = newPoint`, the copy sticks to the pointer 1:1: the point of the photo that
/// was grabbed stays under the pointer at every scale. Releasing over
/// the zone saves the file once and flies the copy into the zone; releasing elsewhere,
/// Escape or a lost focus returns it to its cell at scale 1. Every end state hides the
/// copy and the zone (fix 4). The copy's frame only ever has its centre moved and its
/// scale set through the transform (fix 7); scale, alpha and the zone animate only when
/// the phase changes (fix 5).
public final class DragToDownload {
    /// What was lifted: the photo and where it sits, window points, unscaled.
    struct Source {
        var photo: Photo
        /// Index into the feed's photos, or nil for the cover photo.
        var row: Int?
        var frame: Rect
        /// The feed it was lifted from, where it goes back to.
        var feed: PhotoFeed
    }

    /// The lift on the first feed (the home's).
    public let recognizer: LongPressGestureRecognizer
    /// Every feed a photo may be lifted from, with its lift, in the order attached (the
    /// last is on top).
    private var feeds: [(feed: PhotoFeed, lift: LongPressGestureRecognizer)] = []
    public let zone = DropZoneView()
    public private(set) var phase: DragPhase = .idle
    /// Starts saving a photo dropped on the zone (`SplashApp.save`, the one save path);
    /// returns the failure when nothing could be started.
    public var save: (Photo) -> DownloadFailure? = { _ in nil }
    /// Called with a message for the user and whether it reports a failure.
    public var onMessage: (_ message: String, _ isError: Bool) -> Void = { _, _ in }
    /// Whether the dragged photo is outside the window: the desktop has the drag
    /// (drag-out, issue 17) and the zone is hidden until the pointer comes back.
    public private(set) var isOutsideWindow = false
    /// Whether the last hold ended with a release outside the window (a drop on the
    /// desktop), not with Escape, a lost focus or a release inside.
    public private(set) var releasedOutside = false

    private let copy = Node(name: "drag.copy")
    private let copyImage = Node(name: "drag.copy.image")
    /// The lifted photo's placeholder, shown under it until the photo is fully in.
    private var copyPlaceholder: NodeContent = .none
    /// The copy's soft shadow, behind it.
    private let shadow = SoftShadow(name: "drag.shadow")
    private let layer: Node
    private let images: ImagePresenter
    private var source: Source?
    private var liftPoint = Point.zero
    private var pointer = Point.zero
    /// The grabbed point of the photo, from the photo's centre, in the photo's own
    /// (unscaled) points: the copy's centre is `pointer − grabOffset × scale`.
    private var grabOffset = Point.zero
    /// The copy's centre at the last step, and its velocity, which a drop or return
    /// flight starts with.
    private var held = Point.zero
    private var heldVelocity = Point.zero
    /// The copy's centre while dropping or returning: a 0.2 s flight that starts at the
    /// held copy's velocity.
    private var flight = Animation(value: Point.zero)
    /// How lifted the copy looks, 0…1: its shadow and corner rounding.
    private var lifted = Animation<Double>(value: 0)
    /// The copy's alpha for hovering over the zone, faded when the hover changes.
    private var hoverAlpha = Animation<Double>(value: 1)
    private var scale = Animation<Double>(value: 1)
    private var opacity = Animation<Double>(value: 1)
    /// The motion values: the lifted and dragged scales and the copy's animation time
    /// (`--motion`).
    public var motion = MotionTuning.defaults
    /// How long the copy's lift, shrink, drop and return take (`lift.duration`).
    private var liftDuration: Double { motion.number("lift.duration") }
    /// Reduce Motion: the copy never zooms or flies. It lifts at scale 1, appears at
    /// the drag size by fading in, and on drop or return fades out where it is.
    public var reduceMotion = false {
        didSet { zone.reduceMotion = reduceMotion }
    }

    public init(feed: PhotoFeed, layer: Node, images: ImagePresenter) {
        self.layer = layer
        self.images = images
        recognizer = DragToDownload.makeLift(name: "lift")
        copy.isUserInteractionEnabled = false
        copy.isHidden = true
        copy.clipsToBounds = true
        copy.addChild(copyImage)
        shadow.node.isHidden = true
        layer.addChild(zone.node)
        layer.addChild(shadow.node)
        layer.addChild(copy)
        layer.addChild(zone.labelNode)
        zone.layout(in: layer.frame.size)
        attach(feed, lift: recognizer)
    }

    /// Lets photos of another feed be lifted (a collection opened over the home), with
    /// the same copy, zone and save.
    public func attach(_ feed: PhotoFeed) {
        attach(feed, lift: DragToDownload.makeLift(name: "lift.\(feeds.count)"))
    }

    private static func makeLift(name: String) -> LongPressGestureRecognizer {
        LongPressGestureRecognizer(minimumPressDuration: DragMetrics.liftPressDuration, name: name)
    }

    private func attach(_ feed: PhotoFeed, lift: LongPressGestureRecognizer) {
        feeds.append((feed, lift))
        // Only a press on a photo may begin: beginning makes the scroll pan and any tap
        // on the same touch fail, which must not happen over the Explore strip.
        lift.shouldBegin = { [unowned self, unowned feed] recognizer in
            self.source(at: recognizer.location, in: feed) != nil
        }
        lift.addTarget { [unowned self, unowned feed] recognizer in self.changed(recognizer, in: feed) }
        feed.feed.addGestureRecognizer(lift)
    }

    /// The id of the photo being dragged (or flying back or into the zone).
    public var photoID: String? { phase == .idle ? nil : source?.photo.id }

    /// Whether a photo is in the user's hand: lifted or dragging.
    public var isHolding: Bool { phase == .lifted || phase == .dragging }

    /// The copy's current scale; 1 when nothing is lifted.
    public var copyScale: Double { phase == .idle ? 1 : scale.value }

    public var isAnimating: Bool { phase != .idle || zone.isAnimating }

    /// Whether time alone changes nothing: idle, or a photo held still with its scale,
    /// lift, fades and measured velocity settled (a photo held for an hour waits on the
    /// pointer).
    public var isAtRest: Bool {
        guard !zone.isAnimating else { return false }
        switch phase {
        case .idle: return true
        case .lifted, .dragging:
            return scale.isFinished && opacity.isFinished && lifted.isFinished && hoverAlpha.isFinished
                && heldVelocity == .zero
        case .dropping, .returning: return false
        }
    }

    public var report: StateReport.Drag {
        var drag = StateReport.Drag()
        drag.phase = phase.rawValue
        drag.photo = photoID
        drag.scale = copyScale
        drag.zone = zone.state.rawValue
        if phase != .idle { drag.frame = StateReport.Frame(copy.frameInWindow) }
        drag.grabOffset = phase == .idle ? nil : grabOffset
        return drag
    }

    /// Puts the photo back, as a cancelled gesture does (Escape).
    public func cancel() {
        guard isHolding else { return }
        for (_, lift) in feeds where lift.state.isActive { lift.cancel() }
        if isHolding { returnToSource() }
    }

    /// Keeps the zone in the corner of a resized window.
    public func resize(to size: Size) {
        zone.layout(in: size)
    }

    // MARK: Gesture

    private func changed(_ recognizer: LongPressGestureRecognizer, in feed: PhotoFeed) {
        switch recognizer.state {
        case .began:
            lift(at: recognizer.location, in: feed)
        case .changed:
            move(to: recognizer.location)
        case .ended:
            release(at: recognizer.location)
        case .cancelled, .failed:
            if isHolding { returnToSource() }
        default:
            break
        }
    }

    private func lift(at point: Point, in feed: PhotoFeed) {
        if phase != .idle { finish() }
        guard let found = source(at: point, in: feed) else { return }
        // The press-down effect hands over to the lift: the copy starts at the pressed
        // scale and the cell under it springs back on its own.
        let startScale = feed.press.scale(of: .photo(found.photo.id))
        feed.press.cancel()
        source = found
        releasedOutside = false
        liftPoint = point
        pointer = point
        // The pressed cell is scaled about its centre, so the photo point under the
        // pointer is the offset unscaled by the press.
        grabOffset = (point - found.frame.center) * (1 / max(startScale, DragMetrics.droppedScale))
        held = found.frame.center
        heldVelocity = .zero
        phase = .lifted
        scale = Animation.curve(
            from: startScale, to: reduceMotion ? 1 : motion.number("lift.scale"),
            duration: liftDuration)
        opacity.setImmediately(1)
        lifted = Animation.curve(from: 0, to: 1, duration: liftDuration)
        copy.frame = found.frame
        copyPlaceholder = found.photo.makePlaceholder()
        copy.content = copyPlaceholder
        copyImage.frame = Rect(origin: .zero, size: found.frame.size)
        copyImage.content = .image(found.photo.image, mode: .aspectFill, blurRadius: 0)
        copy.isHidden = false
        copy.cornerRadius = 0
        shadow.node.isHidden = reduceMotion
        layer.bringToFront(shadow.node)
        layer.bringToFront(copy)
        layer.bringToFront(zone.labelNode)
        apply()
    }

    private func move(to point: Point) {
        pointer = point
        switch phase {
        case .lifted where point.distance(to: liftPoint) > DragMetrics.dragThreshold:
            phase = .dragging
            if reduceMotion {
                // The big copy dissolves into the small one under the pointer.
                scale.setImmediately(motion.number("drag.shrink.scale"))
                opacity = Animation.curve(from: 0, to: 1, duration: ReduceMotion.crossFadeDuration)
            } else {
                scale.retarget(to: motion.number("drag.shrink.scale"), duration: liftDuration)
            }
            zone.setShown(true)
            updateOutside(point)
        case .dragging:
            zone.track(pointer: point)
            updateOutside(point)
        default:
            break
        }
    }

    private func release(at point: Point) {
        pointer = point
        releasedOutside = isOutsideWindow
        guard phase == .dragging else {
            if isHolding { returnToSource() }
            return
        }
        zone.track(pointer: point)
        guard zone.isHovering, let photo = source?.photo else { return returnToSource() }
        // The copy may finish later on a worker thread (a window); the drop flies now.
        if save(photo) != nil {
            // Nothing was saved (the failure is announced), so the photo goes back.
            returnToSource()
        } else {
            phase = .dropping
            if reduceMotion {
                fadeOutInPlace()
            } else {
                flight = Animation.curve(
                    from: held, to: zone.center, duration: liftDuration,
                    curve: .easeIn, initialVelocity: heldVelocity)
                scale.retarget(to: DragMetrics.droppedScale, duration: liftDuration)
                opacity.retarget(to: 0, duration: liftDuration)
            }
            zone.setShown(false)
        }
    }

    private func returnToSource() {
        guard let source else { return finish() }
        phase = .returning
        if reduceMotion {
            // The cell was never hidden: the copy fading out reveals it in place.
            fadeOutInPlace()
            zone.setShown(false)
            return
        }
        let home = homeFrame(of: source) ?? source.frame
        flight = Animation.curve(
            from: held, to: home.center, duration: liftDuration,
            curve: .easeInOut, initialVelocity: heldVelocity)
        lifted.retarget(to: 0, duration: liftDuration)
        scale.retarget(to: 1, duration: liftDuration)
        opacity.retarget(to: 1, duration: liftDuration)
        zone.setShown(false)
    }

    /// Drag-out's hook: leaving the window hides the zone (the desktop's targets take
    /// over), coming back shows it again and the in-app drag goes on.
    private func updateOutside(_ point: Point) {
        let outside = !Rect(origin: .zero, size: layer.frame.size).contains(point)
        guard outside != isOutsideWindow else { return }
        isOutsideWindow = outside
        zone.setShown(!outside)
    }

    /// The photo file a drag-out offers, while a photo is held.
    public var heldPhotoPath: String? { isHolding ? source?.photo.path : nil }

    /// Reduce Motion's drop and return: the copy stays where it is and fades out.
    private func fadeOutInPlace() {
        flight = Animation(value: held)
        opacity.retarget(to: 0, duration: ReduceMotion.crossFadeDuration)
    }

    /// Back to idle with nothing on screen (fix 4).
    private func finish() {
        phase = .idle
        isOutsideWindow = false
        source = nil
        copy.isHidden = true
        copy.transform = .identity
        copy.content = .none
        copyPlaceholder = .none
        copyImage.content = .none
        shadow.node.isHidden = true
        lifted.setImmediately(0)
        hoverAlpha.setImmediately(1)
        zone.setShown(false)
    }

    // MARK: Time

    public func step(dt: Double) {
        zone.step(dt: dt)
        guard phase != .idle else { return }
        switch phase {
        case .lifted, .dragging:
            if phase == .dragging { zone.track(pointer: pointer) }
        case .dropping, .returning:
            flight.step(dt: dt)
        case .idle:
            break
        }
        scale.step(dt: dt)
        opacity.step(dt: dt)
        lifted.step(dt: dt)
        let wantedAlpha = zone.isHovering && phase == .dragging ? DragMetrics.hoverCopyAlpha : 1
        if hoverAlpha.target != wantedAlpha { hoverAlpha.retarget(to: wantedAlpha, duration: liftDuration) }
        hoverAlpha.step(dt: dt)
        if isHolding {
            let center = heldCenter
            if dt > 0 { heldVelocity = (center - held) * (1 / dt) }
            held = center
        }
        apply()
        if (phase == .dropping || phase == .returning) && flight.isFinished && scale.isFinished && opacity.isFinished {
            finish()
        }
    }

    /// Where the held copy's centre is: the grabbed point of the photo under the pointer.
    private var heldCenter: Point { pointer - grabOffset * scale.value }

    /// Writes the centre, scale and alpha onto the copy; the frame's size never changes.
    private func apply() {
        guard let source else { return }
        let center = isHolding ? heldCenter : flight.value
        copy.frame = Rect(center: center, size: source.frame.size)
        copy.transform = scale.value == 1 ? .identity : .scale(scale.value)
        // Over the zone the copy lets the black circle through, so the label drawn
        // above it stays readable.
        copy.alpha = opacity.value * hoverAlpha.value
        copyImage.alpha = images.alpha(for: source.photo.image, drawnWidth: source.frame.width)
        // As a feed cell (PhotoCell.setImageAlpha): under the opaque photo the placeholder
        // never shows, and drawing it doubled the copy's cost while it moved (callgrind).
        copy.content = copyImage.alpha >= 1 ? .none : copyPlaceholder
        // The corners round as the copy lifts, in the copy's own points, so they are
        // drawn at the same radius at every scale.
        copy.cornerRadius = DragMetrics.liftedCornerRadius * lifted.value / max(scale.value, DragMetrics.droppedScale)
        let drawn = copy.frameInWindow
        shadow.layout(
            around: drawn, cornerRadius: copy.cornerRadius * scale.value,
            opacity: lifted.value * copy.alpha)
    }

    // MARK: Queries

    /// The photo under a window point on the topmost feed showing: a photo row, or the
    /// cover photo.
    func source(at point: Point) -> Source? {
        feeds.reversed().lazy.filter { $0.feed.isShowing }.first.flatMap { source(at: point, in: $0.feed) }
    }

    /// The photo of `feed` under a window point: a photo row, or the cover photo.
    private func source(at point: Point, in feed: PhotoFeed) -> Source? {
        if let cell = feed.photoCell(at: point), let photo = cell.photo, let parent = cell.node.parent {
            return Source(photo: photo, row: cell.row, frame: parent.convert(cell.node.frame, to: nil), feed: feed)
        }
        if let (photo, node) = feed.cover, feed.isShowing, node.frameInWindow.contains(point) {
            return Source(photo: photo, row: nil, frame: node.frameInWindow, feed: feed)
        }
        return nil
    }

    /// Where the lifted photo sits now, window points, unscaled: the feed may have moved
    /// or been resized since the lift.
    private func homeFrame(of source: Source) -> Rect? {
        guard source.row != nil else { return source.feed.cover?.node.frameInWindow }
        return source.feed.windowFrame(ofPhoto: source.photo.id)
    }
}
