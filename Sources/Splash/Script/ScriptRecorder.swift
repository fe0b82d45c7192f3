import Foundation
import Geometry
import Gestures

/// Turns a live session's input into a script in DESIGN.md's format, so that
/// `--headless --script` replays the session step for step (`splash --record FILE`).
///
/// A script carries whole milliseconds, and recognizers read event times (a fling's
/// velocity comes from them), so the live loop first puts each event on a whole
/// millisecond no earlier than the next step to run (`onWholeMillisecond`); the
/// recording then holds the very times and steps the live app saw, and
/// `ScriptTimeline` maps each back onto the same step: the replay feeds the app the
/// same events, in the same steps and order, with the same stamps. Virtual time skips
/// the idle waits of the live loop, so a recording is as long as the activity in it,
/// not as the wall-clock session.
///
/// The format has one pointer and no modifier syntax for the wheel: only the mouse's
/// touch is recorded (fingers are left out), and Shift+wheel is written as the
/// horizontal wheel the app makes of it (`WheelMapping`, the app's own mapping). Key names the format cannot carry (SDL
/// names with spaces such as "Left Shift", or containing '+' or '#') are left out too;
/// the app acts on none of them.
public struct ScriptRecorder: Sendable {
    /// The script's lines so far, without line ends.
    public private(set) var lines: [String]
    private let stepsPerSecond: Int
    private var lastMilliseconds = 0
    /// The pointer as the script will replay it: moved by down, move and up lines.
    private var pointer = Point.zero
    private var buttonDown = false

    public init(stepsPerSecond: Int, header: String = "recorded by splash --record") {
        self.stepsPerSecond = stepsPerSecond
        lines = ["# " + header]
    }

    /// The first whole millisecond inside `step`, which `ScriptTimeline` maps back onto
    /// `step` exactly.
    public static func milliseconds(ofStep step: Int, stepsPerSecond: Int) -> Int {
        (step * 1000 + stepsPerSecond - 1) / stepsPerSecond
    }

    /// `event` restamped to the nearest whole millisecond, moved later if needed into
    /// the first step that has not run yet (`nextStep`), and the step that applies it.
    /// A live runner schedules this instead of the raw event so a recording can hold it.
    public static func onWholeMillisecond(
        _ event: InputEvent, nextStep: Int,
        stepsPerSecond: Int
    ) -> (event: InputEvent, step: Int) {
        var ms = Int(saturating: (event.time * 1000).rounded())
        var step = ms >= 0 ? (ms * stepsPerSecond) / 1000 : -1
        if step < nextStep {
            step = nextStep
            ms = milliseconds(ofStep: step, stepsPerSecond: stepsPerSecond)
        }
        return (InputEvent(time: Double(ms) / 1000, kind: event.kind), step)
    }

    /// The whole script, one line per entry, ending with a newline.
    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// Records an event the app handled at simulation step `step`, at its own time when
    /// that falls in the step (see `onWholeMillisecond`), else at the step's first
    /// millisecond; returns false when the format cannot carry it (nothing is written).
    @discardableResult
    public mutating func record(_ event: InputEvent, atStep step: Int) -> Bool {
        switch event.kind {
        case .touchDown(let id, let point):
            guard isMouse(id) else { return false }
            buttonDown = true
            pointer = point
            append("down \(point.x.shortestText) \(point.y.shortestText)", atStep: step, time: event.time)
        case .touchMove(let id, let point):
            guard isMouse(id) else { return false }
            pointer = point
            append("move \(point.x.shortestText) \(point.y.shortestText)", atStep: step, time: event.time)
        case .touchUp(let id, let point):
            guard isMouse(id) else { return false }
            buttonDown = false
            pointer = point
            append("up \(point.x.shortestText) \(point.y.shortestText)", atStep: step, time: event.time)
        case .touchCancel:
            return false
        case .hover(let point):
            pointer = point
            append("move \(point.x.shortestText) \(point.y.shortestText)", atStep: step, time: event.time)
        case .wheel(let dx, let dy, let point, let modifiers):
            // The script's wheel acts where the last line left the pointer; a move while
            // the button is up is only a hover, so it can put the pointer back in place.
            if point != pointer && !buttonDown {
                pointer = point
                append("move \(point.x.shortestText) \(point.y.shortestText)", atStep: step, time: event.time)
            }
            // The script has no modifiers for the wheel: write what the app scrolls by.
            let (x, y) = WheelMapping.scrollDeltas(dx: dx, dy: dy, modifiers: modifiers)
            append("wheel \(x.shortestText) \(y.shortestText)", atStep: step, time: event.time)
        case .key(let name, let modifiers):
            guard let spec = Self.keySpec(name, modifiers: modifiers) else { return false }
            append("key " + spec, atStep: step, time: event.time)
        case .resize(let size):
            append("resize \(size.width.shortestText) \(size.height.shortestText)", atStep: step, time: event.time)
        case .focusLost:
            buttonDown = false
            append("focus-lost", atStep: step, time: event.time)
        case .drop(let path):
            // The parser trims the path and ends it at '#' or a line end.
            guard !path.contains("#"), !path.contains("\n"), path == path.trimmingCharacters(in: .whitespaces), !path.isEmpty else {
                return false
            }
            append("drop " + path, atStep: step, time: event.time)
        case .text(let text):
            // One line: a line break in pasted text types as the space the field makes it.
            let line = String(text.map { $0.isNewline ? " " : $0 })
            append("text " + line, atStep: step, time: event.time)
        case .composition(let text, let caret):
            append(
                "compose \(caret)" + (text.isEmpty ? "" : " " + String(text.map { $0.isNewline ? " " : $0 })),
                atStep: step, time: event.time)
        }
        return true
    }

    /// Records a `shot NAME` at `step` (F2 in a window).
    public mutating func recordShot(named name: String, atStep step: Int) {
        append("shot " + name, atStep: step)
    }

    /// Adds a comment line (a tool toggle the format has no verb for, such as slow motion).
    public mutating func comment(_ text: String) {
        lines.append("# " + text.replacingOccurrences(of: "\n", with: " "))
    }

    /// Ends the script at `step`, so the replay stops where the session did.
    public mutating func finish(atStep step: Int) {
        append("end", atStep: step)
    }

    /// "Ctrl+Shift+C" for the key, or nil when the name cannot be written as one word.
    static func keySpec(_ name: String, modifiers: KeyModifiers) -> String? {
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "+" || $0 == "#" || $0 == "\t" }) else {
            return nil
        }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Cmd") }
        return (parts + [name]).joined(separator: "+")
    }

    private func isMouse(_ id: TouchID) -> Bool { id == .mouse }

    /// Writes a line at the event's whole millisecond when that lies inside `step`,
    /// else at the step's first millisecond; never earlier than the line before.
    private mutating func append(_ body: String, atStep step: Int, time: Double? = nil) {
        let first = Self.milliseconds(ofStep: step, stepsPerSecond: stepsPerSecond)
        var ms = first
        if let time {
            let own = Int(saturating: (time * 1000).rounded())
            if own >= 0 && (own * stepsPerSecond) / 1000 == step { ms = own }
        }
        ms = max(lastMilliseconds, ms)
        lastMilliseconds = ms
        lines.append("\(ms) \(body)")
    }
}
