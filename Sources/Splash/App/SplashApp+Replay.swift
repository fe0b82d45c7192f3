import Geometry
import Gestures
import Scene

/// The motion panel's A/B replay (issue 15): while the panel is open, each interaction
/// with the phone (from its first event until everything is at rest again) is kept with
/// the frames it drew; R replays the last one's input with the values as they are now,
/// and the earlier run's frames are drawn faint over the new one, a ghost, for a fair
/// comparison of the same gesture.
extension SplashApp {
    /// Steps between the ghost frames kept (60 Hz, as frames are drawn).
    static let ghostFrameSteps = 4
    /// The ghost's opacity (tuned: visible over a photo, never mistaken for the run).
    static let ghostOpacity = 0.35
    /// The replay key, while the panel is open.
    static let replayKey = "r"

    /// One interaction as it happened: its input by step from its start, and the phone's
    /// draw commands every `ghostFrameSteps` steps.
    struct Interaction {
        var events: [(step: Int, event: InputEvent)] = []
        var frames: [[DrawCommand]] = []
        var firstStep = 0
    }

    /// Keeps a phone event of the interaction under way (only while the panel is open).
    func recordInteraction(_ event: InputEvent) {
        guard motionPanel.isShown, !isReplaying else { return }
        switch event.kind {
        case .touchDown(_, let point), .touchMove(_, let point), .touchUp(_, let point), .wheel(_, _, let point, _):
            guard point.x < viewport.width else { return }
        case .key, .text, .composition, .touchCancel:
            break
        case .hover, .resize, .focusLost, .drop:
            return
        }
        var current = recording ?? Interaction(firstStep: steps + 1)
        current.events.append((steps + 1 - current.firstStep, event))
        recording = current
    }

    /// Whether a replay is under way (its input still to come, or its ghost showing).
    var isReplaying: Bool { !pendingReplay.isEmpty || ghost != nil }

    /// Replays the last interaction with the current values, its frames as a ghost.
    public func replayLastInteraction() {
        // An interaction whose motion has not quite settled counts as the last one.
        if let current = recording, !isReplaying {
            lastInteraction = current
            recording = nil
        }
        guard let last = lastInteraction, !last.events.isEmpty else {
            toast.show("Nothing to replay yet: press, drag or scroll the phone first", in: viewport)
            return
        }
        let start = steps + 1
        // Each event keeps its time within its step: shifted by whole steps, the same
        // input gives the same velocities, so unchanged values land where they did.
        replayShift = start - last.firstStep
        pendingReplay = last.events.map { (start + $0.step, $0.event) }
        ghost = (frames: last.frames, start: start)
        recording = Interaction(firstStep: start)
        toast.show("Replaying the last interaction over its ghost", in: viewport)
    }

    /// Hands the replayed events due in the step about to run to `handle`, timed in it.
    func deliverReplay(dt: Double) {
        let next = steps + 1
        while let (step, event) = pendingReplay.first, step <= next {
            pendingReplay.removeFirst()
            let shifted = InputEvent(time: event.time + Double(replayShift) * dt, kind: event.kind)
            // The replay is the new last interaction, kept as it is delivered.
            if var current = recording {
                current.events.append((step - current.firstStep, shifted))
                recording = current
            }
            handle(shifted)
        }
    }

    /// After a step: keeps a frame of the interaction under way every few steps, and
    /// closes the interaction once all is at rest.
    func stepRecording() {
        if let current = ghost, (steps - current.start) / SplashApp.ghostFrameSteps >= current.frames.count { ghost = nil }
        guard motionPanel.isShown, var current = recording else { return }
        if (steps - current.firstStep) % SplashApp.ghostFrameSteps == 0 {
            // A reader like a frame: the rows and cards as this step has them, not as the
            // last step looked at left them, fades included (the rows wait only for the
            // feed to move, HomeScreen.layoutIfNeeded).
            home.setNeedsLayout()
            layoutIfNeeded()
            let list = DisplayListBuilder(viewport: windowSize, background: SplashApp.background, pixelScale: configuration.displayScale).build(root)
            current.frames.append(list.commands.filter { $0.frame.minX < viewport.width })
        }
        recording = current
        if pendingReplay.isEmpty && arena.activeTouchCount == 0 && !movesOnItsOwnExceptReplay {
            lastInteraction = current
            recording = nil
        }
    }

    /// The ghost's commands for the frame drawn now, faint; nil once it has played.
    func ghostCommands() -> [DrawCommand]? {
        guard let current = ghost else { return nil }
        let index = max(0, steps - current.start) / SplashApp.ghostFrameSteps
        guard index < current.frames.count else {
            ghost = nil
            return nil
        }
        return current.frames[index].compactMap { $0.faded(by: SplashApp.ghostOpacity) }
    }
}
