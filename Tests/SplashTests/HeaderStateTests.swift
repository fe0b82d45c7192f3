import Testing

@testable import Splash

@Suite struct HeaderStateTests {
    @Test(arguments: [0.0, 50, 150, 200, 254, 300, 600, -120])
    func heightAndFadeFollowTheFormulas(offset: Double) {
        let state = HeaderState(offset: offset)
        let expectedHeight = max(96, 350 - offset)
        #expect(state.height == expectedHeight)
        let expectedAlpha = min(1, max(0, (expectedHeight - 96) / (350 - 96)))
        #expect(abs(state.titleAlpha - expectedAlpha) < 1e-12)
    }

    @Test func restIsOpaqueAndTheStopPointIsClear() {
        #expect(HeaderState(offset: 0).titleAlpha == 1)  // fix 1: not 0.73
        #expect(HeaderState(offset: 254).titleAlpha == 0)
        #expect(HeaderState(offset: 254).isCollapsed)
        #expect(HeaderState(offset: 10_000).height == 96)  // fix 2: clamped after a big jump
        #expect(HeaderMetrics.collapsedHeight == 96)
    }

    @Test func theWhiteOverlayShowsFromAbout159AndIsWhiteAt96() {
        #expect(HeaderState(offset: 350 - 170).overlayAlpha == 0)
        #expect(HeaderState(offset: 350 - 159.1).overlayAlpha == 0)
        #expect(HeaderState(offset: 350 - 130).overlayAlpha > 0.4)
        #expect(HeaderState(offset: 254).overlayAlpha == 1)
    }
}
