import Geometry
import Gestures
import PhotoLibrary
import Scene

/// What a card transition flies open from a row or a card of a `PhotoFeed`: a photo's
/// detail (`DetailView`) or a category's collection (`CollectionView`). The transition
/// owns the pose, the springs and the scrub; the content lays itself out inside its
/// `CardChrome` for each pose.
public protocol CardContent: AnyObject {
    /// The backdrop, the rounded card, the scrim and the close button around the content.
    var chrome: CardChrome { get }
    /// The content's vertical scroll view: a dismissal scrolls it back to the top, and a
    /// grab while it is at the top scrubs the card.
    var scroll: ScrollView { get }
    /// Whether this content is what a pressable id opens (a photo row, a category card).
    func opens(_ id: PressableID) -> Bool
    /// Shows what `id` opens in `source`. `titleScale` is the card's width over the
    /// content's at the start, so a title on the card keeps its drawn size. Returns the
    /// photo at the card's top (the report's `transition.photo`), nil if there is none.
    func show(_ id: PressableID, from source: PhotoFeed, titleScale: Double) -> Photo?
    /// Height of the photo at the card's top when presented at content width `width`.
    func presentedImageHeight(width: Double) -> Double
    /// Lays the content out at `size` (its own points), its top photo `imageHeight`
    /// high; `reveal` is 0 at the cell and 1 presented; `scale` is how many times its
    /// own size the content is drawn now (the card's width ÷ the content's).
    func layout(size: Size, imageHeight: Double, reveal: Double, scale: Double)
    /// Whether a window point is on a control the scrub must leave to it (a button, a
    /// collection's row).
    func isOnControl(_ point: Point) -> Bool
    /// Advances what moves inside the content by one step (its scroll view, presses).
    func step(dt: Double)
    /// Asks for the images the content draws this step and fades them in over their
    /// placeholders; `contentWidth` is the width they are drawn at when presented.
    func updateImages(_ images: ImagePresenter, contentWidth: Double)
    /// Whether `updateImages` would now ask for an image never asked for
    /// (`ImagePresenter.wasNeverAskedFor`): the transition then updates the images at a
    /// step nobody looks at, so the image's fade starts where it would at every step.
    func wouldAskForNewImages(_ images: ImagePresenter) -> Bool
    /// Whether anything inside moves on its own.
    var isAnimating: Bool { get }
    /// The card went back into its cell: let go of what it showed.
    func clear()
}

extension CardContent {
    /// Full window; hidden when no card is out.
    public var container: Node { chrome.container }
    /// The rounded card, framed by the pose.
    public var card: Node { chrome.card }
    public var closeButton: Node { chrome.closeButton }
    public var closeTap: TapGestureRecognizer { chrome.closeTap }
    /// Reduce Motion keeps the plain black dim instead of the blurred capture.
    public var blursBackdrop: Bool {
        get { chrome.blursBackdrop }
        set { chrome.blursBackdrop = newValue }
    }
    /// Whether the card hides everything behind it (`CardChrome.coversWhatIsBehind`).
    public var coversWhatIsBehind: Bool { chrome.coversWhatIsBehind }
}
