/// The search field's focused look and timing (docs/MOTION.md, Search).
public enum SearchMetrics {
    /// The Cancel button's slide and the field's narrowing, seconds: the iOS search bar's
    /// show-cancel animation is a quarter second (tuned by eye against it).
    public static let focusDuration = 0.25
    /// One on-and-off cycle of the caret, seconds: UIKit's caret is lit half a second,
    /// dark half a second, and stays lit while typing.
    public static let caretBlinkPeriod = 1.0
    /// The caret's width, points (UIKit draws a 2 pt caret).
    public static let caretWidth = 2.0
    /// The caret's height, points: the line height of the 17 pt field text.
    public static let caretHeight = 22.0
    /// The Cancel button's label size, points (the iOS search bar's 17 pt).
    public static let cancelSize = 17.0
    /// Room the Cancel button takes at the right of the field, points: its label plus
    /// the 16 pt gap, as on iOS.
    public static let cancelWidth = 72.0
    /// The system blue of the caret, the selection and Cancel (iOS's systemBlue).
    public static let tint = (r: 0, g: 122, b: 255)
    /// The selection's fill is the tint at this alpha.
    public static let selectionAlpha = 0.25
    /// The results title row's height (the "New" row's, so rows glide by whole rows).
    public static let summaryFontSize = 16.0
    /// The empty state's message size and the room it takes, points.
    public static let emptyMessageSize = 17.0
    public static let emptyStateHeight = 120.0
    /// The empty state's grey (the light placeholder's: readable on white at 4.5:1).
    public static let emptyMessageGray = 110
    /// How long rows glide to their new places and the rest fade, seconds (tuned: as a
    /// UICollectionView's batch update, about 0.3 s).
    public static let resultsDuration = 0.3
    /// The header offset at which it has collapsed to the search bar.
    public static var collapsedOffset: Double { HeaderMetrics.restHeight - HeaderMetrics.collapsedHeight }
}
