import Geometry
import Motion
import PhotoLibrary

/// The feed changing from one list or layout of photos to another (a search keystroke,
/// Cancel, photos dropped in at the top): rows on screen before and after glide from
/// their old place to their new one, rows that leave fade out where they were, and rows
/// that arrive fade in where they land, as a UICollectionView animates a batch update.
///
/// Only rows that were on screen glide: a photo that was a thousand rows away arrives by
/// fading in, not by streaking across the screen.
struct FeedTransition {
    /// A row leaving the feed, drawn where it was until it has faded out.
    struct Leaving {
        var photo: Photo
        var frame: Rect
    }

    /// Content-space origin of each gliding photo before and after, by id.
    private(set) var moves: [String: (from: Point, to: Point)] = [:]
    private(set) var leaving: [Leaving] = []
    private var progress = Animation<Double>.curve(from: 0, to: 1, duration: SearchMetrics.resultsDuration, curve: .easeInOut)

    /// `before` are the rows that were on screen (photo and content frame); `after`
    /// finds a photo's new frame by id, nil when it left. A row whose new place is more
    /// than `maximumGlide` away fades out and in instead (so the rows to lay out stay
    /// within a screen of the viewport).
    init(before: [(photo: Photo, frame: Rect)], maximumGlide: Double, after: (String) -> Rect?) {
        for (photo, frame) in before {
            if let new = after(photo.id), abs(new.minY - frame.minY) <= maximumGlide {
                moves[photo.id] = (frame.origin, new.origin)
            } else {
                leaving.append(Leaving(photo: photo, frame: frame))
            }
        }
    }

    mutating func step(dt: Double) {
        progress.step(dt: dt)
    }

    var isFinished: Bool { progress.isFinished }

    /// How far along, 0…1 (eased).
    var fraction: Double { progress.value }

    /// Where a row of the new list is drawn now: its old place blended toward `frame`.
    func frame(of id: String, resting frame: Rect) -> Rect {
        guard let move = moves[id] else { return frame }
        return frame.offsetBy(dx: (move.from.x - move.to.x) * (1 - fraction), dy: (move.from.y - move.to.y) * (1 - fraction))
    }

    /// A row of the new list: opaque if it glides, else fading in.
    func alpha(of id: String) -> Double {
        moves[id] == nil ? fraction : 1
    }

    /// Leaving rows fade out.
    var leavingAlpha: Double { 1 - fraction }

    /// How far any gliding row is from its resting place now, at most: rows this far
    /// beyond the viewport may still be on screen.
    var reach: Double {
        moves.values.reduce(0) { max($0, abs($1.from.y - $1.to.y)) } * (1 - fraction)
    }
}
