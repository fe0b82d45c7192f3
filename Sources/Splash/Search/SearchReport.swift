/// The report's `search` object: whether the field has focus, what it holds, and how
/// many photos the feed shows for it (null when the query has no words).
public struct SearchReport: Encodable, Equatable, Sendable {
    public var focused = false
    public var text = ""
    public var results: Int?

    public init() {}

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(focused, forKey: .focused)
        try c.encode(text, forKey: .text)
        try c.encode(results, forKey: .results)
    }

    /// The report's JSON keys.
    private enum Keys: String, CodingKey {
        case focused, text, results
    }
}
