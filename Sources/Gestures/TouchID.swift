/// Identifies one touch for its whole life, from down to up or cancel.
///
/// The left mouse button is always `.mouse`; each touchscreen finger gets its own id.
public struct TouchID: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int64

    public init(_ rawValue: Int64) { self.rawValue = rawValue }

    /// The one touch made by the primary mouse button.
    public static let mouse = TouchID(0)

    public var description: String { rawValue == 0 ? "mouse" : "finger \(rawValue)" }
}
