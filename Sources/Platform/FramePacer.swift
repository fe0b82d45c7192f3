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
    /// Time left (seconds) below which the pacer stops sleeping and spins; tuned:
    /// nanosleep on an idle Linux core wakes 50–100 µs late, so half a millisecond keeps
    /// frames on time while the spin stays a small share of a 16.7 ms frame.
    static let spinThreshold = 0.0005
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
