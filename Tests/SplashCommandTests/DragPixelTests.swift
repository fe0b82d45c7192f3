import Foundation
import Platform
import SplashTestSupport
import Testing

/// The lifted copy through the real binary (issue 12): drawn where the report's
/// `drag.frame` says, centred on the pointer minus the grab offset, with round corners;
/// and a release outside the drawn hover circle saves nothing.
@Suite(.serialized) struct DragPixelTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    static func distance(_ a: Pixel, _ b: Pixel) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }

    @Test func theHeldCopyIsDrawnUnderThePointerWithRoundCorners() throws {
        let script = """
            300 shot home
            400 down 60 650
            1100 move 70 640
            1120 move 100 560
            1140 move 130 470
            1160 move 150 400
            1500 shot held
            1510 end
            """
        let run = try SplashBinary.runHeadless(script: script, label: "drag-pixels")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let drag = try #require(run.report["drag"] as? [String: Any])
        #expect(drag["phase"] as? String == "dragging")
        let frame = try #require(drag["frame"] as? [String: Double])
        let offset = try #require(drag["grab_offset"] as? [String: Double])
        let scale = try #require(drag["scale"] as? Double)
        let x = frame["x"]!, y = frame["y"]!, width = frame["width"]!, height = frame["height"]!
        // The grabbed point of the photo is under the pointer (150, 400).
        #expect(abs(x + width / 2 - (150 - offset["x"]! * scale)) < 0.5)
        #expect(abs(y + height / 2 - (400 - offset["y"]! * scale)) < 0.5)

        let held = try PixelBuffer(contentsOfPNG: run.folder + "/frames/held.png")
        let home = try PixelBuffer(contentsOfPNG: run.folder + "/frames/home.png")
        func pixel(_ image: PixelBuffer, _ px: Double, _ py: Double) -> Pixel {
            image[min(image.width - 1, max(0, Int(px))), min(image.height - 1, max(0, Int(py)))]
        }
        // Under the pointer is the point of the photo that was grabbed: where the cell
        // showed it before the lift (the cell's centre plus the grab offset).
        let visible = try #require(run.report["visible_photos"] as? [[String: Any]])
        let cell = try #require(visible.first { ($0["y"] as? Double ?? 0) > 400 })
        let cellX = try #require(cell["x"] as? Double), cellY = try #require(cell["y"] as? Double)
        let cellWidth = try #require(cell["width"] as? Double), cellHeight = try #require(cell["height"] as? Double)
        let grabbed = pixel(home, cellX + cellWidth / 2 + offset["x"]!, cellY + cellHeight / 2 + offset["y"]!)
        let underPointer = pixel(held, 150, 400)
        #expect(Self.distance(grabbed, underPointer) <= 40, "under the pointer \(underPointer), grabbed \(grabbed)")
        // Its top corners are round: the corner pixel shows what is around the copy, not
        // the photo's corner (as the cell showed it, the bottom ones are off screen there).
        for (cx, sx, photoX) in [(x, 1.0, cellX + 1), (x + width, -1.0, cellX + cellWidth - 2)] {
            let corner = pixel(held, cx + sx * 0.5, y + 0.5)
            let outside = pixel(held, cx - sx * 2, y - 2)
            let photoCorner = pixel(home, photoX, cellY + 1)
            #expect(
                Self.distance(corner, outside) < Self.distance(corner, photoCorner),
                "corner \(cx): \(corner), outside \(outside), photo's corner \(photoCorner)")
        }
    }

    /// Hover the zone, then leave the drawn (grown) circle by 13 points and release: the
    /// hit test agrees with the drawing, so nothing is saved.
    @Test func aReleaseJustOutsideTheDrawnCircleSavesNothing() throws {
        // The hover circle: 350 across, showing 300 × 250 of the 414 × 736 window, so its
        // centre is (289, 661); 13 points outside it toward the top left:
        let outside = 175.0 + 13
        let px = 289 - outside / 2.squareRoot(), py = 661 - outside / 2.squareRoot()
        let script = """
            0 down 200 650
            700 move 210 660
            720 move 280 670
            740 move 340 680
            1100 move \(Int(px.rounded())) \(Int(py.rounded()))
            1400 up \(Int(px.rounded())) \(Int(py.rounded()))
            2200 end
            """
        let run = try SplashBinary.runHeadless(script: script, label: "drag-edge")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect((run.report["downloads"] as? [String]) == [])
        let drag = try #require(run.report["drag"] as? [String: Any])
        #expect(drag["phase"] as? String == "idle")
    }
}
