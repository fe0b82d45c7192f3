import Motion

/// Photos inserted at the top of the feed, animating in as UITableView's row insertion
/// does: the new rows fade in where they belong while the rows below slide down from
/// where they were to make room.
struct FeedInsertion {
    /// How many rows, from row 0, are new.
    let count: Int
    /// Their total height, points: how far every row below them moves.
    let height: Double
    private var progress = CurveAnimation(from: 0.0, to: 1, duration: FeedInsertion.duration)

    /// Length of the insertion (tuned: UITableView's row animations last about 0.3 s).
    static let duration = 0.3

    init(count: Int, height: Double) {
        self.count = count
        self.height = height
    }

    var isFinished: Bool { progress.isFinished }

    mutating func step(dt: Double) {
        progress.step(dt: dt)
    }

    /// How far above its final place a row is drawn now.
    func raise(ofRow row: Int) -> Double {
        row < count ? 0 : height * (1 - progress.value)
    }

    /// The opacity a row is drawn with now.
    func alpha(ofRow row: Int) -> Double {
        row < count ? progress.value : 1
    }
}
