import Geometry

/// One verb of the scripted-input format (DESIGN.md, "Scripted input and state").
public enum ScriptCommand: Hashable, Sendable {
    case down(Point)
    case move(Point)
    case up(Point)
    case wheel(dx: Double, dy: Double)
    /// A key by SDL name, optionally with modifiers written "Ctrl+C", "Shift+Down".
    case key(String)
    case resize(Size)
    case focusLost
    case drop(path: String)
    /// Text typed into a focused field: the rest of the line after one space, verbatim
    /// (UTF-8, `#` included).
    case text(String)
    /// An input method's composition, with its caret in characters; empty text ends it.
    case compose(String, caret: Int)
    case shot(name: String)
    case end
}
