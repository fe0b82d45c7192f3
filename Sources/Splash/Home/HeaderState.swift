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

    /// The header for a content offset, resting at `restHeight` and collapsing to
    /// `collapsedHeight` (docs/MOTION.md's 350 and 96, or a motion file's `header.height`
    /// and `header.collapsed`); the white overlay shows from `restHeight ÷ 2.2`, as the
    /// seed's `2.2 × height ÷ 350 < 1` does.
    public init(
        offset: Double, restHeight rest: Double = HeaderMetrics.restHeight,
        collapsedHeight stop: Double = HeaderMetrics.collapsedHeight
    ) {
        height = max(stop, rest - offset)
        titleAlpha = rest > stop ? min(1, max(0, (height - stop) / (rest - stop))) : 0
        let overlayStart = rest / HeaderMetrics.overlayStartFactor
        overlayAlpha =
            overlayStart > stop
            ? min(1, max(0, (overlayStart - height) / (overlayStart - stop))) : (height <= stop ? 1 : 0)
        isCollapsed = height <= stop
    }
}
