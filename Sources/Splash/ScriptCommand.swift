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
    case shot(name: String)
    case end
}
