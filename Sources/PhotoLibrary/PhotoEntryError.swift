/// A one-line reason a manifest entry was skipped.
public struct PhotoEntryError: Error, Sendable {
    public var message: String
    /// A number outside its range: the manifest is refused, not only the entry.
    public var isOutOfRange: Bool
    init(_ message: String, isOutOfRange: Bool = false) {
        self.message = message
        self.isOutOfRange = isOutOfRange
    }
}
