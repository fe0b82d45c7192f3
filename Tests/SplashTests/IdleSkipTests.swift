import Foundation
import Geometry
import Testing

@testable import Splash

/// Crossing an idle stretch in one go gives exactly the state that stepping through it
/// one step at a time gives, so a script that waits hours ends at once, unchanged.
@Suite struct IdleSkipTests {
    /// A session with long waits between gestures: a fling, a tap into the detail, a
    /// dismissal, a long press that lifts and drops back.
    static func schedule(on driver: SimulationDriver) {
        driver.at(0, .touchDown(.mouse, Point(x: 200, y: 650)))
        driver.at(40, .touchMove(.mouse, Point(x: 200, y: 500)))
        driver.at(60, .touchUp(.mouse, Point(x: 200, y: 400)))
        driver.at(30_000, .touchDown(.mouse, Point(x: 100, y: 650)))
        driver.at(30_050, .touchUp(.mouse, Point(x: 100, y: 650)))
        driver.at(95_000, .key("Escape", modifiers: []))
        // Drag the feed, hold the finger still for 50 s (pulled past nothing), let go.
        driver.at(100_000, .touchDown(.mouse, Point(x: 380, y: 420)))
        driver.at(100_030, .touchMove(.mouse, Point(x: 380, y: 380)))
        driver.at(100_060, .touchMove(.mouse, Point(x: 380, y: 330)))
        driver.at(150_000, .touchUp(.mouse, Point(x: 380, y: 330)))
        // Lift a photo, hold it still for a minute, drag it onto the zone and let go.
        driver.at(200_000, .touchDown(.mouse, Point(x: 200, y: 650)))
        driver.at(260_000, .touchMove(.mouse, Point(x: 300, y: 680)))
        driver.at(260_016, .touchMove(.mouse, Point(x: 360, y: 690)))
        driver.at(290_000, .touchUp(.mouse, Point(x: 360, y: 690)))
    }

    @Test func skippingIdleStepsChangesNothingButSpeed() throws {
        let skipFolder = try Fixtures.temporaryFolder("skip"), stepFolder = try Fixtures.temporaryFolder("step")
        let skipping = Fixtures.driver(downloads: skipFolder), stepping = Fixtures.driver(downloads: stepFolder)
        Self.schedule(on: skipping)
        Self.schedule(on: stepping)
        let end = 240 * 300
        skipping.run(toStep: end)
        while stepping.nextStep < end { stepping.runStep() }
        var a = skipping.app.stateReport(), b = stepping.app.stateReport()
        // Each saved into its own folder: compare the names.
        #expect(a.downloads.count == 1 && a.downloads[0].hasPrefix(skipFolder + "/"), "the held photo was saved")
        a.downloads = a.downloads.map { ($0 as NSString).lastPathComponent }
        b.downloads = b.downloads.map { ($0 as NSString).lastPathComponent }
        a.toasts = a.toasts.map { $0.replacingOccurrences(of: skipFolder, with: "FOLDER") }
        b.toasts = b.toasts.map { $0.replacingOccurrences(of: stepFolder, with: "FOLDER") }
        let textA = String(decoding: try a.jsonData(), as: UTF8.self), textB = String(decoding: try b.jsonData(), as: UTF8.self)
        #expect(textA == textB, "\(textA)\n---\n\(textB)")
        #expect(a.steps == end && a.timeMilliseconds == 300_000)
        #expect(skipping.skippedSteps > end * 9 / 10, "most of the session was idle and crossed in one go")
        #expect(stepping.skippedSteps == 0)
    }
}
