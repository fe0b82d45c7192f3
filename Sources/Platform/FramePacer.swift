internal import CSDL2
import Foundation
import Geometry

/// Paces the live loop to a target frame rate with the high-resolution counter.
///
/// Vsync is never relied on (the dummy driver and Xvfb have none): the pacer sleeps with
/// `nanosleep`, which wakes within a fraction of a millisecond on Linux (SDL_Delay rounds
/// to whole milliseconds and can overshoot by a scheduler tick), and spins only for the
/// last sliver. It used to spin for the last 2 ms of every frame: a quarter of the CPU
/// samples of an animating window.
public final class FramePacer {
    /// Time left (seconds) below which the pacer stops sleeping and spins; tuned to how
    /// late a sleep wakes once the thread's timer slack is `timerSlack`. Measured on the
    /// 2-core build machine (15.2 ms sleeps, 600 of them, the other core busy): 72 µs
    /// late at the median, 103 µs at p90, 137 µs at p99, so a quarter of a millisecond
    /// wakes before the deadline but for rare outliers (a few ms, whatever the slack),
    /// and the spin is under 0.2 ms a frame. At Linux's default slack the same sleeps
    /// woke 123–142 µs late at the median and 0.7–2.8 ms at p99, and the threshold was
    /// half a millisecond: a spin of about 0.35 ms a frame. A paced card script at
    /// 414 × 736 took 724 → 577 ms of CPU (docs/PERFORMANCE.md, "The pacer's spin").
    static let spinThreshold = 0.00025
    /// The pacer's thread's timer slack (nanoseconds): Linux may wake a sleeper up to
    /// its slack (50 µs unless set) late to batch wakeups; one frame's wake a period
    /// is not worth batching, and a precise wake shortens the spin.
    static let timerSlack: UInt = 1
    /// A frame more than this many periods late resets the schedule instead of
    /// rushing to catch up (no spiral of death, DESIGN.md).
    static let maximumLatePeriods = 1.0

    /// Seconds per frame.
    public let period: Double
    private var deadline: Double

    public init(fps: Double) {
        precondition(fps > 0, "FramePacer needs a positive frame rate")
        period = 1 / fps
        deadline = Self.now() + period
        // Per thread: the pacer sleeps on the thread that makes it. Where it cannot be
        // set, sleeps wake a little later and the spin covers it.
        _ = splash_set_timer_slack(Self.timerSlack)
    }

    /// Seconds since an arbitrary origin, from SDL's performance counter.
    public static func now() -> Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// The `now()` clock's reading at an SDL event timestamp (milliseconds since SDL
    /// started, a different origin): now, less how long ago the event happened.
    public static func time(ofTicks ticks: UInt32) -> Double {
        now() - Double(SDL_GetTicks() &- ticks) / 1000
    }

    /// Blocks until the next frame is due.
    public func waitUntilNextFrame() {
        var remaining = deadline - Self.now()
        if remaining > Self.spinThreshold { Self.sleep(seconds: remaining - Self.spinThreshold) }
        remaining = deadline - Self.now()
        while remaining > 0 {
            remaining = deadline - Self.now()
        }
        let late = -remaining
        deadline = late > period * Self.maximumLatePeriods ? Self.now() + period : deadline + period
    }

    /// Sleeps for about `seconds` (a signal cuts it short; the spin covers the rest).
    static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        let whole = seconds.rounded(.down)
        var request = timespec(tv_sec: Int(saturating: whole), tv_nsec: Int(saturating: (seconds - whole) * 1e9))
        _ = nanosleep(&request, nil)
    }

    /// Starts the schedule afresh from now (after an idle wait).
    public func reset() {
        deadline = Self.now() + period
    }
}
