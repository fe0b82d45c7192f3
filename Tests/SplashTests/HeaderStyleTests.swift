import Foundation
import Geometry
import Testing

@testable import Splash

/// The status bar and the search field change look when the header behind them turns
/// light, before the header has collapsed, and cross-fade over 0.2 s (issue 12).
@Suite struct HeaderStyleTests {
    /// Drags the feed to `offset` and holds it there. The test images have no pixels, so
    /// the header photo reads as a dark one (luminance 0.05 everywhere) would.
    static func driver(heldAt offset: Double) -> SimulationDriver {
        let driver = Fixtures.driver()
        driver.app.home.header.luminances = { _, points in points.map { _ in 0.05 } }
        driver.drag(x: 200, from: 720, to: 720 - offset, start: 100, duration: 300, release: false)
        return driver
    }

    @Test func theLooksTurnLightBeforeTheCollapseAndCrossFade() {
        let atRest = Self.driver(heldAt: 100)
        atRest.run(toMilliseconds: 800)
        #expect(atRest.app.home.statusBar.isLight == true)
        #expect(atRest.app.home.header.searchStyle == .dark)

        // The white overlay covers most of the photo at 240 (height 110): both switched
        // already, though the header collapses only at 254.
        let whitened = Self.driver(heldAt: 240)
        whitened.run(toMilliseconds: 800)
        #expect(whitened.app.home.statusBar.isLight == false)
        #expect(whitened.app.home.header.searchStyle == .light)
        #expect(!whitened.app.home.headerState.isCollapsed)

        // The switch is a cross-fade: both looks are drawn part way for about 0.2 s.
        let crossing = Self.driver(heldAt: 0)
        crossing.run(toMilliseconds: 450)
        crossing.drag(x: 200, from: 720, to: 480, start: 500, duration: 16, release: false)
        var fading = 0
        crossing.run(toMilliseconds: 499)
        while crossing.nextStep < 1200 * 240 / 1000 {
            crossing.run(toStep: crossing.nextStep + 1)
            if crossing.app.home.statusBar.isAnimating { fading += 1 }
        }
        #expect(crossing.app.home.statusBar.isLight == false)
        #expect(abs(Double(fading) - 0.2 * 240) <= 2, "faded for \(fading) steps")
    }
}
