/// A collection's numbers. The seeds describe no collection screen; these are tuned to the
/// Unsplash app's collection pages (docs/MOTION.md, Collections).
public enum CollectionMetrics {
    /// Tuned: the cover's height when presented, the home header's 350 less its 44-point
    /// search field and a 16-point gap, so the category's photo is as tall as the
    /// home's photo above its field.
    public static let coverHeight = HeaderMetrics.restHeight - HeaderMetrics.searchHeight - HeaderMetrics.spacing
    /// The category's title on its cover when presented: the home header's title size.
    public static let titleSize = HeaderMetrics.titleSize
    /// Line box of the presented title.
    public static let titleLineHeight = HeaderMetrics.titleLineHeight
}
