import Foundation
import Testing

@testable import Splash

/// The report is always written: a number JSON cannot hold is made finite and named.
@Suite struct StateReportTests {
    @Test func nonFiniteNumbersAreClampedAndNamed() throws {
        var report = StateReport()
        report.scrollOffset = -.infinity
        report.drag.scale = .nan
        report.visiblePhotos = [.init(id: "a", x: 0, y: .infinity, width: 1, height: 1)]
        let object = try JSONSerialization.jsonObject(with: try report.jsonData()) as? [String: Any]
        #expect(object?["scroll_offset"] as? Double == -Double.greatestFiniteMagnitude)
        #expect((object?["drag"] as? [String: Any])?["scale"] as? Double == 0)
        #expect(
            object?["errors"] as? [String] == [
                "report: scroll_offset was -inf, written as a finite number",
                "report: drag.scale was nan, written as a finite number",
                "report: visible_photos[0].y was inf, written as a finite number"
            ])
    }
}
