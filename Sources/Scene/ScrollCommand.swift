/// What a keyboard (or any other non-touch control) asks a scroll view to do; the app
/// decides which keys mean which, so Scene knows no key names.
public enum ScrollCommand: Sendable, CaseIterable {
    /// One line toward the end or the start (`ScrollView.lineStep`).
    case lineDown, lineUp
    /// One page, less `ScrollView.pageOverlap`, toward the end or the start.
    case pageDown, pageUp
    /// All the way to the start or the end.
    case top, bottom
}
