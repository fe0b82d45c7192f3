import Geometry
import Testing

/// Rounding a position to a whole pixel sends half-way up, noise or not.
@Suite struct TiesUpTests {
    @Test func aHalfWayPointGoesUpWhicheverSideItsNoiseIsOn() {
        #expect(186.5.roundedWithTiesUp() == 187)
        #expect(186.49999999999997.roundedWithTiesUp() == 187)
        #expect(186.50000000000003.roundedWithTiesUp() == 187)
        #expect(186.4999.roundedWithTiesUp() == 186)
        #expect(186.5001.roundedWithTiesUp() == 187)
        #expect((-3.5).roundedWithTiesUp() == -3)
        #expect((-3.6).roundedWithTiesUp() == -4)
    }
}
