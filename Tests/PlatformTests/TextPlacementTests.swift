import Geometry
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// A line of text centred half-way between two pixels lands on the same pixel on
    /// every frame of a settling spring, whichever side of half-way the frame's arithmetic
    /// noise puts it (the detail's "Copy" label, which jumped a pixel left and back as its
    /// card sprang back from a scrub).
    @Suite struct TextPlacementTests {
        @Test func aCentredLineDoesNotJitterAsItsFrameSettles() throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 414, height: 736))
            defer { withExtendedLifetime(canvas) {} }
            // Frames of the label on consecutive steps of the spring (Scripts/demo.txt): its
            // left edge computes to 186.49999999999997, 186.5 and 186.50000000000003.
            let settling: [(Rect, Double)] = [
                (Rect(x: 19.949076172447775, y: 548.530999085756, width: 374.1018476551044, height: 48.01307135680486), 1.0002723199334342),
                (Rect(x: 19.96930683655964, y: 548.5186839845185, width: 374.06138632688067, height: 48.00787845906484), 1.0001641345638521),
                (Rect(x: 19.888728176138407, y: 548.5677349872527, width: 374.2225436477232, height: 48.028561751579446), 1.0005950364912386),
                (Rect(x: 20, y: 548.5, width: 374, height: 48), 1.0)
            ]
            let targets = try settling.map { frame, scale in
                try #require(
                    renderer.placedLine("Copy", font: .bold(16), color: .black, frame: frame, alignment: .center, scale: scale)
                ).target
            }
            #expect(Set(targets.map(\.x)).count == 1, "\(targets.map(\.x))")
            #expect(Set(targets.map(\.y)).count == 1, "\(targets.map(\.y))")
        }

        /// A line centred in a box that settles onto whole pixels lands where it rests on
        /// every frame of the settle, the box a thousandth of a pixel short or long, above
        /// or below: the box's edge and the line's offset in it are rounded apart. The
        /// detail's description (a 20-pixel line in a 22-point box) and name (27 in 28)
        /// stepped a pixel on the spring's last frame when the two were rounded as a sum.
        /// Here a 20-pixel line in 22 and 21 points: offsets of a whole and a half pixel.
        @Test(arguments: [22.0, 21.0])
        func aCentredLineStaysPutAsItsBoxSettles(boxHeight: Double) throws {
            let (canvas, renderer) = try PlatformTests.canvas(Size(width: 414, height: 736))
            defer { withExtendedLifetime(canvas) {} }
            var rows: Set<Int32> = []
            var columns: Set<Int32> = []
            for noise in [-0.003, -0.001, -1e-9, 0, 1e-9, 0.001, 0.003] {
                let scale = 1 + noise / 10
                let frame = Rect(x: 20 + noise, y: 369 + noise, width: 374 * scale, height: boxHeight * scale)
                let target = try #require(
                    renderer.placedLine("Copy", font: .bold(16), color: .black, frame: frame, alignment: .center, scale: scale)
                ).target
                rows.insert(target.y)
                columns.insert(target.x)
            }
            #expect(rows.count == 1 && columns.count == 1, "\(rows) \(columns)")
        }
    }
}
