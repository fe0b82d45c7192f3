import Foundation
import Geometry
import Session

/// One measured run of the real `splash` binary: a script, optionally a manifest.
struct BenchScenario {
    var name: String
    var script: String
    var manifest: String?
    var extraArguments: [String] = []
    /// Where a bare SDL loop is measured right after this scenario for its "÷ floor"
    /// column: the window size in points and the display scale (nil: no floor).
    var floorSize: (Size, Double)?

    /// Where desktop users run Splash besides the 414×736 phone window: the label, the
    /// size and scale, and the `splash` options that give them.
    static let desktopSizes: [(String, (Size, Double), [String])] = [
        ("414×736 @2x", (Size(width: 414, height: 736), 2), ["--scale", "2"]),
        ("1280×800", (Size(width: 1280, height: 800), 1), ["--size", "1280x800"]),
        ("1920×1080", (Size(width: 1920, height: 1080), 1), ["--size", "1920x1080"]),
        ("3840×2160", (Size(width: 3840, height: 2160), 1), ["--size", "3840x2160"])
    ]

    /// When the flings start: the first screen has faded in by then, and frames before it
    /// are not timed (`--stats-from`), so the numbers are the flings'.
    static let flingStart = FlingScript.start

    /// How every timed scenario runs: decoding on background threads and paced to the wall
    /// clock, as the window does (the synchronous mode exists for deterministic tests and
    /// would charge JPEG decodes to frames; unpaced, decodes would never keep up), timed
    /// from `flingStart` on.
    static let pacedArguments = ["--decode", "background", "--realtime", "--stats-from", String(flingStart)]

    /// Repeated upward flings, as a user skimming the feed (`FlingScript`).
    static func flingScript(flings: Int = 10) -> String { FlingScript.text(flings: flings) }

    /// Nothing happens for two seconds: an idle app should render (almost) nothing.
    static let idleScript = "2000 end\n"
}
