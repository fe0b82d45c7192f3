import Geometry
import Gestures
import Motion
import PhotoLibrary
import Scene

/// The home header: photo, white overlay, title, search field and credit, laid out for
/// one `HeaderState` (docs/MOTION.md, Home feed). The search field is frosted while the
/// header behind it is dark and flat grey once it turns light (judged by
/// `HeaderBackdrop`, issue 12), cross-fading between the two over 0.2 s.
///
/// It lives inside the feed's scroll view, pinned to the top of the viewport, so a drag
/// that starts on the header scrolls the feed as it does on iOS.
public final class HeaderView {
    public let node = Node(name: "header")
    public let photoNode = Node(name: "header.photo")
    private let overlayNode = Node(name: "header.overlay", content: .color(.white))
    private let titleNode = Node(name: "header.title")
    private let searchNode = Node(name: "header.search")
    /// The frosted look: blurred photo, dark tint, light glyph and white placeholder.
    private let darkLook = Node(name: "header.search.dark")
    private let searchBlurNode = Node(name: "header.search.blur")
    private let searchTintNode = Node(name: "header.search.tint", content: .color(.black))
    private let darkGlyphNode = Node(name: "header.search.dark.glyph")
    private let darkTextNode = Node(name: "header.search.dark.placeholder")
    /// The flat look: grey field, dark glyph and grey placeholder.
    private let lightLook = Node(name: "header.search.light")
    private let lightGlyphNode = Node(name: "header.search.light.glyph")
    private let lightTextNode = Node(name: "header.search.light.placeholder")
    /// 1 shows the light look, 0 the dark one.
    private var styleFade = Animation<Double>(value: 0)
    /// What lies behind the field and the status bar, from the header photo.
    public private(set) var backdrop = HeaderBackdrop(photo: nil) {
        didSet {
            styleMemo = nil
            statusBarMemo = nil
        }
    }
    /// Reads the decoded header photo's luminances (set by the home screen).
    public var luminances: (ImageRef, [Point]) -> [Double]? = { _, _ in nil } {
        didSet {
            styleMemo = nil
            statusBarMemo = nil
        }
    }
    /// The last look decisions and what they were made from (see `HeaderLookInputs`).
    private var styleMemo: (inputs: HeaderLookInputs, style: SearchStyle)?
    private var statusBarMemo: (inputs: HeaderLookInputs, light: Bool)?

    /// The inputs of a look decision in `state`, with `shown` the look shown now.
    private func lookInputs(_ state: HeaderState, shown: Bool?) -> HeaderLookInputs {
        HeaderLookInputs(
            width: node.frame.width, height: state.height, overlay: state.overlayAlpha, field: searchNode.frame,
            shown: shown, photoShown: photoNode.alpha > 0)
    }
    private let creditNode = Node(name: "header.credit")
    /// Darkens the photo under a light status bar, in bands that fade downward (a
    /// gradient, as iOS protects its status bar over photos): white text then keeps
    /// 3:1 even over a white cloud (issue 12).
    private let scrim = Node(name: "header.scrim", content: .pixels(HeaderMetrics.scrimImage))
    private let icons: Icons
    public private(set) var photo: Photo?
    /// The header photo's BlurHash (or colour), shown until the photo is decoded.
    private var placeholder: NodeContent = .color(.black)
    /// The style shown (or being faded to); it changes once per crossing (docs/MOTION.md,
    /// fix 2).
    public private(set) var appliedStyle: SearchStyle?

    /// What the field holds when searching: typed text, caret, Cancel.
    public let field = SearchFieldView()
    /// A click on the field focuses it (or, focused, places the caret).
    public let searchTap = TapGestureRecognizer(name: "search.tap")
    /// A click on Cancel.
    public let cancelTap = TapGestureRecognizer(name: "search.cancel")

    /// The credit as last fitted, and the width it was fitted to (nil: fit it again).
    private var creditFit: (width: Double, text: String)?

    /// The title's type size now: 32 pt, or less when the window is too narrow for it.
    private var titleSize = HeaderMetrics.titleSize
    /// The width the title was last fitted to (nil: fit it again, e.g. a new measure).
    private var titleFittedWidth: Double?

    /// The header's title, from docs/MOTION.md, Home feed.
    public static let title = "Photos for everyone"
    /// The search field's placeholder, from docs/MOTION.md, Home feed.
    public static let placeholder = "Search photos"

    public init(icons: Icons) {
        self.icons = icons
        node.clipsToBounds = true
        node.content = .color(.black)
        searchNode.clipsToBounds = true
        searchNode.cornerRadius = HeaderMetrics.searchCornerRadius
        searchTintNode.alpha = HeaderMetrics.searchTintAlpha
        titleNode.content = .text(HeaderView.title, font: .bold(HeaderMetrics.titleSize), color: .white, alignment: .center)
        for child in [photoNode, overlayNode, scrim, titleNode, searchNode, creditNode] { node.addChild(child) }
        // The tint lies under the blurred photo, which carries the same darkening in its
        // own pixels: while the photo fades in, the tint darkens what shows through, and
        // once the photo covers the field the tint is hidden (one translucent layer less
        // to blend over the field every frame, issue 18).
        for child in [searchTintNode, searchBlurNode, darkGlyphNode, darkTextNode] { darkLook.addChild(child) }
        for child in [lightGlyphNode, lightTextNode] { lightLook.addChild(child) }
        searchNode.addChild(darkLook)
        searchNode.addChild(lightLook)
        searchNode.addChild(field.textArea)
        node.addChild(field.cancelNode)
        searchNode.addGestureRecognizer(searchTap)
        field.cancelNode.addGestureRecognizer(cancelTap)
        darkGlyphNode.content = .image(icons.searchLight, mode: .aspectFit, blurRadius: 0)
        darkTextNode.content = .text(
            HeaderView.placeholder, font: .regular(HeaderMetrics.placeholderSize),
            color: .white, alignment: .left)
        let gray = HeaderMetrics.lightSearchGray, text = HeaderMetrics.lightPlaceholderGray
        lightLook.content = .color(Color(r255: gray, g255: gray, b255: gray))
        lightGlyphNode.content = .image(icons.searchDark, mode: .aspectFit, blurRadius: 0)
        lightTextNode.content = .text(
            HeaderView.placeholder, font: .regular(HeaderMetrics.placeholderSize),
            color: Color(r255: text, g255: text, b255: text), alignment: .left)
        applyFade()
    }

    public func setPhoto(_ photo: Photo?) {
        self.photo = photo
        if let photo {
            photoNode.content = .image(photo.image, mode: .aspectFill, blurRadius: 0)
            searchBlurNode.content = .image(
                photo.image, mode: .aspectFill, blurRadius: HeaderMetrics.searchBlurRadius, dim: HeaderMetrics.searchTintAlpha)
            creditNode.content = .text(photo.creditLine, font: .regular(HeaderMetrics.creditSize), color: .white, alignment: .left)
            creditFit = nil
            placeholder = photo.makePlaceholder()
            node.content = placeholder
            backdrop = HeaderBackdrop(photo: photo)
        } else {
            photoNode.content = .none
            searchBlurNode.content = .none
            creditNode.content = .none
            backdrop = HeaderBackdrop(photo: nil)
        }
    }

    /// Lays the header out at the top of the viewport for `state`; `top` is the viewport's
    /// top in the feed's content coordinates.
    public func layout(width: Double, top: Double, state: HeaderState, search: SearchController) {
        let h = state.height
        node.frame = Rect(x: 0, y: top, width: width, height: h)
        photoNode.frame = Rect(x: 0, y: 0, width: width, height: h)
        overlayNode.frame = photoNode.frame
        overlayNode.alpha = state.overlayAlpha
        scrim.frame = Rect(x: 0, y: 0, width: width, height: HeaderMetrics.scrimHeight)
        let titleCenter = h / 2 - HeaderMetrics.titleRaise
        titleNode.frame = Rect(
            x: HeaderMetrics.spacing, y: titleCenter - HeaderMetrics.titleLineHeight / 2,
            width: width - 2 * HeaderMetrics.spacing, height: HeaderMetrics.titleLineHeight)
        titleNode.alpha = state.titleAlpha
        fitTitle(in: width - 2 * HeaderMetrics.spacing)
        let searchTop = titleNode.frame.maxY + HeaderMetrics.spacing
        // Focused, the field makes room for Cancel at its right.
        let cancelRoom = SearchMetrics.cancelWidth * search.focusProgress
        searchNode.frame = Rect(
            x: HeaderMetrics.spacing, y: searchTop,
            width: width - 2 * HeaderMetrics.spacing - cancelRoom, height: HeaderMetrics.searchHeight)
        // The blur shows the part of the photo that is behind the field.
        searchBlurNode.frame = photoNode.frame.offsetBy(dx: -searchNode.frame.minX, dy: -searchNode.frame.minY)
        let fieldBounds = Rect(origin: .zero, size: searchNode.frame.size)
        darkLook.frame = fieldBounds
        lightLook.frame = fieldBounds
        searchTintNode.frame = fieldBounds
        updateTint()
        let glyphY = (HeaderMetrics.searchHeight - HeaderMetrics.glyphSize) / 2
        let textX = HeaderMetrics.glyphInset * 2 + HeaderMetrics.glyphSize
        for (glyph, text) in [(darkGlyphNode, darkTextNode), (lightGlyphNode, lightTextNode)] {
            glyph.frame = Rect(
                x: HeaderMetrics.glyphInset, y: glyphY, width: HeaderMetrics.glyphSize,
                height: HeaderMetrics.glyphSize)
            text.frame = Rect(
                x: textX, y: 0, width: searchNode.frame.width - textX - HeaderMetrics.glyphInset,
                height: HeaderMetrics.searchHeight)
        }
        let typing = !search.editing.displayText.isEmpty
        darkTextNode.isHidden = typing
        lightTextNode.isHidden = typing
        field.layout(
            search: search,
            area: Rect(
                x: textX, y: 0, width: searchNode.frame.width - textX - HeaderMetrics.glyphInset,
                height: HeaderMetrics.searchHeight),
            field: searchNode.frame, light: styleFade.value >= 0.5)
        creditNode.frame = Rect(
            x: HeaderMetrics.spacing, y: h - HeaderMetrics.spacing - HeaderMetrics.creditLineHeight,
            width: width - 2 * HeaderMetrics.spacing, height: HeaderMetrics.creditLineHeight)
        creditNode.alpha = state.titleAlpha
        // A credit wider than the header ends in "…" at the edge.
        if let photo, creditFit?.width != creditNode.frame.width {
            let text = TextFitting.truncatingEnd(
                photo.creditLine, font: .regular(HeaderMetrics.creditSize),
                width: creditNode.frame.width, measure: field.measure)
            creditFit = (creditNode.frame.width, text)
            creditNode.content = .text(text, font: .regular(HeaderMetrics.creditSize), color: .white, alignment: .left)
        }
        apply(style: style(for: state))
    }

    /// Text is measured anew (the platform's fonts replaced the estimate): refit the
    /// title and the credit at the next layout.
    public func textMeasureChanged() {
        titleFittedWidth = nil
        creditFit = nil
    }

    /// Shrinks the title's type until it fits between the insets (a 320 pt window), in
    /// whole points, never below `HeaderMetrics.minimumTitleSize`; measured with the
    /// renderer's fonts.
    private func fitTitle(in available: Double) {
        // Measured once per width, not on every step's layout.
        guard available != titleFittedWidth else { return }
        titleFittedWidth = available
        let natural = field.measure.width(of: HeaderView.title, font: .bold(HeaderMetrics.titleSize))
        var size = HeaderMetrics.titleSize
        if natural > available, natural > 0 {
            size = max(HeaderMetrics.minimumTitleSize, (HeaderMetrics.titleSize * available / natural).rounded(.down))
        }
        guard size != titleSize else { return }
        titleSize = size
        titleNode.content = .text(HeaderView.title, font: .bold(size), color: .white, alignment: .center)
    }

    /// The field's style for a header state: light once the header around the field has
    /// turned light, or when the white placeholder would fall under 3:1 on the frosted
    /// photo; the style shown is kept until the other reads better (hysteresis).
    private func style(for state: HeaderState) -> SearchStyle {
        let inputs = lookInputs(state, shown: appliedStyle.map { $0 == .light })
        if let styleMemo, styleMemo.inputs == inputs { return styleMemo.style }
        let style = decideStyle(for: state)
        styleMemo = (inputs, style)
        return style
    }

    private func decideStyle(for state: HeaderState) -> SearchStyle {
        let size = Size(width: node.frame.width, height: state.height)
        let around = backdrop.luminance(
            of: searchNode.frame, header: size, overlay: state.overlayAlpha,
            decoded: decodedPhoto)
        let dark = HeaderBackdrop.isLight(
            mean: around.mean, threshold: HeaderBackdrop.lightAroundField,
            now: appliedStyle.map { $0 == .light })
        let frosted = backdrop.luminance(of: searchNode.frame, header: size, tint: HeaderMetrics.searchTintAlpha)
        let placeholderReads = Color.contrast(1, frosted.lightest) >= HeaderMetrics.minimumContrast * HeaderBackdrop.hysteresis
        return dark || !placeholderReads ? .light : .dark
    }

    private func apply(style: SearchStyle) {
        guard style != appliedStyle else { return }
        if appliedStyle == nil {
            styleFade.setImmediately(style == .light ? 1 : 0)
        } else {
            styleFade.retarget(to: style == .light ? 1 : 0, duration: StatusBarView.crossFadeDuration)
        }
        appliedStyle = style
        applyFade()
    }

    /// The search field and the Cancel button, in window points.
    public var searchFieldInWindow: Rect { searchNode.frameInWindow }
    public var cancelInWindow: Rect? { field.cancelNode.isHidden ? nil : field.cancelNode.frameInWindow }
    /// A point in the window as x within the field's text area.
    public func textAreaX(ofWindowPoint point: Point) -> Double { field.textArea.convertFromWindow(point).x }

    /// The style now shown or faded to (the report's `search_style`).
    public var searchStyle: SearchStyle { appliedStyle ?? .dark }

    public var isAnimating: Bool { !styleFade.isFinished }

    /// Advances the search field's cross-fade.
    public func step(dt: Double) {
        guard !styleFade.isFinished else { return }
        styleFade.step(dt: dt)
        applyFade()
    }

    private func applyFade() {
        lightLook.alpha = styleFade.value
        darkLook.alpha = 1 - styleFade.value
    }

    /// Whether the status bar over the header should be light: white text (over the
    /// scrim) until the header under the bar has turned light everywhere (`now` is what
    /// it shows).
    public func prefersLightStatusBar(state: HeaderState, now light: Bool?) -> Bool {
        let inputs = lookInputs(state, shown: light)
        if let statusBarMemo, statusBarMemo.inputs == inputs { return statusBarMemo.light }
        let prefersLight = decideStatusBar(state: state, now: light)
        statusBarMemo = (inputs, prefersLight)
        return prefersLight
    }

    private func decideStatusBar(state: HeaderState, now light: Bool?) -> Bool {
        let size = Size(width: node.frame.width, height: state.height)
        let bar = Rect(x: 0, y: 0, width: node.frame.width, height: HeaderMetrics.statusBarHeight)
        let behind = backdrop.luminance(of: bar, header: size, overlay: state.overlayAlpha, decoded: decodedPhoto)
        // The scrim keeps white legible over any photo; black takes over once the header
        // under the bar has turned light and even its darkest pixel reads black at 3:1
        // (with margins, so the look does not flip back and forth).
        let black = Color.contrast(0, behind.darkest)
        let needed = HeaderMetrics.minimumContrast * (light == false ? 1 : HeaderBackdrop.hysteresis)
        let turnedLight = HeaderBackdrop.isLight(
            mean: behind.mean, threshold: HeaderBackdrop.lightAroundField,
            now: light.map { !$0 })
        return !(turnedLight && black >= needed)
    }

    /// Shows the scrim behind a light status bar at `share` (0…1) of its strength.
    public func setScrim(_ share: Double) {
        scrim.alpha = share
    }

    /// The decoded header photo's luminances, nil until it is decoded.
    private var decodedPhoto: ([Point]) -> [Double]? {
        guard let image = photo?.image else { return { _ in nil } }
        return { [luminances] points in luminances(image, points) }
    }

    /// How far the header's look is from dark (0) to light (1); `iconImages` follows it.
    public var lookFade: Double { styleFade.value }

    /// The icons the header draws now.
    public var iconImages: [ImageRef] {
        switch styleFade.value {
        case 1: [icons.searchDark]
        case 0: [icons.searchLight]
        default: [icons.searchDark, icons.searchLight]
        }
    }

    /// Fades the header photo (and its blurred copy) in as it decodes.
    public func setImageAlpha(_ alpha: Double) {
        photoNode.alpha = alpha
        searchBlurNode.alpha = alpha
        node.content = alpha >= 1 ? .none : placeholder
        updateTint()
    }

    /// Shows the search field's tint unless the blurred photo, which is darkened alike,
    /// covers the whole field fully.
    private func updateTint() {
        let blur = searchBlurNode.frame, field = searchTintNode.frame
        let covered =
            photo != nil && searchBlurNode.alpha >= 1 && blur.minX <= field.minX && blur.minY <= field.minY
            && blur.maxX >= field.maxX && blur.maxY >= field.maxY
        searchTintNode.isHidden = covered
    }
}
