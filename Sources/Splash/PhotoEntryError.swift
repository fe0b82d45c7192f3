/// A one-line reason a manifest entry was skipped.
public struct PhotoEntryError: Error, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}
