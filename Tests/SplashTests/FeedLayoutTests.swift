import Testing
import Geometry
@testable import Splash

@Suite struct FeedLayoutTests {
    @Test func rowHeightsFollowThePhotoAspect() {
        #expect(FeedLayout.rowHeight(width: 414, pixelSize: Size(width: 1200, height: 800)) == 276)
        #expect(FeedLayout.rowHeight(width: 414, pixelSize: Size(width: 1200, height: 675)) == 232) // floor(232.875)
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
}
