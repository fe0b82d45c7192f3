import CSDL2
import Geometry

/// Paces the live loop to a target frame rate with the high-resolution counter.
///
/// Vsync is never relied on (the dummy driver and Xvfb have none): the pacer sleeps
/// most of the time left and spins only for the last sliver, because `SDL_Delay` can
/// overshoot by about a scheduler tick.
public final class FramePacer {
    /// Time left (seconds) below which the pacer stops sleeping and spins; tuned: one
    /// Linux scheduler tick is ~1 ms, so sleeping closer than this risks a late frame.
    static let spinThreshold = 0.002
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
        if remaining > Self.spinThreshold {
            SDL_Delay(UInt32(saturating: (remaining - Self.spinThreshold) * 1000))
        }
        remaining = deadline - Self.now()
        while remaining > 0 {
            remaining = deadline - Self.now()
        }
        let late = -remaining
        deadline = late > period * Self.maximumLatePeriods ? Self.now() + period : deadline + period
    }

    /// Starts the schedule afresh from now (after an idle wait).
    public func reset() {
        deadline = Self.now() + period
    }
}
