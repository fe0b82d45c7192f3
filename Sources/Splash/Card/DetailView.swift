import Foundation
import Geometry
import Gestures
import Scene

/// The photo detail (seed 004): the photo full width on top, then the photographer, the
/// description, the size, a Download and a Copy button, in a vertical scroll view; a close
/// button floats at the top right. It sits in the app's detail layer over a black
/// backdrop, inside a full-window container that takes every touch while it is up.
///
/// The card's content is always laid out at the window's width and drawn scaled by
/// `card width / window width`, so the transition scales it uniformly (docs/MOTION.md, fix 8).
public final class DetailView {
    /// Full window; hidden when there is no detail. Carries the scrub recognizer.
    public let container = Node(name: "detail")
    public let backdrop = Node(name: "detail.backdrop", content: .color(.black))
    /// The home behind the card, blurred and dimmed, captured once per present (the
    /// App Store blurs what lies behind a shrinking card); it replaces the black dim
    /// unless Reduce Motion is on.
    private let blurredBackdrop = Node(name: "detail.blurred-backdrop")
    /// Which capture the blurred backdrop shows; a new present takes a new one.
    private var snapshot = 0
    /// Reduce Motion keeps the plain black dim.
    public var blursBackdrop = true
    /// Cuts the card off above the pose's `visibleTop`: a cell partly under the header
    /// flies out from under it instead of popping out over it.
    private let visible = Node(name: "detail.visible")
    /// The card: rounded and clipped, framed by the transition's pose. It paints nothing
    /// itself: a white card under the photo would show as a light seam along the photo's
    /// anti-aliased edge, so the white sheet starts under the photo.
    public let card = Node(name: "detail.card")
    /// The card's soft shadow while it flies or is scrubbed.
    private let shadow = SoftShadow(name: "detail.shadow")
    /// The white under the texts, from just above the photo's bottom edge down.
    private let sheet = Node(name: "detail.sheet", content: .color(.white))
    /// A category card's title on its photo, kept through the flight.
    private let title = Node(name: "detail.title")
    /// The status-bar scrim at the top of the photo, as on the home header, so the white
    /// status bar drawn above the detail reads over any photo; it fades in with the
    /// close button (it is not on the cell).
    private let scrim = Node(name: "detail.scrim", content: .pixels(HeaderMetrics.scrimImage))
    /// Laid out at window width, scaled uniformly to the card.
    public let content = Node(name: "detail.content")
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
    public let copyTap = TapGestureRecognizer(name: "detail.copy.tap")
    public let closeButton = Node(name: "detail.close")
    private let closeIcon = Node(name: "detail.close.icon")
    public let closeTap = TapGestureRecognizer(name: "detail.close.tap")
    public let downloadTap = TapGestureRecognizer(name: "detail.download.tap")
    public private(set) var photo: Photo?
    /// The icons drawn, which must be asked for each step like any image.
    public let iconImages: [ImageRef]
    private var wrappedWidth = -1.0

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
    /// Tuned: the close button, a 32-point dark disc 16 from the right, below the
    /// 20-point status bar; its glyph is drawn 20 points wide.
    static let closeSize = 32.0
    static let closeInset = 16.0
    static let closeTop = 32.0
    static let closeFill = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    static let closeGlyph = 20.0

    public init(icons: Icons) {
        scroll = ScrollView(name: "detail.scroll", axis: .vertical, frame: .zero)
        iconImages = [icons.close, icons.download]
        container.isHidden = true
        card.clipsToBounds = true
        container.addChild(blurredBackdrop)
        container.addChild(backdrop)
        container.addChild(visible)
        visible.clipsToBounds = true
        visible.addChild(shadow.node)
        visible.addChild(card)
        card.addChild(content)
        content.addChild(scroll)
        content.addChild(scrim)
        content.addChild(closeButton)
        scroll.addChild(sheet)
        scroll.addChild(image)
        image.addChild(photoFill)
        image.addChild(title)
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
        closeButton.content = .color(DetailView.closeFill)
        closeButton.cornerRadius = DetailView.closeSize / 2
        closeButton.addChild(closeIcon)
        closeIcon.content = .image(icons.close, mode: .aspectFit, blurRadius: 0)
        closeButton.addGestureRecognizer(closeTap)
    }

    /// The photo's BlurHash (or colour), decoded once per photo shown.
    private var placeholder: NodeContent = .none

    /// Shows `photo`'s texts; the layout follows in `apply`. A category card's `title`
    /// is drawn on the photo at the size the card showed it, its content being scaled by
    /// `titleScale` there.
    public func configure(photo: Photo, title text: String? = nil, titleScale: Double = 1) {
        self.photo = photo
        snapshot += 1
        blurredBackdrop.content = .blurredBackdrop(
            snapshot: snapshot, blurRadius: CardMetrics.backdropBlurRadius,
            dim: CardMetrics.backdropAlpha)
        if let text, titleScale > 0 {
            title.content = .text(
                text, font: .bold(FeedMetrics.categoryTitleSize / titleScale), color: .white,
                alignment: .center)
        } else {
            title.content = .none
        }
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

    /// The photo's height at full width `width`: `imageH × W / imageW` (docs/MOTION.md, Card transition).
    public static func imageHeight(for photo: Photo, width: Double) -> Double {
        guard photo.pixelSize.width > 0 else { return 0 }
        return photo.pixelSize.height * width / photo.pixelSize.width
    }

    /// Whether the detail hides everything behind it: its dimmed, blurred capture of the
    /// home is drawn opaque over the whole window, so the home need not be drawn under it
    /// (overdraw: a scrubbed card's frame painted the whole feed, then covered it).
    public var coversWhatIsBehind: Bool {
        !container.isHidden && container.alpha >= 1 && blursBackdrop && blurredBackdrop.alpha >= 1
    }

    /// Places everything for `pose` in a window of `window` size, the content laid out at
    /// `contentWidth` (the presented card's; the window's by default) and scaled to the
    /// card; `reveal` (0 at the cell, 1 presented) fades the close button in;
    /// `shadowOpacity` shows the card's shadow.
    public func apply(_ pose: CardPose, window: Size, contentWidth: Double? = nil, reveal: Double, shadowOpacity: Double = 0) {
        container.frame = Rect(origin: .zero, size: window)
        backdrop.frame = container.frame
        blurredBackdrop.frame = container.frame
        if blursBackdrop {
            // The capture is dimmed already: shown in full at the resting dim.
            backdrop.alpha = 0
            blurredBackdrop.alpha = min(1, max(0, pose.dim / CardMetrics.backdropAlpha))
        } else {
            backdrop.alpha = pose.dim
            blurredBackdrop.alpha = 0
        }
        let top = min(pose.visibleTop, window.height)
        visible.frame = Rect(x: 0, y: top, width: window.width, height: window.height - top)
        card.frame = pose.frame.offsetBy(dx: 0, dy: -top)
        card.cornerRadius = max(0, pose.cornerRadius)
        // A card covering the window casts nothing that could be seen.
        let covers =
            pose.frame.minX <= 0 && pose.frame.minY <= 0 && pose.frame.maxX >= window.width
            && pose.frame.maxY >= window.height
        shadow.layout(around: card.frame, cornerRadius: card.cornerRadius, opacity: covers ? 0 : shadowOpacity)
        let width = contentWidth ?? window.width
        let scale = width > 0 ? max(pose.frame.width, 0) / width : 1
        let height = scale > 0 ? pose.frame.height / scale : 0
        content.frame = Rect(x: 0, y: 0, width: width, height: height)
        // Node transforms act about the centre; this shift makes the scale act about the
        // card's top-left, where the content is anchored.
        content.transform =
            scale == 1
            ? .identity
            : Transform(
                scaleX: scale, scaleY: scale, translateX: -width / 2 * (1 - scale),
                translateY: -height / 2 * (1 - scale))
        scroll.frame = content.frame
        layoutContent(width: width, imageHeight: scale > 0 ? pose.imageHeight / scale : 0)
        closeButton.frame = Rect(
            x: width - DetailView.closeInset - DetailView.closeSize, y: DetailView.closeTop,
            width: DetailView.closeSize, height: DetailView.closeSize)
        let inset = (DetailView.closeSize - DetailView.closeGlyph) / 2
        closeIcon.frame = Rect(x: inset, y: inset, width: DetailView.closeGlyph, height: DetailView.closeGlyph)
        closeButton.alpha = min(1, max(0, reveal))
        scrim.frame = Rect(x: 0, y: 0, width: width, height: HeaderMetrics.scrimHeight)
        // The scrim protects the status bar's text; a centred card (regular width) does
        // not reach the window's top, so it has none.
        let isCentredCard = width < window.width
        scrim.alpha = isCentredCard ? 0 : min(1, max(0, reveal))
    }

    /// Sets the decoded photo's fade over its placeholder; once the photo is opaque the
    /// placeholder is not drawn at all.
    public func setImageAlpha(_ alpha: Double) {
        photoFill.alpha = alpha
        image.content = alpha >= 1 ? .none : placeholder
    }

    /// Whether a window point is on the close, Download or Copy button (the scrub
    /// leaves those touches to the buttons).
    public func isOnButton(_ point: Point) -> Bool {
        [closeButton, downloadButton, copyButton].contains {
            !$0.isHidden && $0.alpha > Node.minimumHitAlpha
                && $0.frameInWindow.contains(point)
        }
    }

    private func layoutContent(width: Double, imageHeight: Double) {
        image.frame = Rect(x: 0, y: 0, width: width, height: imageHeight)
        photoFill.frame = Rect(origin: .zero, size: image.frame.size)
        title.frame = photoFill.frame
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
