import CSDL2
import Testing

@testable import Platform

/// What the frame pacer asks of the thread it paces: sleeps that wake when asked, so the
/// spin before each frame stays short (FramePacer.spinThreshold).
struct FramePacerTests {
    #if os(Linux)
        static let onLinux = true
    #else
        static let onLinux = false
    #endif

    @Test(.enabled(if: Self.onLinux, "timer slack is Linux's")) func aPacersThreadSleepsWithoutSlack() {
        // Made and read on this thread, with no suspension between: a timer slack is
        // per thread.
        _ = FramePacer(fps: 60)
        #expect(splash_timer_slack() == Int(FramePacer.timerSlack))
    }
}
