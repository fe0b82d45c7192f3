/// One parsed line of a script: when, what, and where it came from.
public struct ScriptLine: Hashable, Sendable {
    /// 1-based line number in the file, for messages.
    public var lineNumber: Int
    /// Virtual time in whole milliseconds; whole numbers map exactly onto steps.
    public var milliseconds: Int
    public var command: ScriptCommand

    public init(lineNumber: Int, milliseconds: Int, command: ScriptCommand) {
        self.lineNumber = lineNumber
        self.milliseconds = milliseconds
        self.command = command
    }
}
