import Geometry
import Scene

/// The home header: photo, white overlay, title, search field and credit, laid out for
/// one `HeaderState` (REFERENCE.md, Home feed).
///
/// It lives inside the feed's scroll view, pinned to the top of the viewport, so a drag
/// that starts on the header scrolls the feed as it does on iOS.
public final class HeaderView {
    public let node = Node(name: "header")
    public let photoNode = Node(name: "header.photo")
    private let overlayNode = Node(name: "header.overlay", content: .color(.white))
    private let titleNode = Node(name: "header.title")
    private let searchNode = Node(name: "header.search")
    private let searchBlurNode = Node(name: "header.search.blur")
    private let searchTintNode = Node(name: "header.search.tint", content: .color(.black))
    private let searchGlyphNode = Node(name: "header.search.glyph")
    private let searchTextNode = Node(name: "header.search.placeholder")
    private let creditNode = Node(name: "header.credit")
    private let icons: Icons
    public private(set) var photo: Photo?
    /// The header photo's BlurHash (or colour), shown until the photo is decoded.
    private var placeholder: NodeContent = .color(.black)
    /// The style last applied, so it changes once per crossing (REFERENCE.md fix 2).
    public private(set) var appliedStyle: SearchStyle?

    /// The header's title, from REFERENCE.md.
    public static let title = "Photos for everyone"
    /// The search field's placeholder, from REFERENCE.md.
    public static let placeholder = "Search photos"

    public init(icons: Icons) {
        self.icons = icons
        node.clipsToBounds = true
        node.content = .color(.black)
        searchNode.clipsToBounds = true
        searchNode.cornerRadius = HeaderMetrics.searchCornerRadius
        searchTintNode.alpha = HeaderMetrics.searchTintAlpha
        titleNode.content = .text(HeaderView.title, font: .bold(HeaderMetrics.titleSize), color: .white, alignment: .center)
        for child in [photoNode, overlayNode, titleNode, searchNode, creditNode] { node.addChild(child) }
        for child in [searchBlurNode, searchTintNode, searchGlyphNode, searchTextNode] { searchNode.addChild(child) }
    }

    public func setPhoto(_ photo: Photo?) {
        self.photo = photo
        if let photo {
            photoNode.content = .image(photo.image, mode: .aspectFill, blurRadius: 0)
            searchBlurNode.content = .image(photo.image, mode: .aspectFill, blurRadius: HeaderMetrics.searchBlurRadius)
            creditNode.content = .text(photo.creditLine, font: .regular(HeaderMetrics.creditSize), color: .white, alignment: .left)
            placeholder = photo.makePlaceholder()
            node.content = placeholder
        } else {
            photoNode.content = .none
            searchBlurNode.content = .none
            creditNode.content = .none
        }
    }

    /// Lays the header out at the top of the viewport for `state`; `top` is the viewport's
    /// top in the feed's content coordinates.
    public func layout(width: Double, top: Double, state: HeaderState) {
        let h = state.height
        node.frame = Rect(x: 0, y: top, width: width, height: h)
        photoNode.frame = Rect(x: 0, y: 0, width: width, height: h)
        overlayNode.frame = photoNode.frame
        overlayNode.alpha = state.overlayAlpha
        let titleCenter = h / 2 - HeaderMetrics.titleRaise
        titleNode.frame = Rect(x: HeaderMetrics.spacing, y: titleCenter - HeaderMetrics.titleLineHeight / 2,
                               width: width - 2 * HeaderMetrics.spacing, height: HeaderMetrics.titleLineHeight)
        titleNode.alpha = state.titleAlpha
        let searchTop = titleNode.frame.maxY + HeaderMetrics.spacing
        searchNode.frame = Rect(x: HeaderMetrics.spacing, y: searchTop,
                                width: width - 2 * HeaderMetrics.spacing, height: HeaderMetrics.searchHeight)
        // The blur shows the part of the photo that is behind the field.
        searchBlurNode.frame = photoNode.frame.offsetBy(dx: -searchNode.frame.minX, dy: -searchNode.frame.minY)
        searchTintNode.frame = Rect(origin: .zero, size: searchNode.frame.size)
        let glyphY = (HeaderMetrics.searchHeight - HeaderMetrics.glyphSize) / 2
        searchGlyphNode.frame = Rect(x: HeaderMetrics.glyphInset, y: glyphY,
                                     width: HeaderMetrics.glyphSize, height: HeaderMetrics.glyphSize)
        let textX = HeaderMetrics.glyphInset * 2 + HeaderMetrics.glyphSize
        searchTextNode.frame = Rect(x: textX, y: 0, width: searchNode.frame.width - textX - HeaderMetrics.glyphInset,
                                    height: HeaderMetrics.searchHeight)
        creditNode.frame = Rect(x: HeaderMetrics.spacing, y: h - HeaderMetrics.spacing - HeaderMetrics.creditLineHeight,
                                width: width - 2 * HeaderMetrics.spacing, height: HeaderMetrics.creditLineHeight)
        creditNode.alpha = state.titleAlpha
        apply(style: state.searchStyle)
    }

    private func apply(style: SearchStyle) {
        guard style != appliedStyle else { return }
        appliedStyle = style
        switch style {
        case .dark:
            searchNode.content = .none
            searchBlurNode.isHidden = false
            searchTintNode.isHidden = false
            searchGlyphNode.content = .image(icons.searchLight, mode: .aspectFit, blurRadius: 0)
            searchTextNode.content = .text(HeaderView.placeholder, font: .regular(HeaderMetrics.placeholderSize),
                                           color: .white, alignment: .left)
        case .light:
            let gray = HeaderMetrics.lightSearchGray, text = HeaderMetrics.lightPlaceholderGray
            searchNode.content = .color(Color(r255: gray, g255: gray, b255: gray))
            searchBlurNode.isHidden = true
            searchTintNode.isHidden = true
            searchGlyphNode.content = .image(icons.searchDark, mode: .aspectFit, blurRadius: 0)
            searchTextNode.content = .text(HeaderView.placeholder, font: .regular(HeaderMetrics.placeholderSize),
                                           color: Color(r255: text, g255: text, b255: text), alignment: .left)
        }
    }

    /// The icons the header draws now.
    public var iconImages: [ImageRef] {
        [appliedStyle == .light ? icons.searchDark : icons.searchLight]
    }

    /// Fades the header photo (and its blurred copy) in as it decodes.
    public func setImageAlpha(_ alpha: Double) {
        photoNode.alpha = alpha
        searchBlurNode.alpha = alpha
        node.content = alpha >= 1 ? .none : placeholder
    }
}
