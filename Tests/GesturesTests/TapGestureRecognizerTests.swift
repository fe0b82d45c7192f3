import Geometry
import Testing

@testable import Gestures

@Suite struct TapGestureRecognizerTests {
    @Test func singleTapRecognizesOnUpAndResets() {
        let tap = TapGestureRecognizer(name: "tap")
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(10, 10); h.wait(0.1)
        #expect(log.entries.isEmpty)
        h.move(14, 13)
        h.up(14, 13)
        #expect(log.entries == ["tap recognized"])
        #expect(tap.state == .possible)
        #expect(tap.location == Point(x: 14, y: 13))
    }

    @Test func movingPastTheMaximumFails() {
        let tap = TapGestureRecognizer(name: "tap")
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(0, 0)
        h.move(10.5, 0)
        #expect(tap.state == .failed)
        h.move(0, 0)
        h.up(0, 0)
        #expect(log.entries.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test func doubleTapNeedsTheSecondTapInTime() {
        let double = TapGestureRecognizer(numberOfTapsRequired: 2, name: "double")
        let log = ActionLog(); log.watch(double)
        let h = Harness([double])
        h.down(0, 0); h.up(0, 0)
        h.wait(0.2)
        #expect(log.entries.isEmpty)
        h.down(2, 2); h.up(2, 2)
        #expect(log.entries == ["double recognized"])

        h.wait(1)
        h.down(0, 0); h.up(0, 0)
        h.wait(TapGestureRecognizer.maximumIntervalBetweenTaps + 0.05)
        #expect(double.state == .possible)
        h.down(0, 0); h.up(0, 0)
        #expect(log.entries == ["double recognized"])
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(numberOfTapsRequired: 2, name: "double")
        single.require(toFail: double)
        let log = ActionLog(); log.watch(single, double)
        let h = Harness([single, double])

        // A double tap: the single tap fails by its requirement.
        h.down(0, 0); h.up(0, 0)
        #expect(log.entries.isEmpty)
        h.wait(0.1)
        h.down(0, 0); h.up(0, 0)
        h.wait(1)
        #expect(log.entries == ["double recognized"])

        // One tap: recognized only once the double tap has timed out.
        h.down(0, 0); h.up(0, 0)
        h.wait(TapGestureRecognizer.maximumIntervalBetweenTaps - 0.05)
        #expect(log.states(of: "single").isEmpty)
        h.wait(0.1)
        #expect(log.states(of: "single") == ["recognized"])
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func focusLossFailsATapInFlight() {
        let tap = TapGestureRecognizer(name: "tap")
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(0, 0)
        h.send(.focusLost)
        #expect(h.arena.activeTouchCount == 0)
        #expect(tap.state == .possible)
        h.up(0, 0)  // the up of a touch the arena no longer has
        #expect(log.entries.isEmpty)
    }

    @Test func aSecondFingerDoesNotDisturbTheTap() {
        let tap = TapGestureRecognizer(name: "tap")
        let log = ActionLog(); log.watch(tap)
        let h = Harness([tap])
        h.down(0, 0, TouchID(1))
        h.down(100, 100, TouchID(2))
        h.move(200, 200, TouchID(2))
        h.up(200, 200, TouchID(2))
        h.up(0, 0, TouchID(1))
        #expect(log.entries == ["tap recognized"])
    }
}
