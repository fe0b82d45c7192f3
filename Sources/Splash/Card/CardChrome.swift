import Geometry
import Gestures
import Scene

/// What every card the transition flies has around its content (a photo's detail, a
/// category's collection): the dimmed, blurred capture of the screen behind it, the
/// rounded card clipped to its pose with a soft shadow, the status-bar scrim and a close
/// button. The content is laid out at the presented card's width and drawn scaled by
/// `card width / that width`, so the transition scales it uniformly (docs/MOTION.md,
/// fix 8).
public final class CardChrome {
    /// Full window; hidden when no card is out. Carries the scrub recognizer.
    public let container: Node
    public let backdrop: Node
    /// What is behind the card, blurred and dimmed, captured once per present (the App
    /// Store blurs what lies behind a shrinking card); it replaces the black dim unless
    /// Reduce Motion is on.
    private let blurredBackdrop: Node
    /// Which capture the blurred backdrop shows; a new present takes a new one.
    private var snapshot = 0
    /// Reduce Motion keeps the plain black dim.
    public var blursBackdrop = true
    /// Cuts the card off above the pose's `visibleTop`: a cell partly under the header
    /// flies out from under it instead of popping out over it.
    private let visible: Node
    /// The card: rounded and clipped, framed by the transition's pose. It paints nothing
    /// itself: a white card under a photo would show as a light seam along the photo's
    /// anti-aliased edge, so the content paints its own white below its photo.
    public let card: Node
    /// The card's soft shadow while it flies or is scrubbed.
    private let shadow: SoftShadow
    /// The status-bar scrim at the top of the card, as on the home header, so the white
    /// status bar drawn above the card reads over any photo; it fades in with the close
    /// button (it is not on the cell).
    private let scrim: Node
    /// Laid out at the presented card's width, scaled uniformly to the card.
    public let content: Node
    public let closeButton: Node
    private let closeIcon: Node
    public let closeTap: TapGestureRecognizer

    /// Tuned: the close button, a 32-point dark disc 16 from the right, below the
    /// 20-point status bar; its glyph is drawn 20 points wide.
    static let closeSize = 32.0
    static let closeInset = 16.0
    static let closeTop = 32.0
    static let closeFill = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    static let closeGlyph = 20.0

    /// A chrome whose nodes are named `name.…` (`detail`, `collection`), holding `body`
    /// (the content's scroll view) under the scrim and the close button.
    public init(name: String, icons: Icons, body: Node) {
        container = Node(name: name)
        backdrop = Node(name: "\(name).backdrop", content: .color(.black))
        blurredBackdrop = Node(name: "\(name).blurred-backdrop")
        visible = Node(name: "\(name).visible")
        card = Node(name: "\(name).card")
        shadow = SoftShadow(name: "\(name).shadow")
        scrim = Node(name: "\(name).scrim", content: .pixels(HeaderMetrics.scrimImage))
        content = Node(name: "\(name).content")
        closeButton = Node(name: "\(name).close")
        closeIcon = Node(name: "\(name).close.icon")
        closeTap = TapGestureRecognizer(name: "\(name).close.tap")
        container.isHidden = true
        card.clipsToBounds = true
        container.addChild(blurredBackdrop)
        container.addChild(backdrop)
        container.addChild(visible)
        visible.clipsToBounds = true
        visible.addChild(shadow.node)
        visible.addChild(card)
        card.addChild(content)
        content.addChild(body)
        content.addChild(scrim)
        content.addChild(closeButton)
        closeButton.content = .color(CardChrome.closeFill)
        closeButton.cornerRadius = CardChrome.closeSize / 2
        closeButton.addChild(closeIcon)
        closeIcon.content = .image(icons.close, mode: .aspectFit, blurRadius: 0)
        closeButton.addGestureRecognizer(closeTap)
    }

    /// Takes a new capture of what is behind for the next present.
    public func captureBackdrop() {
        snapshot += 1
        blurredBackdrop.content = .blurredBackdrop(
            snapshot: snapshot, blurRadius: CardMetrics.backdropBlurRadius,
            dim: CardMetrics.backdropAlpha)
    }

    /// Whether the card hides everything behind it: its dimmed, blurred capture is drawn
    /// opaque over the whole window, so what is behind need not be drawn under it
    /// (overdraw: a scrubbed card's frame painted the whole feed, then covered it).
    public var coversWhatIsBehind: Bool {
        !container.isHidden && container.alpha >= 1 && blursBackdrop && blurredBackdrop.alpha >= 1
    }

    /// Places the chrome for `pose` in a window of `window` size, the content laid out at
    /// `contentWidth` and scaled to the card; `reveal` (0 at the cell, 1 presented)
    /// fades the close button and the scrim in; `shadowOpacity` shows the card's shadow.
    /// Returns the content's size in its own points and its scale.
    public func apply(
        _ pose: CardPose, window: Size, contentWidth: Double, reveal: Double, shadowOpacity: Double
    ) -> (size: Size, scale: Double) {
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
        let width = contentWidth
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
        closeButton.frame = Rect(
            x: width - CardChrome.closeInset - CardChrome.closeSize, y: CardChrome.closeTop,
            width: CardChrome.closeSize, height: CardChrome.closeSize)
        let inset = (CardChrome.closeSize - CardChrome.closeGlyph) / 2
        closeIcon.frame = Rect(x: inset, y: inset, width: CardChrome.closeGlyph, height: CardChrome.closeGlyph)
        closeButton.alpha = min(1, max(0, reveal))
        scrim.frame = Rect(x: 0, y: 0, width: width, height: HeaderMetrics.scrimHeight)
        // The scrim protects the status bar's text; a centred card (regular width) does
        // not reach the window's top, so it has none.
        let isCentredCard = width < window.width
        scrim.alpha = isCentredCard ? 0 : min(1, max(0, reveal))
        return (Size(width: width, height: height), scale)
    }

    /// Whether a window point is on the close button (the scrub leaves it to the button).
    public func isOnClose(_ point: Point) -> Bool {
        !closeButton.isHidden && closeButton.alpha > Node.minimumHitAlpha && closeButton.frameInWindow.contains(point)
    }
}
