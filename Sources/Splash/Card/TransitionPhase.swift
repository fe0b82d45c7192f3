/// Where the card transition is; the raw values are the state report's `transition.phase`.
public enum TransitionPhase: String, Sendable, CaseIterable {
    /// No detail: the feed is the screen.
    case none
    /// The card flies from its cell to the detail.
    case presenting
    /// The detail is up (possibly springing back after a released scrub, which the
    /// report calls "presenting": the report says "presented" only at rest).
    case presented
    /// The user holds the card: a scrub of the detail, or a grab of a card in flight.
    case scrubbing
    /// The card flies back into its cell.
    case dismissing

    /// Whether the report's `screen` is "detail": from the tap until the dismissal
    /// starts. A dismissal already shows the feed coming back, so it counts as home.
    public var showsDetail: Bool {
        switch self {
        case .presenting, .presented, .scrubbing: true
        case .none, .dismissing: false
        }
    }
}
