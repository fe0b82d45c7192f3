/// Why a script could not be used, as one line naming the file and line.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The offending line, or nil when the file itself is the problem.
    public var line: Int?
    public var reason: String

    public init(file: String, line: Int?, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        if let line { return "\(file):\(line): \(reason)" }
        return "\(file): \(reason)"
    }
}
