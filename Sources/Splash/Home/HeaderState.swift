/// The animated header's values for one content offset (docs/MOTION.md, Home feed).
///
/// A pure function of the offset, so tests check it directly, and the drawing and the
/// report can never disagree. Fixes 1 and 2: the fade divides by 350 − 96 and the height
/// is clamped however far one step jumps.
public struct HeaderState: Hashable, Sendable {
    /// Height in points: `350 − offset`, never below 96, above 350 when pulled down.
    public var height: Double
    /// Alpha of the title and the credit: 1 at rest, 0 at the stop point.
    public var titleAlpha: Double
    /// Alpha of the white overlay: 0 above ~159, 1 at 96.
    public var overlayAlpha: Double
    /// Whether the header has reached its stop point.
    public var isCollapsed: Bool

    public init(offset: Double) {
        let rest = HeaderMetrics.restHeight, stop = HeaderMetrics.collapsedHeight
        height = max(stop, rest - offset)
        titleAlpha = min(1, max(0, (height - stop) / (rest - stop)))
        overlayAlpha = min(1, max(0, (HeaderMetrics.overlayStartHeight - height) / (HeaderMetrics.overlayStartHeight - stop)))
        isCollapsed = height <= stop
    }
}
