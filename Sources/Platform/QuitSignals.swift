import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C (SIGINT) and SIGTERM into an SDL quit event, so the live loop ends
/// normally and writes its recording and stats.
///
/// SDL only installs its own handler when a signal still has the default action, which
/// is not guaranteed once the Swift runtime and Dispatch are up; installing ours
/// explicitly makes a quit by signal reliable. The handler does what SDL's own does:
/// it pushes one SDL_QUIT event.
public enum QuitSignals {
    public static func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number) { _ in
                var event = SDL_Event()
                event.type = SDL_QUIT.rawValue
                SDL_PushEvent(&event)
            }
        }
    }
}
