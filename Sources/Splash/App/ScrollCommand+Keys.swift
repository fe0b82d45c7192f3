import Scene

/// The keys that scroll, by the key names input events carry (SDL's, checked by
/// `ScriptKeyName`), as a desktop scroll view answers them.
extension ScrollCommand {
    /// The command a key asks for: arrows by a line, Page Up/Down and Space by a page,
    /// Home and End to the ends; nil for any other key.
    public init?(key: String) {
        switch key {
        case "Down": self = .lineDown
        case "Up": self = .lineUp
        case "PageDown", "Space": self = .pageDown
        case "PageUp": self = .pageUp
        case "Home": self = .top
        case "End": self = .bottom
        default: return nil
        }
    }
}
