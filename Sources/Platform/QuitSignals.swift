internal import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// Turns Ctrl-C (SIGINT) and SIGTERM into an orderly stop, so an interrupted session
/// still ends through the normal exit path and writes its recording, stats and report.
///
/// In a window the handler pushes one SDL_QUIT event, as SDL's own does (SDL installs
/// its handler only when a signal still has the default action, which is not guaranteed
/// once the Swift runtime and Dispatch are up). Headless runs have no event queue: the
/// handler records the signal in `received`, which the runner checks once per frame.
/// Installing also unblocks both signals, so one sent while a parent had them blocked
/// (or before the handler existed) is delivered now instead of being lost.
public enum QuitSignals {
    /// The signal that asked to stop, or 0. Written only by the handler (a plain word
    /// store, which is async-signal-safe), read by the loop.
    nonisolated(unsafe) public private(set) static var received: Int32 = 0

    /// The signals that stop Splash.
    static let numbers = [SIGINT, SIGTERM]

    /// For a window: each signal becomes an SDL_QUIT event (and is recorded).
    public static func install() {
        for number in numbers {
            signal(number) { number in
                QuitSignals.received = number
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                SDL_PushEvent(&event)
            }
        }
        unblock()
    }

    /// For a headless run: each signal is only recorded, for the runner to see.
    public static func installRecordingOnly() {
        for number in numbers {
            signal(number) { number in QuitSignals.received = number }
        }
        unblock()
    }

    /// "SIGINT", "SIGTERM".
    public static func name(of number: Int32) -> String {
        number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
    }

    private static func unblock() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in numbers { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
