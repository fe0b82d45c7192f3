import Geometry

/// Routes touches to recognizers and decides which of them may recognize.
///
/// The Scene supplies, on each touch-down, the recognizers under the point: the hit
/// node's first, then its ancestors' (deepest first, each node's in attachment order).
/// Everything is ordered (touches by arrival, recognizers by the order they joined), so
/// the same events give the same outcome.
///
/// Rules, applied when a recognizer asks to begin (continuous) or recognize (discrete):
/// 1. A failure requirement (`require(toFail:)`) that is in the arena and still possible
///    holds the request; one that began, recognized, ended or was cancelled makes it
///    fail; one that failed or is not in the arena lets it through. Held requests are
///    decided again whenever anything changes.
/// 2. `shouldBegin` is asked next; `false` fails the recognizer.
/// 3. Rivals are the other recognizers following one of its touches that may not
///    recognize with it (`shouldRecognizeSimultaneously`, either side). If a rival is
///    active, the request fails, unless that rival has `cancelsTouchesInView == false`
///    and the requester has it `true`: then the rival is cancelled (a passive observer
///    is taken over).
/// 4. Granted: if the requester cancels touches in view, possible rivals fail; if it
///    does not, they stay possible and may take over later by rule 3. Recognizers that
///    require the requester to fail now fail. Then the requester begins or recognizes.
/// One winner follows: two rivals can never both be active. Recognizers that finish
/// (ended, cancelled, failed, recognized) reset to possible and leave the arena once the
/// touches they follow are up; one left possible with no touch that waits for nothing
/// fails then, so no recognizer stays active after every touch has ended.
public final class GestureArena {
    /// Slack for comparing step times with timer deadlines, so a deadline that is a
    /// whole number of 1/240 s steps fires on its step despite rounding. Tuned, not UIKit.
    static let timeTolerance = 1e-9

    /// Bound on re-deciding held requests in one settle; each round changes at least one
    /// state, so this is never reached by a correct recognizer.
    static let maximumSettleRounds = 1000

    /// Touches in flight, in the order they went down.
    public private(set) var touches: [Touch] = []

    /// Recognizers taking part, in the order they joined.
    private var participants: [GestureRecognizer] = []

    /// Counts state changes, so settling knows when nothing more will move.
    private var revision = 0

    /// True while an event or a step is being processed; settling waits for its end.
    private var isProcessing = false

    /// An arena with no touches and no recognizers; the hit test of each touch-down brings
    /// them in.
    public init() {}

    /// Touches now down.
    public var activeTouchCount: Int { touches.count }

    /// The earliest time a timer will fire (a long press maturing), or nil: until then,
    /// touches held still change nothing as time passes.
    public var nextTimerDeadline: Double? { participants.compactMap(\.nextDeadline).min() }

    /// The touch with this id, if it is down.
    public func touch(_ id: TouchID) -> Touch? {
        touches.first { $0.id == id }
    }

    /// Feeds one event. Timers due by the event's time fire first, so a long press that
    /// matured inside the step is recognized before the event that follows it. Events
    /// that are not touches are ignored; the app handles them.
    public func handle(_ event: InputEvent, hitTest: (Point) -> [GestureRecognizer]) {
        switch event.kind {
        case .touchDown(let id, let point):
            process(time: event.time) { touchDown(id, at: point, time: event.time, hitTest: hitTest) }
        case .touchMove(let id, let point):
            process(time: event.time) { touchMoved(id, to: point, time: event.time) }
        case .touchUp(let id, let point):
            process(time: event.time) { touchUp(id, at: point, time: event.time) }
        case .touchCancel(let id):
            process(time: event.time) { cancelTouch(id, time: event.time) }
        case .focusLost:
            cancelAll(time: event.time)
        case .hover, .wheel, .key, .resize, .drop, .text, .composition:
            return
        }
    }

    /// Steps timers to `time`, the end of a simulation step.
    public func advance(to time: Double) {
        process(time: time) {}
    }

    /// Cancels every touch in flight: active gestures are cancelled, possible ones fail,
    /// and every recognizer is back to possible afterwards.
    public func cancelAll(time: Double) {
        process(time: time) {
            for recognizer in participants {
                recognizer.timestamp = time
                recognizer.abandon()
                recognizer.trackedTouches.removeAll()
            }
            touches.removeAll()
        }
    }

    // MARK: Events

    private func touchDown(
        _ id: TouchID, at point: Point, time: Double,
        hitTest: (Point) -> [GestureRecognizer]
    ) {
        if touch(id) != nil {
            // A second down for a touch already down means the up was lost: the old
            // gesture cannot complete.
            cancelTouch(id, time: time)
            retireFinished()
        }
        let touch = Touch(id: id, location: point, time: time)
        touches.append(touch)

        var candidates: [GestureRecognizer] = []
        for recognizer in hitTest(point) where !candidates.contains(where: { $0 === recognizer }) {
            candidates.append(recognizer)
        }
        // A multi-tap waiting for its next tap fails when the next touch lands elsewhere.
        for waiting in participants
        where waiting.isAwaitingTouch && !candidates.contains(where: { $0 === waiting }) {
            waiting.fail()
        }

        var accepted: [GestureRecognizer] = []
        for recognizer in candidates where accepts(recognizer) {
            if recognizer.arena == nil {
                recognizer.arena = self
                participants.append(recognizer)
            }
            recognizer.trackedTouches.append(id)
            accepted.append(recognizer)
        }
        // Everyone joins before anyone hears the touch, so a recognizer that begins on
        // touch-down already sees all its rivals.
        for recognizer in accepted where isFollowing(recognizer, id) {
            updatePosition(of: recognizer, time: time)
            recognizer.touchBegan(touch)
        }
    }

    private func accepts(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.state == .possible,
            recognizer.pendingTransition == nil,
            recognizer.trackedTouches.count < recognizer.maximumTrackedTouches
        else { return false }
        return recognizer.arena == nil || recognizer.arena === self
    }

    private func touchMoved(_ id: TouchID, to point: Point, time: Double) {
        guard let index = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[index] = touches[index].updated(phase: .moved, location: point, time: time)
        let touch = touches[index]
        for recognizer in trackers(of: id) where isFollowing(recognizer, id) {
            updatePosition(of: recognizer, time: time)
            recognizer.touchMoved(touch)
        }
    }

    private func touchUp(_ id: TouchID, at point: Point, time: Double) {
        guard let index = touches.firstIndex(where: { $0.id == id }) else { return }
        touches[index] = touches[index].updated(phase: .ended, location: point, time: time)
        let touch = touches[index]
        for recognizer in trackers(of: id) where isFollowing(recognizer, id) {
            updatePosition(of: recognizer, time: time)
            recognizer.touchEnded(touch)
        }
        remove(id)
    }

    private func cancelTouch(_ id: TouchID, time: Double) {
        guard let index = touches.firstIndex(where: { $0.id == id }) else { return }
        let touch = touches[index].updated(phase: .cancelled, location: touches[index].location, time: time)
        touches[index] = touch
        for recognizer in trackers(of: id) where isFollowing(recognizer, id) {
            recognizer.timestamp = time
            recognizer.touchCancelled(touch)
        }
        remove(id)
    }

    private func remove(_ id: TouchID) {
        touches.removeAll { $0.id == id }
        for recognizer in participants {
            recognizer.trackedTouches.removeAll { $0 == id }
        }
    }

    /// Recognizers in play that follow the touch, in joining order.
    private func trackers(of id: TouchID) -> [GestureRecognizer] {
        participants.filter { isFollowing($0, id) }
    }

    /// Asked again just before each delivery: an action run by an earlier delivery may
    /// have failed, cancelled or released this recognizer.
    private func isFollowing(_ recognizer: GestureRecognizer, _ id: TouchID) -> Bool {
        recognizer.isInPlay && recognizer.trackedTouches.contains(id)
    }

    private func updatePosition(of recognizer: GestureRecognizer, time: Double) {
        recognizer.timestamp = time
        let followed = touches.filter { recognizer.trackedTouches.contains($0.id) }
        guard !followed.isEmpty else { return }
        let sum = followed.reduce(Point.zero) { $0 + $1.location }
        recognizer.location = sum * (1 / Double(followed.count))
    }

    // MARK: Arbitration

    /// Runs one event or step: timers due by `time` fire first, then the body, then held
    /// requests and finished recognizers are settled.
    private func process(time: Double, _ body: () -> Void) {
        let outermost = !isProcessing
        isProcessing = true
        fireTimers(upTo: time)
        body()
        if outermost {
            settle()
            isProcessing = false
        }
    }

    private func fireTimers(upTo time: Double) {
        for recognizer in participants where recognizer.isInPlay {
            recognizer.timeAdvanced(to: time + Self.timeTolerance)
        }
    }

    /// Called by a recognizer whenever its state changes.
    func noteStateChange() {
        revision &+= 1
    }

    /// Settles after a change made outside an event (the app cancelled or disabled a
    /// recognizer from its own code).
    func settleIfIdle() {
        guard !isProcessing else { return }
        isProcessing = true
        settle()
        isProcessing = false
    }

    /// Called by a recognizer that set `pendingTransition`: decide it now.
    func arbitrate(_ requester: GestureRecognizer) {
        decide(requester)
    }

    private func decide(_ requester: GestureRecognizer) {
        guard let wanted = requester.pendingTransition, requester.state == .possible else { return }
        guard requester.isEnabled else { requester.fail(); return }

        for requirement in requester.failureRequirements where requirement.arena === self {
            switch requirement.state {
            case .possible:
                return  // held until the requirement is decided
            case .failed:
                continue
            case .began, .changed, .ended, .recognized, .cancelled:
                requester.fail()
                return
            }
        }

        if let shouldBegin = requester.shouldBegin, !shouldBegin(requester) {
            requester.fail()
            return
        }
        // The delegate may have cancelled things; make sure the request still stands.
        guard requester.pendingTransition == wanted, requester.state == .possible else { return }

        let rivals = participants.filter { other in
            other !== requester
                && other.trackedTouches.contains(where: requester.trackedTouches.contains)
                && !requester.recognizesSimultaneously(with: other)
        }
        for rival in rivals where rival.state.isActive {
            if rival.cancelsTouchesInView || !requester.cancelsTouchesInView {
                requester.fail()
                return
            }
        }

        for rival in rivals {
            if rival.state.isActive {
                rival.abandon()  // passive observer taken over (checked above)
            } else if rival.state == .possible && requester.cancelsTouchesInView {
                rival.fail()
            }
        }
        for dependent in participants
        where dependent !== requester && dependent.failureRequirements.contains(where: { $0 === requester }) {
            dependent.fail()
        }
        guard requester.pendingTransition == wanted, requester.state == .possible else { return }
        requester.commit(wanted)
    }

    /// Decides held requests and retires finished recognizers until nothing changes.
    private func settle() {
        var rounds = 0
        while rounds < Self.maximumSettleRounds {
            rounds += 1
            let before = revision
            for recognizer in participants where recognizer.pendingTransition != nil {
                decide(recognizer)
            }
            retireFinished()
            if revision == before { break }
        }
    }

    /// Resets and removes recognizers that follow no touch and wait for nothing.
    private func retireFinished() {
        for recognizer in participants where recognizer.trackedTouches.isEmpty {
            switch recognizer.state {
            case .possible:
                if recognizer.pendingTransition != nil || recognizer.isAwaitingTouch { continue }
                recognizer.fail()
            case .began, .changed:
                recognizer.abandon()  // a kind that forgot to end: never leave it active
            case .ended, .cancelled, .failed, .recognized:
                break
            }
            recognizer.reset()
            recognizer.arena = nil
        }
        participants.removeAll { $0.arena !== self }
    }
}
