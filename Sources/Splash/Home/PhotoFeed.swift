import Geometry
import PhotoLibrary
import Scene

/// A scrolling list of photo rows that the press, the lift and the card transition work
/// on: the home feed, or a category's collection opened from it. Each answers the same
/// questions, so one card transition and one drag serve both.
public protocol PhotoFeed: AnyObject {
    /// The scroll view holding the rows; the lift's long press and a card's tap attach here.
    var feed: ScrollView { get }
    /// The press-down effect on the rows.
    var press: PressFeedback { get }
    /// What a card covering the window may hide (the feed need not be drawn under an
    /// opaque backdrop).
    var screenNode: Node { get }
    /// Whether the rows are on screen and take touches now (not covered by a card).
    var isShowing: Bool { get }
    /// Window y above which the rows are covered (the home's header), so a card leaving a
    /// row partly under it starts from what was seen.
    var coveredTop: Double { get }
    /// The photo row or category card under a window point.
    func pressable(at point: Point) -> PressFeedback.Target?
    /// The node showing a pressable id now (cells are reused), if it is laid out.
    func nodeShowing(_ id: PressableID) -> Node?
    /// Where a photo's row is laid out now in window points, on screen or not; nil when
    /// the feed does not show it.
    func windowFrame(ofPhoto id: String) -> Rect?
    /// The photo row under a window point, if it is not covered.
    func photoCell(at point: Point) -> PhotoCell?
    /// The photo drawn above the rows that can be lifted too (the home's header photo, a
    /// collection's cover), and the node showing it.
    var cover: (photo: Photo, node: Node)? { get }
    /// The photo a pressable id shows (a category card: its cover).
    func photo(for id: PressableID) -> Photo?
    /// The category a pressable id opens, if it is a category card.
    func category(for id: PressableID) -> PhotoCategory?
    /// The photos of this feed in a category, in feed order: what its collection shows.
    func photos(in category: PhotoCategory) -> [Photo]
}
