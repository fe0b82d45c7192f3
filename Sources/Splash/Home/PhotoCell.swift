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
        let marks = Self.marks(width: frame.width, height: frame.height)
        creditScrim.frame = marks.scrim
        authorNode.frame = marks.author
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
        lineNode.frame = marks.line
    }

    /// Where a cell `width` × `height` points draws its credit's scrim, the name and the
    /// white line at its bottom; `unit` points to each of the cell's (a card drawn at a
    /// scale draws the cell's marks at 1 ÷ its scale, so they show at the cell's size).
    static func marks(width: Double, height: Double, unit: Double = 1) -> (scrim: Rect, author: Rect, line: Rect) {
        let scrimHeight = Double(FeedMetrics.creditScrimImage.height) * unit
        let separator = FeedMetrics.separatorHeight * unit, inset = FeedMetrics.authorInset * unit
        let lineHeight = FeedMetrics.authorLineHeight * unit
        return (
            scrim: Rect(x: 0, y: height - separator - scrimHeight, width: width, height: scrimHeight),
            author: Rect(x: inset, y: height - inset - lineHeight, width: max(0, width - 2 * inset), height: lineHeight),
            line: Rect(x: 0, y: height - separator, width: width, height: separator)
        )
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
