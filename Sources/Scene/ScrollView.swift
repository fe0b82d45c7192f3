import Geometry
import Gestures
import Motion

/// A node whose children are content that a pan, the wheel or the keyboard scrolls,
/// with UIScrollView's physics (docs/MOTION.md, Scrolling): 1:1 tracking, rubber band
/// past the ends, decay at 0.998 per ms, and a spring back to the edge.
///
/// The offset is the node's `boundsOrigin` along its axis. Call `step(dt:)` once per
/// simulation step; nothing here reads a clock.
public final class ScrollView: Node {
    /// docs/MOTION.md, Scrolling: bounce back is Flutter's iOS spring, mass 0.5.
    public static let bounceMass = 0.5
    /// docs/MOTION.md, Scrolling: bounce back spring stiffness 100.
    public static let bounceStiffness = 100.0
    /// docs/MOTION.md, Scrolling: bounce back is a critically damped spring (ratio 1).
    /// Flutter's 1.1 is slightly over-damped and leaves a 200-point pull 0.7 pt short of
    /// the edge after 0.6 s; critical damping is there in 0.2 pt.
    public static let bounceDampingRatio = 1.0
    /// Arrow keys move this far (tuned: one text line plus leading, as macOS scrolls).
    public static let lineStep = 40.0
    /// Page keys keep this much of the old page on screen (tuned, as macOS does).
    public static let pageOverlap = 40.0
    /// Wheel, key and fling glides: shorter than a quarter point is not worth animating,
    /// and slower than 0.5 pt/s a fling lands (`Tolerance.glide`, docs/MOTION.md,
    /// Scrolling).
    public static let glideTolerance = Tolerance.glide
    /// Points in one wheel notch: Platform's `EventTranslator.pointsPerWheelUnit`, which
    /// a test keeps equal. A wheel delta of whole notches glides; any other (a trackpad's
    /// fractional `preciseY`) scrolls 1:1.
    public static let wheelNotch = 40.0
    /// A notch or an arrow key lands this long after it (issue 12: a desktop user expects
    /// about 150 ms), eased out.
    public static let stepGlideDuration = 0.15
    /// Page keys, Space, Home and End land this long after the key (issue 12: about
    /// 0.4 s), eased out.
    public static let pageGlideDuration = 0.35
    public let axis: ScrollAxis
    /// Velocity kept per millisecond of a fling (`Decay.normalRate`; a motion file's
    /// `scroll.decelerationRate`).
    public var decelerationRate = Decay.normalRate
    /// The rubber band's coefficient past an edge (`RubberBand.coefficient`; a motion
    /// file's `scroll.rubberBand`).
    public var rubberBandCoefficient = RubberBand.coefficient
    /// The bounce back to an edge (docs/MOTION.md, Scrolling; a motion file's
    /// `scroll.bounce.spring`).
    public var bounceSpring = SpringParameters(
        mass: ScrollView.bounceMass, stiffness: ScrollView.bounceStiffness, dampingRatio: ScrollView.bounceDampingRatio)
    /// The pan that drags the content; other recognizers may depend on it.
    public let pan: PanGestureRecognizer
    /// Length of the content along the axis, in points.
    public var contentLength: Double = 0 { didSet { clampIfIdle() } }
    public private(set) var phase: ScrollPhase = .idle
    /// The offset's velocity along the axis in points/s (content moving up or left is +).
    public private(set) var velocity: Double = 0
    /// Where a fling should come to rest, given where it would naturally stop; nil lets it
    /// stop anywhere. The category strip snaps to cards with this.
    public var snapTarget: ((_ projectedRest: Double, _ velocity: Double) -> Double)?
    /// Called when a drag begins to move the content (presses are cancelled here).
    public var onBeginDragging: (() -> Void)?
    /// Called whenever the offset changes.

    private var dragStartRaw: Double = 0
    /// What moves the content on its own, Motion's one animation type: a wheel or key
    /// glide (a curve eased out to its target in a fixed time, retargeted with its
    /// velocity by the next notch or key), a fling (a decay), or the bounce back to an
    /// edge (a spring).
    private var motion: Animation<Double>?
    /// A fling that will pass an edge: when (seconds into it) and which edge. It hands
    /// over to the bounce at that moment, in closed form (`Decay.time(atPosition:)`), as
    /// Flutter's `BouncingScrollSimulation` does, not at the first step past the edge.
    private var edgeCrossing: (time: Double, edge: Double, velocity: Double)?

    public init(name: String, axis: ScrollAxis, frame: Rect) {
        self.axis = axis
        self.pan = PanGestureRecognizer(directionLock: axis == .horizontal ? .horizontal : .vertical)
        super.init(name: name, frame: frame)
        clipsToBounds = true
        pan.name = "\(name).pan"
        pan.addTarget { [unowned self] recognizer in self.panChanged(recognizer) }
        addGestureRecognizer(pan)
    }

    // MARK: Geometry

    /// The visible length along the axis.
    public var viewportLength: Double { axis == .vertical ? frame.height : frame.width }
    public var minOffset: Double { 0 }
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    public var offset: Double {
        get { axis == .vertical ? boundsOrigin.y : boundsOrigin.x }
        set {
            guard newValue != offset else { return }
            if axis == .vertical { boundsOrigin.y = newValue } else { boundsOrigin.x = newValue }
        }
    }

    public var isScrolling: Bool { phase != .idle }

    /// Whether the offset changes with time alone (a glide or a spring); a finger held
    /// still while dragging moves nothing.
    public var isMovingOnItsOwn: Bool { phase == .decelerating || phase == .settling }

    /// Places the content without animation, stopping any motion.
    public func setOffset(_ value: Double) {
        stop()
        offset = value
    }

    /// Stops any glide, fling or bounce where it is (a touch landing on moving content
    /// does this).
    public func stop() {
        motion = nil
        edgeCrossing = nil
        velocity = 0
        if phase != .dragging { phase = .idle }
        if offset < minOffset || offset > maxOffset { settle(to: clamped(offset), velocity: 0) }
    }

    // MARK: Input

    /// Scrolls by a wheel delta (points, positive toward the content's end). Whole
    /// notches glide there, eased out in 0.15 s, adding to a glide under way; any other
    /// delta (a trackpad) moves the content 1:1 at once (issue 12).
    public func scroll(byWheel delta: Double) {
        guard phase != .dragging, delta != 0 else { return }
        let notches = delta / ScrollView.wheelNotch
        if notches == notches.rounded() {
            glide(to: glideBase + delta, duration: ScrollView.stepGlideDuration)
        } else {
            stop()
            offset = clamped(offset + delta)
        }
    }

    /// Coasts by `delta` with UIScrollView's deceleration, coming to rest exactly there
    /// (a fling handed over from another gesture).
    public func decelerate(by delta: Double) {
        guard phase != .dragging else { return }
        let target = clamped(offset + delta)
        guard abs(target - offset) > ScrollView.glideTolerance.distance else { return }
        startDecay(velocity: Decay.velocity(toTravel: target - offset, rate: decelerationRate))
    }

    /// Scrolls by whole lines or pages, or to an end: lines in 0.15 s, pages and ends in
    /// 0.35 s, eased out; a key during a glide goes on from where that glide is headed.
    public func perform(_ command: ScrollCommand) {
        let page = max(viewportLength - ScrollView.pageOverlap, ScrollView.lineStep)
        let base = glideBase
        let target: Double, duration: Double
        switch command {
        case .lineDown: (target, duration) = (base + ScrollView.lineStep, ScrollView.stepGlideDuration)
        case .lineUp: (target, duration) = (base - ScrollView.lineStep, ScrollView.stepGlideDuration)
        case .pageDown: (target, duration) = (base + page, ScrollView.pageGlideDuration)
        case .pageUp: (target, duration) = (base - page, ScrollView.pageGlideDuration)
        case .top: (target, duration) = (minOffset, ScrollView.pageGlideDuration)
        case .bottom: (target, duration) = (maxOffset, ScrollView.pageGlideDuration)
        }
        guard phase != .dragging else { return }
        glide(to: target, duration: duration)
    }

    /// Glides to `target` (clamped), eased out over `duration` seconds: the way the app
    /// moves the content for it (a search field taking focus collapses the header).
    public func scroll(to target: Double, duration: Double) {
        guard phase != .dragging else { return }
        glide(to: target, duration: duration)
    }

    /// Where the content is headed: a glide's target, a fling's rest point, or here.
    private var glideBase: Double {
        guard let motion, phase == .decelerating else { return offset }
        return motion.target
    }

    /// Eases out to `target` (clamped) in `duration`, from the current offset and velocity.
    private func glide(to target: Double, duration: Double) {
        let bounded = clamped(target)
        let gliding = motion?.duration != nil && phase == .decelerating
        guard abs(bounded - offset) > ScrollView.glideTolerance.distance || gliding else { return }
        // From rest the curve leaves at its own (fast) start; in motion it keeps the
        // current velocity, so a retarget has no kink.
        let carried: Double? = phase == .idle || phase == .dragging ? nil : velocity
        edgeCrossing = nil
        let next = Animation.curve(from: offset, to: bounded, duration: duration, curve: .easeOut, initialVelocity: carried)
        motion = next
        velocity = next.velocity
        phase = .decelerating
    }

    private func panChanged(_ pan: PanGestureRecognizer) {
        let translation = pan.primaryTranslation
        let fingerVelocity = pan.primaryVelocity
        switch pan.state {
        case .began:
            motion = nil
            edgeCrossing = nil
            dragStartRaw = raw(forOffset: offset)
            phase = .dragging
            onBeginDragging?()
            offset = offset(forRaw: dragStartRaw - translation)
        case .changed:
            offset = offset(forRaw: dragStartRaw - translation)
        case .ended:
            release(velocity: -fingerVelocity)
        case .cancelled, .failed:
            release(velocity: 0)
        default:
            break
        }
    }

    private func release(velocity releaseVelocity: Double) {
        phase = .idle
        if offset < minOffset || offset > maxOffset {
            settle(to: clamped(offset), velocity: releaseVelocity)
        } else if let snapTarget {
            let projected = Decay(from: offset, velocity: releaseVelocity, rate: decelerationRate).restPosition
            settle(to: clamped(snapTarget(projected, releaseVelocity)), velocity: releaseVelocity)
        } else if abs(releaseVelocity) > Tolerance.fling.velocity {
            startDecay(velocity: releaseVelocity)
        }
    }

    // MARK: Rubber band

    /// The unbounded position a finger would have put the content at, for an offset that
    /// may already be rubber-banded (grabbing content mid-bounce must not jump).
    private func raw(forOffset value: Double) -> Double {
        RubberBand.unconstrainedPosition(
            forBanded: value, in: minOffset...max(minOffset, maxOffset), viewport: viewportLength,
            coefficient: rubberBandCoefficient)
    }

    /// Where a finger's unbounded position puts the content: Motion's one rubber band.
    private func offset(forRaw value: Double) -> Double {
        RubberBand.position(
            value, in: minOffset...max(minOffset, maxOffset), viewport: viewportLength, coefficient: rubberBandCoefficient)
    }

    private func clamped(_ value: Double) -> Double { min(max(value, minOffset), maxOffset) }

    private func clampIfIdle() {
        if phase == .idle, offset > maxOffset { offset = maxOffset }
    }

    // MARK: Physics

    private func startDecay(velocity v: Double) {
        let fling = Decay(from: offset, velocity: v, rate: decelerationRate, tolerance: ScrollView.glideTolerance)
        motion = .decay(from: offset, velocity: v, rate: fling.rate, tolerance: fling.tolerance)
        // A fling whose rest point is past an edge reaches that edge at a known time.
        let edge = fling.restPosition < minOffset ? minOffset : fling.restPosition > maxOffset ? maxOffset : nil
        edgeCrossing = edge.flatMap { edge in
            fling.time(atPosition: edge).map { (time: $0, edge: edge, velocity: fling.velocity(at: $0)) }
        }
        velocity = v
        phase = .decelerating
    }

    /// The bounce back to `target`, Flutter's iOS spring (docs/MOTION.md, Scrolling).
    private func settle(to target: Double, velocity v: Double) {
        edgeCrossing = nil
        let spring = bounceSpring
        motion = .spring(value: offset, target: target, velocity: v, spring: spring)
        velocity = v
        phase = .settling
        bounceTrace = offset == target ? nil : (offset, target, [])
    }

    /// The last bounce back to an edge from a pull (not a fling's, which starts at the
    /// edge), sampled every step as a share of the way from where it started to the
    /// edge, with the step's length; `bounceTraceCount` counts them (the motion panel
    /// draws the last over the bounce spring's curve).
    public private(set) var lastBounceTrace: (interval: Double, samples: [Double])?
    public private(set) var bounceTraceCount = 0
    private var bounceTrace: (start: Double, target: Double, samples: [Double])?

    /// Advances a glide, fling or bounce by one simulation step.
    public func step(dt: Double) {
        switch phase {
        case .decelerating, .settling:
            guard var current = motion else {
                phase = .idle
                return
            }
            if let crossing = edgeCrossing, current.elapsed + dt >= crossing.time {
                // The fling reaches the edge within this step: from that instant the
                // bounce spring takes its velocity there, and runs for the rest of the step.
                let remaining = current.elapsed + dt - crossing.time
                offset = crossing.edge
                settle(to: crossing.edge, velocity: crossing.velocity)
                guard var bounce = motion else { return }
                bounce.step(dt: remaining)
                current = bounce
            } else {
                current.step(dt: dt)
            }
            offset = current.value
            velocity = current.velocity
            if phase == .settling, var traced = bounceTrace {
                traced.samples.append((offset - traced.start) / (traced.target - traced.start))
                bounceTrace = traced
                if current.isFinished {
                    lastBounceTrace = (dt, traced.samples)
                    bounceTraceCount += 1
                    bounceTrace = nil
                }
            }
            if current.isFinished {
                motion = nil
                velocity = 0
                phase = .idle
            } else {
                motion = current
            }
        case .idle, .dragging:
            break
        }
    }
}
