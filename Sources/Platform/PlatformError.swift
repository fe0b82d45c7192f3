/// A problem met while talking to SDL, as one line fit for a user.
public struct PlatformError: Error, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
