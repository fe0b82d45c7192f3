import Geometry

/// Where every photo of the feed goes, for one width: one full-width column in a compact
/// window (under 600 pt, as on a phone), a masonry of 2 columns from 600 pt and 3 from
/// 1000 pt on regular widths, as Unsplash lays out its feed on wide screens.
///
/// Each photo keeps its aspect ratio and goes to the shortest column so far, so columns
/// stay balanced by height. Every column's tops only grow, so finding the photos on screen
/// is a binary search per column: the cost of a frame does not grow with the number of
/// photos.
public struct FeedLayout: Sendable {
    public let width: Double
    /// Top of the first photo in content coordinates (header space + row 0).
    public let photosTop: Double
    /// 1, 2 or 3.
    public let columns: Int
    /// Each photo's column, top and height.
    private let column: [Int32]
    private let tops: [Double]
    private let heights: [Double]
    /// The photos of each column, top to bottom.
    private let members: [[Int32]]
    public let contentHeight: Double
    /// A column's width, points.
    public let columnWidth: Double

    /// Widths from which the feed has 2 and 3 columns (iOS's regular width class starts
    /// at 600 pt in practice; docs/MOTION.md, Layout).
    public static let twoColumnWidth = 600.0
    public static let threeColumnWidth = 1000.0
    /// Margin at the window's sides and between masonry columns and photos, points (the
    /// header's 16 pt spacing). A single column has none: photos run edge to edge.
    public static let gutter = 16.0

    /// How many columns a window `width` points wide has.
    public static func columnCount(for width: Double) -> Int {
        width >= threeColumnWidth ? 3 : width >= twoColumnWidth ? 2 : 1
    }

    /// `exploreHeight` is row 0's height: the full Explore row, or only the "New" title
    /// when there are no categories (a `--photos` folder).
    public init(width: Double, photoSizes: [Size], exploreHeight: Double = FeedMetrics.exploreRowHeight) {
        self.init(width: width, photoSizes: photoSizes, photosTop: HeaderMetrics.restHeight + exploreHeight)
    }

    /// Rows laid out from `photosTop` down (a collection's, under its cover: 0 in a node
    /// of their own).
    public init(width: Double, photoSizes: [Size], photosTop: Double) {
        self.width = width
        self.photosTop = photosTop
        let count = FeedLayout.columnCount(for: width)
        columns = count
        let gutter = count == 1 ? 0 : FeedLayout.gutter
        let columnWidth = count == 1 ? width : max(1, (width - Double(count + 1) * gutter) / Double(count))
        self.columnWidth = columnWidth
        // Filled through buffers, each column's members gathered once at the end: a
        // search's first letter lays out most of a million photos in one step, and
        // appending to four growing arrays per photo was most of that step.
        let total = photoSizes.count
        var column = [Int32](repeating: 0, count: total)
        var tops = [Double](repeating: 0, count: total)
        var heights = [Double](repeating: 0, count: total)
        var counts = [Int](repeating: 0, count: count)
        var bottoms = [Double](repeating: photosTop, count: count)
        photoSizes.withUnsafeBufferPointer { sizes in
            column.withUnsafeMutableBufferPointer { column in
                tops.withUnsafeMutableBufferPointer { tops in
                    heights.withUnsafeMutableBufferPointer { heights in
                        for index in 0..<total {
                            // The shortest column so far (the leftmost of equals): balanced by height.
                            var shortest = 0
                            for candidate in 1..<count where bottoms[candidate] < bottoms[shortest] { shortest = candidate }
                            let height = FeedLayout.rowHeight(width: columnWidth, pixelSize: sizes[index])
                            column[index] = Int32(truncatingIfNeeded: shortest)
                            tops[index] = bottoms[shortest]
                            heights[index] = height
                            counts[shortest] += 1
                            bottoms[shortest] += height + gutter
                        }
                    }
                }
            }
        }
        var members = [[Int32]](repeating: [], count: count)
        if count == 1 {
            members[0] = Array(0..<Int32(truncatingIfNeeded: total))
        } else {
            for index in members.indices { members[index].reserveCapacity(counts[index]) }
            for (index, shortest) in column.enumerated() { members[Int(shortest)].append(Int32(truncatingIfNeeded: index)) }
        }
        self.column = column
        self.tops = tops
        self.heights = heights
        self.members = members
        // The last gap under each column is the bottom margin.
        contentHeight = bottoms.max() ?? photosTop
    }

    /// docs/MOTION.md, Home feed: `floor(width × photoHeight / photoWidth)`.
    public static func rowHeight(width: Double, pixelSize: Size) -> Double {
        guard pixelSize.width > 0 else { return 0 }
        return (width * pixelSize.height / pixelSize.width).rounded(.down)
    }

    /// How many photos are laid out.
    public var rowCount: Int { tops.count }

    /// The frame of photo `index` in content coordinates.
    public func frame(ofRow index: Int) -> Rect {
        let c = Double(column[index])
        let gutter = columns == 1 ? 0 : FeedLayout.gutter
        let x = (gutter + c * (columnWidth + gutter)).rounded()
        let right = (gutter + c * (columnWidth + gutter) + columnWidth).rounded()
        return Rect(x: x, y: tops[index], width: right - x, height: heights[index])
    }

    /// The photos that intersect content range [top, bottom), in feed order.
    public func rows(from top: Double, to bottom: Double) -> [Int] {
        guard bottom > photosTop else { return [] }
        var found: [Int] = []
        for list in members where !list.isEmpty {
            // The first photo of the column ending below `top`, then down to `bottom`.
            var position = firstPosition(in: list, endingBelow: top)
            while position < list.count, tops[Int(list[position])] < bottom {
                found.append(Int(list[position]))
                position += 1
            }
        }
        return columns == 1 ? found : found.sorted()
    }

    /// How far the range [top, bottom) can grow before a photo outside
    /// `rows(from: top, to: bottom)` comes into it: its top may rise to the lowest bottom
    /// edge above it, its bottom sink to the highest top edge below it (infinite where
    /// no photo is). A screen that only needs to know when new rows come into reach
    /// then looks them up only when its range crosses one of these.
    public func rangeWithoutNewRows(from top: Double, to bottom: Double) -> (top: Double, bottom: Double) {
        var reach = (top: -Double.infinity, bottom: Double.infinity)
        for list in members where !list.isEmpty {
            let first = firstPosition(in: list, endingBelow: top)
            if first > 0 {
                let above = Int(list[first - 1])
                reach.top = max(reach.top, tops[above] + heights[above])
            }
            // The first photo of the column starting at or below `bottom`.
            var low = first, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if tops[Int(list[middle])] < bottom { low = middle + 1 } else { high = middle }
            }
            if low < list.count { reach.bottom = min(reach.bottom, tops[Int(list[low])]) }
        }
        return reach
    }

    /// The position in a column's `list` of its first photo ending below `top`.
    private func firstPosition(in list: [Int32], endingBelow top: Double) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            let index = Int(list[middle])
            if tops[index] + heights[index] <= top { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
