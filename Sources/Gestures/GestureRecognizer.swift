import Geometry

/// The base of every recognizer: UIKit's state machine, targets and relations.
///
/// Recognizers are attached to scene nodes by the app and handed to a `GestureArena` by
/// its hit-test closure; the arena feeds them touches and steps their timers, and decides
/// which of them may begin (see `GestureArena` for the exact rules). Subclasses live in
/// this module only: each kind reads touches and asks to begin, recognize, change, end or
/// fail; whether a begin is allowed is never theirs to decide.
public class GestureRecognizer {
    /// Where the gesture is in UIKit's state machine.
    public internal(set) var state: GestureState = .possible {
        didSet { if state != oldValue { arena?.noteStateChange() } }
    }

    /// A disabled recognizer takes no new touches; disabling one in flight cancels it.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { cancel() } }
    }

    /// When this recognizer begins or recognizes, rivals on its touch that may not
    /// recognize with it fail (or, if already active without this flag, are cancelled).
    /// A recognizer with `false` is a passive observer that a later one can take over from.
    public var cancelsTouchesInView = true

    /// Asked right before leaving possible; `false` makes the recognizer fail instead.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?

    /// Asked with (self, other) when one of the pair begins while the other is in play;
    /// `true` from either side lets both recognize together.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    /// For debugging and reports.
    public var name: String

    /// The slop every kind starts with, in points: UIKit documents 10 points as a long
    /// press's allowable movement, and the same distance is the common reading of where a
    /// pan begins (docs/MOTION.md, Gestures). One number, so a tap, a press and a pan
    /// agree on what "moved" means: a drag that starts a pan fails the tap under it. A
    /// kind overrides it only where UIKit behaves differently.
    public class var defaultSlop: Double { 10 }

    /// How far, in points, a touch may move from where it went down before this
    /// recognizer counts it as moved: a pan begins beyond it, a tap and a long press not
    /// yet begun fail beyond it. Set it before a touch goes down, like UIKit's
    /// `allowableMovement`.
    public var slop: Double

    /// Centroid of the touches this recognizer follows, window points; it keeps the last
    /// value after they end.
    public internal(set) var location: Point = .zero

    /// Virtual time of the latest touch event or step this recognizer saw, seconds.
    public internal(set) var timestamp: Double = 0

    /// Actions run on began, changed, ended, cancelled and recognized, in the order added
    /// (`addTarget` in `TypedTargets` wraps each so it receives the concrete kind).
    private var targets: [() -> Void] = []

    /// Recognizers that must fail before this one may begin or recognize.
    public private(set) var failureRequirements: [GestureRecognizer] = []

    /// The arena this recognizer takes part in, while it follows or waits for a touch.
    weak var arena: GestureArena?

    /// Touches followed, in the order they arrived.
    var trackedTouches: [TouchID] = []

    /// A begin or recognize asked for but not yet granted by the arena (a failure
    /// requirement is still undecided). The public state stays possible meanwhile.
    var pendingTransition: GestureState?

    /// A recognizer in the possible state, named `name` or after its kind.
    public init(name: String? = nil) {
        // Placeholders first: the kind (`Self`) can be asked only once every stored
        // property has a value.
        self.name = ""
        self.slop = 0
        self.name = name ?? String(describing: type(of: self))
        self.slop = Self.defaultSlop
    }

    // MARK: Public API

    /// Adds an action run on every state change that UIKit reports to targets; the public
    /// form, which hands the action the recognizer as its own kind, is `addTarget`.
    func addAction(_ action: @escaping () -> Void) {
        targets.append(action)
    }

    /// This recognizer may begin or recognize only once `other` has failed (or is not
    /// following any touch). A cycle of requirements is a programmer error.
    public func require(toFail other: GestureRecognizer) {
        precondition(!other.dependsTransitively(on: self), "require(toFail:) would make a cycle")
        if !failureRequirements.contains(where: { $0 === other }) {
            failureRequirements.append(other)
        }
    }

    /// Forces the gesture out: an active gesture is cancelled (its actions run), one
    /// still possible fails. Does nothing when the recognizer follows no touch.
    public func cancel() {
        guard arena != nil else { return }
        if state.isActive {
            state = .cancelled
            sendActions()
        } else if state == .possible {
            fail()
        }
        arena?.settleIfIdle()
    }

    // MARK: Hooks for the kinds (module-internal)

    /// How many touches at once this kind follows; further fingers are left to others.
    var maximumTrackedTouches: Int { 1 }

    /// True when, with no touch down, the recognizer still waits for one (a multi-tap
    /// between its taps), so the arena keeps it instead of failing it.
    var isAwaitingTouch: Bool { false }

    func touchBegan(_ touch: Touch) {}
    func touchMoved(_ touch: Touch) {}
    func touchEnded(_ touch: Touch) {}

    /// The system took the touch away: the gesture cannot complete.
    func touchCancelled(_ touch: Touch) { abandon() }

    /// Called by the arena on each simulation step and before each event, with the time.
    func timeAdvanced(to time: Double) {}

    /// When `timeAdvanced` will next change something with no input (a long press
    /// maturing), or nil: between such deadlines, time alone changes nothing here.
    var nextDeadline: Double? { nil }

    /// Clears per-gesture data when the recognizer returns to possible.
    func resetGesture() {}

    // MARK: Transitions for the kinds

    /// Asks to begin a continuous gesture; the arena grants, holds or refuses it.
    func requestBegin() { request(.began) }

    /// Asks to recognize a discrete gesture; the arena grants, holds or refuses it.
    func requestRecognize() { request(.recognized) }

    /// Reports progress of an active continuous gesture.
    func change() {
        guard state.isActive else { return }
        state = .changed
        sendActions()
    }

    /// Ends an active continuous gesture normally.
    func end() {
        guard state.isActive else { return }
        state = .ended
        sendActions()
    }

    /// Gives up while still possible; failures run no actions (UIKit).
    func fail() {
        guard state == .possible else { return }
        pendingTransition = nil
        state = .failed
    }

    /// Cancels if active, fails if possible: the touch went away or focus was lost.
    func abandon() {
        if state.isActive {
            state = .cancelled
            sendActions()
        } else {
            fail()
        }
    }

    // MARK: Arena plumbing

    /// Whether touch events and timers should still reach this recognizer.
    var isInPlay: Bool { state == .possible || state.isActive }

    /// Applies a transition the arena granted.
    func commit(_ granted: GestureState) {
        pendingTransition = nil
        state = granted
        sendActions()
    }

    /// Back to possible, following nothing.
    func reset() {
        pendingTransition = nil
        trackedTouches.removeAll()
        state = .possible
        resetGesture()
    }

    private func request(_ wanted: GestureState) {
        guard state == .possible, pendingTransition == nil, let arena else { return }
        pendingTransition = wanted
        arena.arbitrate(self)
    }

    private func sendActions() {
        for action in targets { action() }
    }

    /// True if `other` is reachable through failure requirements from self (or is self).
    private func dependsTransitively(on other: GestureRecognizer) -> Bool {
        var seen: [ObjectIdentifier] = []
        var stack: [GestureRecognizer] = [self]
        while let next = stack.popLast() {
            if next === other { return true }
            let key = ObjectIdentifier(next)
            if seen.contains(key) { continue }
            seen.append(key)
            stack.append(contentsOf: next.failureRequirements)
        }
        return false
    }

    /// Whether self and `other` may be active together, by either side's delegate.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        shouldRecognizeSimultaneously?(self, other) == true
            || other.shouldRecognizeSimultaneously?(other, self) == true
    }
}
