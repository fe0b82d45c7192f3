import Geometry

/// Where every row of the feed goes, for one width.
///
/// Row tops are prefix sums computed once per width, so finding the rows on screen is a
/// binary search: the cost of a frame does not grow with the number of photos.
public struct FeedLayout: Sendable {
    public let width: Double
    /// Top of the first photo row in content coordinates (header space + row 0).
    public let photosTop: Double
    /// Top of each photo row, plus the end of the last one as a final element.
    private let rowTops: [Double]

    /// `exploreHeight` is row 0's height: the full Explore row, or only the "New" title
    /// when there are no categories (a `--photos` folder).
    public init(width: Double, photoSizes: [Size], exploreHeight: Double = FeedMetrics.exploreRowHeight) {
        self.width = width
        photosTop = HeaderMetrics.restHeight + exploreHeight
        var tops: [Double] = []
        tops.reserveCapacity(photoSizes.count + 1)
        var y = photosTop
        for size in photoSizes {
            tops.append(y)
            y += FeedLayout.rowHeight(width: width, pixelSize: size)
        }
        tops.append(y)
        rowTops = tops
    }

    /// docs/MOTION.md, Home feed: `floor(width × photoHeight / photoWidth)`.
    public static func rowHeight(width: Double, pixelSize: Size) -> Double {
        guard pixelSize.width > 0 else { return 0 }
        return (width * pixelSize.height / pixelSize.width).rounded(.down)
    }

    public var rowCount: Int { rowTops.count - 1 }
    public var contentHeight: Double { rowTops[rowTops.count - 1] }

    /// The frame of photo row `index` in content coordinates.
    public func frame(ofRow index: Int) -> Rect {
        Rect(x: 0, y: rowTops[index], width: width, height: rowTops[index + 1] - rowTops[index])
    }

    /// The rows that intersect content range [top, bottom).
    public func rows(from top: Double, to bottom: Double) -> Range<Int> {
        guard rowCount > 0, bottom > photosTop else { return 0..<0 }
        let first = lastRow(startingAtOrBefore: top)
        var last = lastRow(startingAtOrBefore: bottom)
        if rowTops[last] >= bottom { last -= 1 }
        return first..<max(first, last + 1)
    }

    /// The last row whose top is ≤ y (0 when y is above every row).
    private func lastRow(startingAtOrBefore y: Double) -> Int {
        var low = 0, high = rowCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowTops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
