import Testing

@testable import Platform

/// The scale a window opens at without `--scale`: what the desktop asks programs for.
@Suite struct DesktopScaleTests {
    @Test func gdkScaleWinsThenXftDPIRoundedToQuarters() {
        #expect(DesktopScale.detect(environment: ["GDK_SCALE": "2"], xResources: "Xft.dpi:\t96\n") == 2)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi: 144") == 1.5)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi:\t120\n") == 1.25)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi:\t110\n") == 1.25)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi:\t100\n") == 1)
    }

    @Test func nonsenseFallsBackToOneOrIsKeptInRange() {
        #expect(DesktopScale.detect(environment: [:], xResources: nil) == 1)
        #expect(DesktopScale.detect(environment: ["GDK_SCALE": "zero"], xResources: "Xft.dpi: lots") == 1)
        #expect(DesktopScale.detect(environment: ["GDK_SCALE": "0"], xResources: "Xft.dpi: -96") == 1)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi: 960") == 4)
        #expect(DesktopScale.detect(environment: ["GDK_SCALE": "9"], xResources: nil) == 4)
        #expect(DesktopScale.detect(environment: [:], xResources: "Xft.dpi: 48") == 1)
    }
}
