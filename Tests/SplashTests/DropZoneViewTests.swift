import Geometry
import Testing

@testable import Splash

/// The drop zone's geometry and its hover hysteresis (docs/MOTION.md, fix 6).
@Suite struct DropZoneViewTests {
    private func shownZone() -> DropZoneView {
        let zone = DropZoneView()
        zone.layout(in: AppConfiguration.defaultViewport)
        zone.setShown(true)
        for _ in 0..<120 { zone.step(dt: 1.0 / 240) }
        return zone
    }

    @Test func atRestItShowsA200PointQuarterOfA250Circle() {
        let zone = shownZone()
        #expect(zone.state == .visible)
        #expect(zone.node.frame == Rect(x: 214, y: 536, width: 250, height: 250))
        #expect(zone.node.cornerRadius == 125)
    }

    @Test func hoverGrowsTo350Showing300By250() {
        let zone = shownZone()
        zone.track(pointer: Point(x: 380, y: 700))
        for _ in 0..<120 { zone.step(dt: 1.0 / 240) }
        #expect(zone.state == .hover)
        #expect(zone.node.frame == Rect(x: 114, y: 486, width: 350, height: 350))
    }

    /// Hover starts inside the rest-size circle and, once the circle has grown, lasts to
    /// its drawn edge and never beyond (issue 12: a release 13 pt outside still saved).
    @Test func hoverStartsAtTheRadiusAndEndsAtTheDrawnEdge() {
        let zone = shownZone()
        let center = zone.center
        zone.track(pointer: Point(x: center.x - 126, y: center.y))
        #expect(zone.state == .visible)
        zone.track(pointer: Point(x: center.x - 124, y: center.y))
        #expect(zone.state == .hover)
        for _ in 0..<120 { zone.step(dt: 1.0 / 240) }
        let grown = zone.radius
        #expect(grown == DragMetrics.hoverDiameter / 2)
        // Between the rest and hover radii: still hovering (the growth is the hysteresis).
        zone.track(pointer: Point(x: zone.center.x - grown + 1, y: zone.center.y))
        #expect(zone.state == .hover)
        zone.track(pointer: Point(x: zone.center.x - grown - 1, y: zone.center.y))
        #expect(zone.state == .visible)
    }

    @Test func theTwoLabelLinesSayTheReferenceLabel() {
        #expect(DragMetrics.zoneLabelLines.joined(separator: " ") == DragMetrics.zoneLabel)
    }

    @Test func hiddenItSits250BeyondTheCornerAndStopsDrawing() {
        let zone = shownZone()
        zone.setShown(false)
        for _ in 0..<120 { zone.step(dt: 1.0 / 240) }
        #expect(zone.state == .hidden)
        #expect(zone.node.isHidden)
        #expect(zone.node.frame.minX == 214 + DragMetrics.zoneHiddenDistance)
        #expect(!zone.isAnimating)
    }
}
