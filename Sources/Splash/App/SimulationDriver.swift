import Geometry
import Gestures
import Motion

/// Feeds timed input to the app in whole fixed steps (DESIGN.md, One frame).
///
/// An event belongs to the step whose interval contains its time; it is applied at the
/// start of that step, before the step advances. Scripted events carry their step index
/// computed exactly from whole milliseconds, so a script lands on the same steps at every
/// frame rate.
public final class SimulationDriver {
    public let app: SplashApp
    public private(set) var clock: FixedStepClock
    private var queue: [(step: Int, event: InputEvent)] = []
    /// Steps crossed without running them, because the app was at rest.
    public private(set) var skippedSteps = 0

    public init(app: SplashApp, clock: FixedStepClock = FixedStepClock()) {
        self.app = app
        self.clock = clock
    }

    /// The index of the next step to run.
    public var nextStep: Int { clock.steps }

    /// Queues an event for a given step; a step already run means "the next one".
    /// Returns the step that will apply it.
    @discardableResult
    public func schedule(_ event: InputEvent, atStep step: Int) -> Int {
        let target = max(step, clock.steps)
        let index = queue.firstIndex { $0.step > target } ?? queue.count
        queue.insert((target, event), at: index)
        return target
    }

    public var hasPendingEvents: Bool { !queue.isEmpty }

    /// The step of the earliest queued event, if any.
    public var nextEventStep: Int? { queue.first?.step }

    /// Runs one step: its events, then the app's simulation, laid out to be looked at.
    public func runStep() { runStep(endsStretch: true) }

    /// Runs one step. Only a step whose state is looked at lays out what it shows
    /// (`SplashApp.step(dt:observed:)`): the last of the steps run before a frame
    /// (`endsStretch`), or one followed by input at the next step (hit-testing reads the
    /// layout). The three steps before it at 60 fps only move the simulation on.
    private func runStep(endsStretch: Bool) {
        let current = clock.steps
        while let first = queue.first, first.step <= current {
            queue.removeFirst()
            app.handle(first.event)
        }
        let inputFollows = queue.first.map { $0.step <= current + 1 } ?? false
        app.step(dt: clock.stepDuration, observed: endsStretch || inputFollows)
        clock.advance(steps: 1)
    }

    /// Runs steps until `step` steps have been run in total. Stretches where nothing
    /// moves and no event is due are crossed in one go (`SplashApp.skipIdleSteps`): a
    /// step of an app at rest changes nothing but the time, so a script that waits a day
    /// ends in moments with the state it would have had.
    public func run(toStep step: Int) {
        while clock.steps < step {
            let until = min(step, queue.first?.step ?? step)
            if until - clock.steps > 1 && app.isAtRest(throughStep: until, dt: clock.stepDuration) {
                let count = until - clock.steps
                app.skipIdleSteps(count, dt: clock.stepDuration)
                clock.advance(steps: count)
                skippedSteps += count
                continue
            }
            runStep(endsStretch: clock.steps + 1 == step)
        }
    }

    /// Adds real elapsed time (live loop) and runs the steps it makes due.
    public func advance(byRealTime elapsed: Double) {
        let count = clock.accumulate(elapsed)
        for index in 0..<count { runStep(endsStretch: index == count - 1) }
    }
}
