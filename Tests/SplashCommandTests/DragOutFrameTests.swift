import Foundation
import Platform
import SplashTestSupport
import Testing

/// What drag-out's hook draws (issue 17): dragged past the window's left edge, the
/// photo's copy sits at the edge and the drop zone is gone; back inside over the zone,
/// the zone is drawn again, hovered, and the release downloads the photo.
struct DragOutFrameTests {
    /// Inside the hovered zone, left of the copy over it (bottom right of 414 × 736).
    static let zonePoint = (x: 160, y: 700)

    @Test func theZoneLeavesWithThePhotoAndComesBackWithIt() throws {
        let run = try SplashBinary.runHeadless(
            script: """
                0 down 200 650
                700 move 180 600
                720 move 100 560
                740 move -40 540
                1100 shot outside
                1120 move 100 600
                1140 move 300 680
                1160 move 360 690
                1500 shot back
                1510 up 360 690
                2200 end
                """, label: "drag-out-frames")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let outside = try PixelBuffer(contentsOfPNG: run.folder + "/frames/outside.png")
        let back = try PixelBuffer(contentsOfPNG: run.folder + "/frames/back.png")
        let (r, g, b, _) = outside[Self.zonePoint.x, Self.zonePoint.y]
        #expect(max(r, g, b) > 60, "the zone is still drawn while the photo is outside: \(r),\(g),\(b)")
        #expect(back[Self.zonePoint.x, Self.zonePoint.y] == (0, 0, 0, 255))
        // The copy is at the left edge, over the feed's white gap under the Explore row.
        let edge = outside[10, 580]
        #expect(edge != (255, 255, 255, 255))
        #expect((run.report["downloads"] as? [String])?.count == 1)
    }
}
