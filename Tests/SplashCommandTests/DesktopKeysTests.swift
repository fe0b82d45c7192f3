import Foundation
import PhotoLibrary
import Platform
import SplashTestSupport
import Testing

/// The keys a desktop program has (issue 17), through the real binary: F1 draws the
/// shortcuts panel and takes it away again, Ctrl+Q and Ctrl+W end the run at once,
/// Ctrl+V pastes what Ctrl+C copied as a new photo.
@Suite(.serialized) struct DesktopKeysTests {
    /// The panel's middle, window points (414 × 736): inside the panel, on no text.
    static let panelPoint = (x: 300, y: 250)

    @Test func f1DrawsTheShortcutsPanelAndF1AgainRemovesIt() throws {
        let run = try SplashBinary.runHeadless(
            script: """
                0 move 200 400
                500 shot before
                510 key F1
                800 shot shown
                810 key F1
                1100 shot after
                1110 key F1
                1400 key Escape
                1700 shot escaped
                """, label: "shortcuts")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["shortcuts_visible"] as? Bool == false)
        let before = try PixelBuffer(contentsOfPNG: run.folder + "/frames/before.png")
        let shown = try PixelBuffer(contentsOfPNG: run.folder + "/frames/shown.png")
        let after = try PixelBuffer(contentsOfPNG: run.folder + "/frames/after.png")
        let escaped = try PixelBuffer(contentsOfPNG: run.folder + "/frames/escaped.png")
        // The panel is black at 92 % over the feed: dark wherever it covers.
        let (r, g, b, _) = shown[Self.panelPoint.x, Self.panelPoint.y]
        #expect(max(r, g, b) < 40, "panel pixel \(r),\(g),\(b)")
        #expect(before[Self.panelPoint.x, Self.panelPoint.y].r != shown[Self.panelPoint.x, Self.panelPoint.y].r)
        // Its rows are drawn: the key column's yellow text is on it.
        var yellow = 0
        for y in 200..<520 {
            for x in 36..<150 {
                let (r, g, b, _) = shown[x, y]
                if r > 200 && g > 160 && b < 80 { yellow += 1 }
            }
        }
        #expect(yellow > 100, "\(yellow) yellow key-label pixels")
        // Hidden again (F1, or Escape), nothing of it is left.
        let identical = after.bytes == before.bytes
        #expect(identical)
        let identicalAfterEscape = escaped.bytes == before.bytes
        #expect(identicalAfterEscape)
    }

    @Test func controlQAndControlWEndTheRunAtOnce() throws {
        for key in ["Ctrl+Q", "Ctrl+W"] {
            let run = try SplashBinary.runHeadless(
                script: """
                    0 move 200 400
                    400 key \(key)
                    900 down 200 650
                    3000 end
                    """, label: "quit")
            #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
            let time = try #require(run.report["time_ms"] as? Double)
            #expect(time > 400 && time < 410, "\(key) ended at \(time) ms")
            #expect(run.report["pressed_photo"] is NSNull)
        }
    }

    @Test func controlVPastesWhatControlCCopiedAsANewPhoto() throws {
        let run = try SplashBinary.runHeadless(
            script: """
                0 move 200 650
                100 key Ctrl+C
                200 key Ctrl+V
                1000 end
                """, label: "paste")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["photos"] as? Int == 27)
        let image = try #require(run.report["clipboard_image"] as? String)
        #expect(image.hasPrefix(SplashBinary.assets + "/Photos/"))
        #expect((run.report["errors"] as? [String]) == [])
    }

    @Test func theDetailsCopyButtonCopiesThePhotoAsControlCDoes() throws {
        let run = try SplashBinary.runHeadless(
            script: """
                0 down 200 650
                60 up 200 650
                1400 down 207 573
                1460 up 207 573
                1600 end
                """, label: "copy-button")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        #expect(run.report["screen"] as? String == "detail")
        let image = try #require(run.report["clipboard_image"] as? String)
        let text = try #require(run.report["clipboard"] as? String)
        #expect(text == text.split(separator: "\n").first.map { "\($0)\n\(image)" })
        #expect(text.hasPrefix("Photo by "))
    }
}
