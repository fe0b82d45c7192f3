import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Scene

/// The photo detail (seed 004): the photo full width on top, then the photographer, the
/// description, the size, a Download and a Copy button, in a vertical scroll view, inside
/// the card's chrome (its close button floats at the top right). It sits in a detail
/// layer over the dimmed, blurred screen behind, inside a full-window container that takes
/// every touch while it is up.
public final class DetailView: CardContent {
    public let chrome: CardChrome
    /// The white under the texts, from just above the photo's bottom edge down.
    private let sheet = Node(name: "detail.sheet", content: .color(.white))
    public let scroll: ScrollView
    public let image = Node(name: "detail.image")
    private let photoFill = Node(name: "detail.image.photo")
    private let author = Node(name: "detail.author")
    private var descriptionLines: [Node] = []
    private let sizeLine = Node(name: "detail.size")
    public let downloadButton = Node(name: "detail.download", content: .color(.black))
    private let downloadIcon = Node(name: "detail.download.icon")
    private let downloadLabel = Node(name: "detail.download.label")
    /// Copies the photo (image and credit) to the clipboard, as Ctrl+C does on the feed.
    public let copyButton = Node(name: "detail.copy")
    private let copyLabel = Node(name: "detail.copy.label")
    /// The feed cell's own marks over the photo (its credit scrim, the photographer's
    /// name, its white line at the bottom), drawn as the cell draws them near the cell and
    /// faded over the first and last stretch of the flight (CardMetrics.cellMarksFadeShare):
    /// the card left the cell without them and landed into them, and they popped.
    private let cellScrim = Node(name: "detail.cell.scrim", content: .pixels(FeedMetrics.creditScrimImage))
    private let cellAuthor = Node(name: "detail.cell.author")
    private let cellLine = Node(name: "detail.cell.line", content: .color(.white))
    /// The name as the cell fits it, and the width it was fitted to (display points).
    private var fittedCellAuthor: (width: Double, text: String)?
    public let copyTap = TapGestureRecognizer(name: "detail.copy.tap")
    public let downloadTap = TapGestureRecognizer(name: "detail.download.tap")
    public private(set) var photo: Photo?
    /// The icons drawn, which must be asked for each step like any image.
    public let iconImages: [ImageRef]
    private var wrappedWidth = -1.0
    /// Whether `updateImages` has asked for this photo's images since it was shown: all
    /// the detail asks for hangs on its photo, so once asked nothing it asks is new.
    private var imagesAsked = false

    // Layout under the photo. Seed 004 (docs/MOTION.md) gives only the order (photo, photographer,
    // description, size, Download, close); every size here is tuned to the Unsplash app.
    /// Tuned: side margin and the gap under the photo.
    static let margin = 20.0
    /// Tuned: the photographer's name, bold, and its line box.
    static let authorSize = 22.0
    static let authorHeight = 28.0
    /// Tuned: space between the name and the description.
    static let authorGap = 10.0
    /// Tuned: description text size and line pitch.
    static let descriptionSize = 16.0
    static let descriptionLineHeight = 22.0
    /// Tuned: the "W × H px" line, its gap above, size, line box and grey.
    static let sizeGap = 12.0
    static let sizeTextSize = 14.0
    static let sizeLineHeight = 18.0
    static let sizeColor = Color(red: 0.45, green: 0.45, blue: 0.45)
    /// Tuned: the Download button's gap above, height, rounding and label size.
    static let buttonGap = 24.0
    static let buttonHeight = 48.0
    static let buttonCornerRadius = 10.0
    static let buttonTextSize = 16.0
    /// Tuned: the Copy button under Download, outlined in black as a secondary button:
    /// its gap above and its outline width.
    static let copyGap = 12.0
    static let copyOutlineWidth = 1.5
    /// Tuned: how far the white sheet reaches up under the photo, so no gap opens
    /// between them at any scale.
    static let sheetOverlap = 1.0
    /// Tuned: white space under the buttons.
    static let bottomPadding = 40.0
    /// Tuned: the download glyph's inset from the button's left edge.
    static let iconInset = 14.0

    public init(icons: Icons) {
        scroll = ScrollView(name: "detail.scroll", axis: .vertical, frame: .zero)
        chrome = CardChrome(name: "detail", icons: icons, body: scroll)
        iconImages = [icons.close, icons.download]
        scroll.addChild(sheet)
        scroll.addChild(image)
        image.addChild(photoFill)
        image.addChild(cellScrim)
        image.addChild(cellAuthor)
        image.addChild(cellLine)
        image.clipsToBounds = true
        scroll.addChild(author)
        scroll.addChild(sizeLine)
        scroll.addChild(downloadButton)
        downloadButton.cornerRadius = DetailView.buttonCornerRadius
        downloadButton.addChild(downloadIcon)
        downloadButton.addChild(downloadLabel)
        downloadIcon.content = .image(icons.download, mode: .aspectFit, blurRadius: 0)
        downloadLabel.content = .text("Download", font: .bold(DetailView.buttonTextSize), color: .white, alignment: .center)
        downloadButton.addGestureRecognizer(downloadTap)
        scroll.addChild(copyButton)
        copyButton.content = .ring(.black, width: DetailView.copyOutlineWidth)
        copyButton.cornerRadius = DetailView.buttonCornerRadius
        copyButton.addChild(copyLabel)
        copyLabel.content = .text("Copy", font: .bold(DetailView.buttonTextSize), color: .black, alignment: .center)
        copyButton.addGestureRecognizer(copyTap)
    }

    /// The photo's BlurHash (or colour), decoded once per photo shown.
    private var placeholder: NodeContent = .none

    /// Shows `photo`'s texts; the layout follows in `layout`.
    public func configure(photo: Photo) {
        self.photo = photo
        imagesAsked = false
        chrome.captureBackdrop()
        placeholder = photo.makePlaceholder()
        image.content = placeholder
        photoFill.content = .image(photo.image, mode: .aspectFill, blurRadius: 0)
        photoFill.alpha = 0
        author.content = .text(photo.authorName, font: .bold(DetailView.authorSize), color: .black, alignment: .left)
        let size = photo.pixelSize
        sizeLine.content = .text(
            "\(Int(saturating: size.width)) × \(Int(saturating: size.height)) px", font: .regular(DetailView.sizeTextSize),
            color: DetailView.sizeColor, alignment: .left)
        wrappedWidth = -1
        scroll.setOffset(0)
    }

    /// The photo's height at full width `width`: `imageH × W / imageW` rounded to whole
    /// points (docs/MOTION.md, Card transition), as UIKit lays views on whole pixels: a
    /// 4:3 photo 414 wide is 310.5 points, which put every line under it half-way between
    /// two pixels, and each stepped a pixel on the last frame of the card's spring.
    public static func imageHeight(for photo: Photo, width: Double) -> Double {
        guard photo.pixelSize.width > 0 else { return 0 }
        return (photo.pixelSize.height * width / photo.pixelSize.width).rounded()
    }

    // MARK: CardContent

    public func opens(_ id: PressableID) -> Bool {
        if case .photo = id { return true }
        return false
    }

    public func show(_ id: PressableID, from source: PhotoFeed, titleScale: Double) -> Photo? {
        guard let photo = source.photo(for: id) else { return nil }
        configure(photo: photo)
        fittedCellAuthor = nil
        return photo
    }

    public func presentedImageHeight(width: Double) -> Double {
        photo.map { DetailView.imageHeight(for: $0, width: width) } ?? 0
    }

    public func layout(size: Size, imageHeight: Double, reveal: Double, scale: Double) {
        scroll.frame = Rect(origin: .zero, size: size)
        layoutContent(width: size.width, imageHeight: imageHeight)
        let share = CardMetrics.cellMarksFadeShare
        layoutCellMarks(width: size.width, imageHeight: imageHeight, scale: scale, alpha: min(1, max(0, 1 - reveal / share)))
    }

    /// Places the cell's marks over the photo's bottom as the cell places them, at the
    /// size the cell draws them whatever the content's `scale` now, so that at the cell
    /// they are the cell's own pixels (a scale taken when the card left, off by the
    /// press-down, drew them 3% large), at `alpha`.
    private func layoutCellMarks(width: Double, imageHeight: Double, scale: Double, alpha: Double) {
        let shown = alpha > 0 && photo != nil && scale > 0
        for node in [cellScrim, cellAuthor, cellLine] {
            node.isHidden = !shown
            node.alpha = alpha
        }
        guard shown, let photo else { return }
        let marks = PhotoCell.marks(width: width, height: imageHeight, unit: 1 / scale)
        (cellScrim.frame, cellAuthor.frame, cellLine.frame) = (marks.scrim, marks.author, marks.line)
        // Fitted as the cell fits it, at the width it has on screen.
        let available = cellAuthor.frame.width * scale
        if fittedCellAuthor?.width != available {
            let font = Font.regular(FeedMetrics.authorSize)
            fittedCellAuthor = (available, TextFitting.truncatingEnd(photo.authorName, font: font, width: available, measure: textMeasure))
        }
        cellAuthor.content = .text(
            fittedCellAuthor?.text ?? photo.authorName, font: .regular(FeedMetrics.authorSize / scale), color: .white,
            alignment: .left)
    }

    public func step(dt: Double) {
        scroll.step(dt: dt)
    }

    public func updateImages(_ images: ImagePresenter, contentWidth: Double) {
        if let photo { setImageAlpha(images.alpha(for: photo.image, drawnWidth: contentWidth)) }
        for icon in iconImages { _ = images.alpha(for: icon, drawnWidth: Icons.gridSize.width) }
        imagesAsked = true
    }

    public func wouldAskForNewImages(_ images: ImagePresenter) -> Bool {
        !imagesAsked
    }

    public var isAnimating: Bool { scroll.isScrolling }

    public func clear() {
        photo = nil
    }

    /// Sets the decoded photo's fade over its placeholder; once the photo is opaque the
    /// placeholder is not drawn at all.
    public func setImageAlpha(_ alpha: Double) {
        photoFill.alpha = alpha
        image.content = alpha >= 1 ? .none : placeholder
    }

    /// Whether a window point is on the close, Download or Copy button (the scrub
    /// leaves those touches to the buttons).
    public func isOnControl(_ point: Point) -> Bool {
        chrome.isOnClose(point)
            || [downloadButton, copyButton].contains {
                !$0.isHidden && $0.alpha > Node.minimumHitAlpha
                    && $0.frameInWindow.contains(point)
            }
    }

    private func layoutContent(width: Double, imageHeight: Double) {
        image.frame = Rect(x: 0, y: 0, width: width, height: imageHeight)
        photoFill.frame = Rect(origin: .zero, size: image.frame.size)
        let textWidth = max(0, width - 2 * DetailView.margin)
        var y = imageHeight + DetailView.margin
        author.frame = Rect(x: DetailView.margin, y: y, width: textWidth, height: DetailView.authorHeight)
        y += DetailView.authorHeight + DetailView.authorGap
        if wrappedWidth != textWidth { rewrapDescription(width: textWidth) }
        for line in descriptionLines {
            line.frame = Rect(x: DetailView.margin, y: y, width: textWidth, height: DetailView.descriptionLineHeight)
            y += DetailView.descriptionLineHeight
        }
        y += DetailView.sizeGap
        sizeLine.frame = Rect(x: DetailView.margin, y: y, width: textWidth, height: DetailView.sizeLineHeight)
        y += DetailView.sizeLineHeight + DetailView.buttonGap
        downloadButton.frame = Rect(x: DetailView.margin, y: y, width: textWidth, height: DetailView.buttonHeight)
        let iconSize = Icons.gridSize.width
        downloadIcon.frame = Rect(
            x: DetailView.iconInset, y: (DetailView.buttonHeight - iconSize) / 2,
            width: iconSize, height: iconSize)
        downloadLabel.frame = Rect(origin: .zero, size: downloadButton.frame.size)
        y += DetailView.buttonHeight + DetailView.copyGap
        copyButton.frame = Rect(x: DetailView.margin, y: y, width: textWidth, height: DetailView.buttonHeight)
        copyLabel.frame = Rect(origin: .zero, size: copyButton.frame.size)
        y += DetailView.buttonHeight + DetailView.bottomPadding
        scroll.contentLength = y
        // Down to the card's bottom however short the texts, and past it for a bounce.
        let sheetTop = max(0, imageHeight - DetailView.sheetOverlap)
        sheet.frame = Rect(x: 0, y: sheetTop, width: width, height: max(y, scroll.frame.height) * 2 - sheetTop)
    }

    private func rewrapDescription(width: Double) {
        wrappedWidth = width
        for line in descriptionLines { line.removeFromParent() }
        let font = Font.regular(DetailView.descriptionSize)
        // Wrapped at the real glyph widths (the renderer's fonts, `textMeasure`).
        descriptionLines = TextFitting.wrap(photo?.description ?? "", font: font, width: width, measure: textMeasure).map { text in
            let node = Node(name: "detail.description", content: .text(text, font: font, color: .black, alignment: .left))
            scroll.addChild(node)
            return node
        }
    }

    /// How text is measured (the platform's fonts; set through `SplashApp.textMeasure`);
    /// a new measure wraps the description again.
    public var textMeasure: TextMeasuring = EstimatedTextMeasure() {
        didSet { wrappedWidth = -1 }
    }
}
