import FuzzSupport
import Geometry
import Testing

@testable import Splash

@Suite struct FeedLayoutTests {
    @Test func rowHeightsFollowThePhotoAspect() {
        #expect(FeedLayout.rowHeight(width: 414, pixelSize: Size(width: 1200, height: 800)) == 276)
        #expect(FeedLayout.rowHeight(width: 414, pixelSize: Size(width: 1200, height: 675)) == 232)  // floor(232.875)
    }

    @Test func visibleRowsMatchALinearScan() {
        let sizes = (0..<500).map { Size(width: 1200, height: Double(500 + ($0 * 37) % 900)) }
        let layout = FeedLayout(width: 414, photoSizes: sizes)
        for top in stride(from: 0.0, to: layout.contentHeight, by: 997) {
            let bottom = top + 736
            let expected = (0..<layout.rowCount).filter {
                let f = layout.frame(ofRow: $0)
                return f.maxY > top && f.minY < bottom
            }
            let found = Array(layout.rows(from: top, to: bottom))
            #expect(found == expected, "at \(top)")
        }
    }

    /// `rangeWithoutNewRows` is exact: any range inside it holds only rows the first
    /// range held, and a range reaching a point past either edge holds one more.
    @Test(arguments: [414.0, 800, 1280])
    func aRangeGrowsToItsBoundsWithoutNewRows(width: Double) {
        let sizes = (0..<400).map { Size(width: 1200, height: Double(500 + ($0 * 37) % 900)) }
        let layout = FeedLayout(width: width, photoSizes: sizes)
        for top in stride(from: -300.0, to: layout.contentHeight, by: 613) {
            let bottom = top + 2_000
            let held = Set(layout.rows(from: top, to: bottom))
            let bounds = layout.rangeWithoutNewRows(from: top, to: bottom)
            #expect(bounds.top <= top && bounds.bottom >= bottom, "at \(top)")
            #expect(Set(layout.rows(from: bounds.top, to: bounds.bottom)).isSubset(of: held), "at \(top)")
            if bounds.top.isFinite {
                #expect(!Set(layout.rows(from: bounds.top - 0.5, to: bottom)).isSubset(of: held), "above \(top)")
            }
            if bounds.bottom.isFinite {
                #expect(!Set(layout.rows(from: top, to: bounds.bottom + 0.5)).isSubset(of: held), "below \(top)")
            }
        }
    }

    @Test func columnsFollowTheSizeClass() {
        #expect([320.0, 414, 599, 600, 999, 1000, 1920].map(FeedLayout.columnCount(for:)) == [1, 1, 1, 2, 2, 3, 3])
    }

    /// Random windows from 300 to 2500 pt and random aspect ratios (seeded): photos never
    /// overlap, stay inside the window's width, keep their aspect ratio, columns end
    /// within one photo's height of each other, every photo is reachable by scrolling,
    /// and the binary search finds exactly what a linear scan finds.
    @Test func masonryPropertiesHoldForRandomWindowsAndPhotos() {
        var random = SplitMix64(seed: 13)
        for trial in 0..<60 {
            let width = Double(random.int(300...2500))
            let sizes = (0..<random.int(0...120)).map { _ in
                Size(width: Double(random.int(200...6000)), height: Double(random.int(200...6000)))
            }
            let layout = FeedLayout(width: width, photoSizes: sizes)
            let frames = (0..<layout.rowCount).map(layout.frame(ofRow:))
            let label = "trial \(trial): \(width) pt, \(sizes.count) photos"
            var bottoms: [Double: Double] = [:]
            var tallest = 0.0
            for (index, frame) in frames.enumerated() {
                #expect(frame.minX >= 0 && frame.maxX <= width, "\(label): photo \(index) leaves the window")
                #expect(frame.minY >= layout.photosTop && frame.maxY <= layout.contentHeight, "\(label): photo \(index) unreachable")
                let aspect = sizes[index].height / sizes[index].width
                #expect(abs(frame.height - (layout.columnWidth * aspect).rounded(.down)) < 1e-9, "\(label): photo \(index) aspect")
                bottoms[frame.minX] = max(bottoms[frame.minX] ?? 0, frame.maxY)
                tallest = max(tallest, frame.height)
            }
            for i in frames.indices {
                for j in frames.indices where j > i {
                    let a = frames[i], b = frames[j]
                    let overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
                    #expect(!overlap, "\(label): photos \(i) and \(j) overlap")
                }
            }
            if bottoms.count == layout.columns, let high = bottoms.values.max(), let low = bottoms.values.min() {
                #expect(high - low <= tallest + FeedLayout.gutter, "\(label): columns unbalanced by \(high - low)")
            }
            for top in stride(from: 0.0, to: layout.contentHeight, by: 611) {
                let expected = frames.indices.filter { frames[$0].maxY > top && frames[$0].minY < top + 900 }
                #expect(layout.rows(from: top, to: top + 900) == expected, "\(label): rows at \(top)")
            }
        }
    }

    @Test func aSingleColumnRunsEdgeToEdgeWithoutGaps() {
        let sizes = [Size(width: 1200, height: 800), Size(width: 1200, height: 675)]
        let layout = FeedLayout(width: 414, photoSizes: sizes)
        #expect(layout.frame(ofRow: 0) == Rect(x: 0, y: layout.photosTop, width: 414, height: 276))
        #expect(layout.frame(ofRow: 1) == Rect(x: 0, y: layout.photosTop + 276, width: 414, height: 232))
        #expect(layout.contentHeight == layout.photosTop + 508)
    }
}
