import Scene

/// Row 0 and photo-row numbers (docs/MOTION.md, Home feed; spacings the reference does not
/// give are tuned to the Unsplash app and marked so).
public enum FeedMetrics {
    /// docs/MOTION.md, Home feed: section titles are bold 16, 16 from the left.
    public static let sectionTitleSize = 16.0
    public static let sectionInset = 16.0
    /// Line box of a 16 pt title (tuned).
    public static let sectionTitleHeight = 20.0
    /// Space above "Explore", between a title and its content, and above "New" (tuned).
    public static let sectionTopPadding = 16.0
    public static let titleToContent = 12.0
    /// docs/MOTION.md, Home feed: category cards are 150 high, radius 7, inset 16, spacing 8.
    public static let categoryHeight = 150.0
    /// A category card's widest: its width in the reference 414 pt window (414 − 2 × 16).
    public static let maximumCardWidth = 382.0
    public static let categoryCornerRadius = 7.0
    public static let categoryInset = 16.0
    public static let categorySpacing = 8.0
    /// docs/MOTION.md, Home feed: centred white card title, bold 16.
    public static let categoryTitleSize = 16.0
    /// docs/MOTION.md, Home feed: the author's name sits 8 from the bottom-left.
    public static let authorInset = 8.0
    /// Author name size (tuned; the reference gives only its position).
    public static let authorSize = 15.0
    /// The scrim under a cell's credit (issue 13: white names vanished on light photos):
    /// the status bar's, upside down: black 0.5 behind the name's line, fading to nothing
    /// 30 points above it, longer than the status bar's so the band has no visible edge
    /// (docs/MOTION.md, Layout).
    public static let creditScrimImage = PixelImage.scrim(
        id: "credit-scrim", textHeight: 26, fadeHeight: 30,
        alpha: HeaderMetrics.scrimTextAlpha, textAtTop: false)
    public static let authorLineHeight = 18.0
    /// docs/MOTION.md, Home feed: a 1-point white line at the bottom of each photo row.
    public static let separatorHeight = 1.0
    /// How long a decoded image takes to fade in over its placeholder (tuned, as
    /// Unsplash's own cross-fade).
    public static let imageFadeDuration = 0.25
    /// How far beyond the laid-out rows, in screens, photos are decoded ahead of being
    /// shown, both ways, and the Explore strip's cards across it (docs/MOTION.md, Home
    /// feed): a collection view's prefetching. A photo ready before its row first shows
    /// appears at once, with no fade, as an image served from memory does; so a row
    /// scrolled in at reading speed never flashes its placeholder, and the fade's blended
    /// frames are left for photos still on their way.
    public static let prefetchScreens = 1.0

    /// Height of row 0 with no categories: only the "New" title.
    public static var newTitleHeight: Double { sectionTopPadding + sectionTitleHeight + titleToContent }

    /// Height of row 0: "Explore", the strip, then "New".
    public static var exploreRowHeight: Double {
        sectionTopPadding + sectionTitleHeight + titleToContent + categoryHeight
            + sectionTopPadding + sectionTitleHeight + titleToContent
    }
}
