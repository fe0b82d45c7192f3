import Geometry
import Testing

@testable import Splash

/// The scrubbed card's geometry as a pure function of the grab and the drag (seed 004,
/// docs/MOTION.md, Card transition), with no transition or gesture around it.
@Suite struct CardScrubGeometryTests {
    static let window = Size(width: 414, height: 736)
    static let presented = CardPose(
        frame: Rect(origin: .zero, size: window), imageHeight: 300, cornerRadius: 0, dim: CardMetrics.backdropAlpha,
        scrollOffset: 0)

    static func grab(scrollsContent: Bool = false) -> CardGrab {
        CardGrab(base: presented, baseProgress: 0, from: .presented, scrollsContent: scrollsContent)
    }

    @Test func progressScaleAndRadiusAreLinearInTheDownwardDrag() {
        let geometry = CardScrubGeometry(window: Self.window, maximumContentOffset: 500)
        let (pose, progress) = geometry.pose(for: Self.grab(), translation: Point(x: 0, y: 50))
        #expect(abs(progress - 0.5) < 1e-12)
        #expect(abs(pose.frame.width / Self.window.width - CardMetrics.scale(atProgress: 0.5)) < 1e-12)
        #expect(abs(pose.cornerRadius - CardMetrics.cornerRadius(atProgress: 0.5)) < 1e-12)
        // Shrunk about its centre, then leaned a tenth of the drag down.
        #expect(abs(pose.frame.midX - Self.window.width / 2) < 1e-9)
        #expect(abs(pose.frame.midY - (Self.window.height / 2 + 50 * CardMetrics.pointerFollow)) < 1e-9)
        // Dragging up past the start clamps progress at 0 (fix 9).
        #expect(geometry.pose(for: Self.grab(), translation: Point(x: 0, y: -80)).1 == 0)
    }

    @Test func aFullWindowCardNeverLeansOutOfTheWindow() {
        let geometry = CardScrubGeometry(window: Self.window, maximumContentOffset: 0)
        // At progress 0 the card fills the window: no lean sideways is possible.
        let pose = geometry.pose(for: Self.grab(), translation: Point(x: 300, y: 0)).0
        #expect(pose.frame.minX == 0 && pose.frame.maxX == Self.window.width)
        // A card already partly out of the window moves no farther out.
        #expect(CardScrubGeometry.lean(-20, from: -5, to: 300, within: 414) == 0)
        #expect(CardScrubGeometry.lean(-20, from: 10, to: 300, within: 414) == -10)
        #expect(CardScrubGeometry.lean(30, from: 10, to: 400, within: 414) == 14)
    }

    @Test func draggingUpAtTheTopScrollsTheContentAndLeavesTheCard() {
        let geometry = CardScrubGeometry(window: Self.window, maximumContentOffset: 120)
        let (pose, progress) = geometry.pose(for: Self.grab(scrollsContent: true), translation: Point(x: 0, y: -200))
        #expect(progress == 0)
        #expect(pose.frame == Rect(origin: .zero, size: Self.window))
        #expect(pose.scrollOffset == 120, "scrolled as far as the content goes")
    }
}
