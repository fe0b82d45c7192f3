import Geometry
import PhotoLibrary
import Scene

/// One photo row of the feed: the photo (aspect-fill) over its placeholder colour, the
/// author's name and the white line at the bottom. Cells are reused as rows scroll.
public final class PhotoCell {
    public let node: Node
    private let imageNode = Node(name: "photo.image")
    private let authorNode = Node(name: "photo.author")
    /// Darkens the photo under the name, so white text reads on a white sky.
    private let creditScrim = Node(name: "photo.credit.scrim", content: .pixels(FeedMetrics.creditScrimImage))
    private let lineNode = Node(name: "photo.line", content: .color(.white))
    public private(set) var photo: Photo?
    /// The photo's image, made once per photo shown: the feed asks for it every
    /// simulation step, and making one hashes the file's path.
    public private(set) var image: ImageRef?
    public private(set) var row = -1
    /// Decoded once per photo shown, not per frame.
    private var placeholder: NodeContent = .none

    public init() {
        node = Node(name: "photo")
        node.clipsToBounds = true
        node.addChild(imageNode)
        node.addChild(creditScrim)
        node.addChild(authorNode)
        node.addChild(lineNode)
    }

    /// The author's name as last fitted, and the width it was fitted to.
    private var fittedAuthor: (width: Double, text: String)?
    /// The frame the cell was last laid out in.
    private var configuredFrame: Rect?

    /// Shows `photo` as row `row` in `frame` (content coordinates). Reuse resets the
    /// press scale (docs/MOTION.md, fix 10).
    public func configure(photo: Photo, row: Int, frame: Rect, measure: TextMeasuring = EstimatedTextMeasure()) {
        if self.photo?.id != photo.id || self.row != row {
            node.transform = .identity
            self.photo = photo
            image = photo.image
            self.row = row
            node.name = "photo:\(photo.id)"
            placeholder = photo.makePlaceholder()
            fittedAuthor = nil
            configuredFrame = nil
        }
        // The rows on screen are laid out again every simulation step; a cell showing the
        // same photo in the same place is laid out already (its nodes would be set to the
        // values they hold), which was most of a still feed's step.
        guard frame != configuredFrame, let image else { return }
        configuredFrame = frame
        node.frame = frame
        let bounds = Rect(origin: .zero, size: frame.size)
        imageNode.frame = bounds
        imageNode.content = .image(image, mode: .aspectFill, blurRadius: 0)
        let scrimHeight = Double(FeedMetrics.creditScrimImage.height)
        creditScrim.frame = Rect(x: 0, y: frame.height - FeedMetrics.separatorHeight - scrimHeight, width: frame.width, height: scrimHeight)
        authorNode.frame = Rect(
            x: FeedMetrics.authorInset,
            y: frame.height - FeedMetrics.authorInset - FeedMetrics.authorLineHeight,
            width: frame.width - 2 * FeedMetrics.authorInset, height: FeedMetrics.authorLineHeight)
        // A name wider than the cell ends in "…" at its edge instead of being clipped.
        let available = authorNode.frame.width
        if fittedAuthor?.width != available {
            fittedAuthor = (
                available,
                TextFitting.truncatingEnd(
                    photo.authorName, font: .regular(FeedMetrics.authorSize),
                    width: available, measure: measure)
            )
        }
        authorNode.content = .text(
            fittedAuthor?.text ?? photo.authorName, font: .regular(FeedMetrics.authorSize), color: .white,
            alignment: .left)
        lineNode.frame = Rect(
            x: 0, y: frame.height - FeedMetrics.separatorHeight,
            width: frame.width, height: FeedMetrics.separatorHeight)
    }

    /// Text is measured anew (the platform's fonts replaced the estimate): the name is
    /// fitted again at the next layout, though the cell has not moved.
    public func textMeasureChanged() {
        fittedAuthor = nil
        configuredFrame = nil
    }

    /// How far the decoded photo has faded in over its placeholder (0…1).
    public var imageAlpha: Double { imageNode.alpha }

    /// Sets the fade-in of the decoded photo over its placeholder; once the photo is
    /// opaque the placeholder is not drawn at all.
    public func setImageAlpha(_ alpha: Double) {
        imageNode.alpha = alpha
        node.content = alpha >= 1 ? .none : placeholder
    }
}
