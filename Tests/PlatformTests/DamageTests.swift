import Geometry
import Scene
import Tessellation
import Testing

@testable import Platform

/// The pieces of drawing only what changed (Renderer+Damage, Renderer+Scroll) that need
/// no renderer: joining boxes, matching commands in order, the rows a scroll moves and
/// what a clip changes. `PartialRedrawTests` checks the frames themselves.
struct DamageTests {
    static func box(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) -> PixelBox {
        PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    @Test func damageBoxesNeverOverlapAndHoldEveryPixelAskedFor() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let asked = (0..<Int.random(in: 1...14, using: &random)).map { _ in
                let x = Int32.random(in: 0..<400, using: &random), y = Int32.random(in: 0..<700, using: &random)
                return Self.box(x, y, x + Int32.random(in: 0..<120, using: &random), y + Int32.random(in: 0..<90, using: &random))
            }
            let boxes = DamageBoxes.disjoint(asked, limit: 4)
            #expect(boxes.count <= 4)
            #expect(boxes.allSatisfy { !$0.isEmpty })
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] { #expect(!a.overlaps(b), "\(a) and \(b) overlap: a blend would be drawn twice") }
            }
            // Every pixel asked for is in a box (checked at each asked box's corners and middle).
            for box in asked where !box.isEmpty {
                for (x, y) in [(box.x0, box.y0), (box.x1 - 1, box.y1 - 1), ((box.x0 + box.x1) / 2, (box.y0 + box.y1) / 2)] {
                    #expect(boxes.contains { $0.contains(Self.box(x, y, x + 1, y + 1)) })
                }
            }
        }
    }

    @Test func damageBoxesPastTheLimitJoinTheTwoThatWasteFewestPixels() {
        // Two strips close together and one far away: the close two are joined.
        let boxes = DamageBoxes.disjoint([Self.box(0, 0, 100, 10), Self.box(0, 12, 100, 20), Self.box(0, 500, 100, 510)], limit: 2)
        #expect(boxes.count == 2)
        #expect(boxes.contains(Self.box(0, 0, 100, 20)))
        #expect(boxes.contains(Self.box(0, 500, 100, 510)))
        // Overlapping boxes are always one.
        #expect(DamageBoxes.disjoint([Self.box(0, 0, 10, 10), Self.box(5, 5, 20, 20)], limit: 8) == [Self.box(0, 0, 20, 20)])
        #expect(DamageBoxes.disjoint([Self.box(0, 0, 0, 10)], limit: 8).isEmpty)
    }

    static func shape(_ y: Double, _ color: Color = .black) -> DrawnCommand {
        DrawnCommand(
            command: .shape(frame: Rect(x: 0, y: y, width: 10, height: 10), cornerRadius: 0, color: color, strokeWidth: 0, clip: nil),
            content: 0)
    }

    @Test func commandsMatchInOrderSoWhatIsOnTopStaysOnTop() {
        let (a, b, c) = (Self.shape(0), Self.shape(10), Self.shape(20))
        var match = InOrderMatch([a, b, a, c])
        #expect(match.match(b) == 1)
        // The first `a` lies before the match: the second is taken.
        #expect(match.match(a) == 2)
        // `b` was drawn before the last match: over it now, under it then; not the same.
        #expect(match.match(b) == nil)
        #expect(match.match(c) == 3)
        #expect(match.match(Self.shape(30)) == nil)
    }

    @Test func equalCommandsAreTakenOneByOneAndReportedByTheirIndexInTheLastFrame() {
        let (a, b) = (Self.shape(0), Self.shape(10))
        // Some of the last frame's commands, by their indices in it (the ones a scroll
        // looks among).
        var match = InOrderMatch([a, a, b, a], indices: [3, 5, 8, 9])
        #expect(match.match(a) == 3)
        #expect(match.match(a) == 5)
        #expect(match.match(a) == 9)
        #expect(match.match(a) == nil)
        // `b` lies before the last match.
        #expect(match.match(b) == nil)
        var fresh = InOrderMatch([a, a, b, a], indices: [3, 5, 8, 9])
        #expect(fresh.match(b) == 8)
        #expect(fresh.match(a) == 9)
        #expect(fresh.match(a) == nil)
    }

    @Test func equalCommandsHaveEqualDigestsAndAnyFieldChangesIt() {
        let frame = Rect(x: 4, y: 8, width: 100, height: 20)
        func text(_ string: String, scale: Double = 1, y: Double = 8, clip: Clip? = nil) -> DrawnCommand {
            DrawnCommand(
                command: .text(
                    string, font: .regular(15), color: .black, frame: Rect(x: 4, y: y, width: 100, height: 20),
                    alignment: .left, scale: scale, clip: clip),
                content: 0)
        }
        // Equal though spelled apart: "é" composed and decomposed, 0 and -0.
        #expect(text("caf\u{E9}") == text("cafe\u{301}"))
        #expect(text("caf\u{E9}").digest == text("cafe\u{301}").digest)
        let zero = DrawnCommand(
            command: .shape(frame: frame, cornerRadius: 0.0, color: .black, strokeWidth: 0, clip: nil), content: 0)
        let negativeZero = DrawnCommand(
            command: .shape(frame: frame, cornerRadius: -0.0, color: .black, strokeWidth: 0, clip: nil), content: 0)
        #expect(zero == negativeZero)
        #expect(zero.digest == negativeZero.digest)
        // Any field: the text, where it is, how it is clipped, what is drawn.
        let digests = [
            text("café").digest, text("cafe").digest, text("café", y: 9).digest,
            text("café", clip: Clip(rect: frame)).digest, text("café", scale: 2).digest, zero.digest,
            DrawnCommand(command: zero.command, content: 1).digest
        ]
        #expect(Set(digests).count == digests.count)
    }

    @Test func aDrawnCommandIsEqualOnlyWithTheSameDecode() {
        let image = ImageRef(path: "photo.jpg", pixelSize: Size(width: 190, height: 140))
        let command = DrawCommand.image(
            image, frame: Rect(x: 0, y: 0, width: 10, height: 10), contentMode: .aspectFill, cornerRadius: 0, alpha: 1,
            blurRadius: 0, clip: nil)
        #expect(DrawnCommand(command: command, content: 3) == DrawnCommand(command: command, content: 3))
        #expect(DrawnCommand(command: command, content: 3) != DrawnCommand(command: command, content: 4))
        #expect(Self.shape(0) != Self.shape(0, .white))
    }

    @Test func aScrollMovesTheRowsBetweenItsEndsAndExposesTheRest() {
        let up = ScrollShift(y0: 96, y1: 800, by: -40)
        #expect(up.destination == (96, 760))
        #expect(up.exposed == (760, 800))
        let down = ScrollShift(y0: 0, y1: 736, by: 12)
        #expect(down.destination == (12, 736))
        #expect(down.exposed == (0, 12))
    }

    @Test func aClipOnlyTheWindowsEdgeCutsMovesWithTheCommand() {
        let window = Rect(x: 0, y: 0, width: 414, height: 736)
        let frame = Rect(x: 16, y: 700, width: 190, height: 140)
        func photo(_ frame: Rect, clip: Clip?) -> DrawnCommand {
            DrawnCommand(
                command: .image(
                    ImageRef(path: "photo.jpg", pixelSize: Size(width: 190, height: 140)), frame: frame, contentMode: .aspectFill, cornerRadius: 0,
                    alpha: 1, blurRadius: 0, clip: clip),
                content: 1)
        }
        // Cut by the window's bottom edge now; wholly inside, unclipped, 50 points higher
        // last frame: the same photo moved.
        let now = photo(frame, clip: Clip(rect: Rect(x: 16, y: 700, width: 190, height: 36), roundedRect: window))
        let before = photo(frame.offsetBy(dx: 0, dy: -50), clip: nil)
        #expect(now.scrollKey(within: window, movedBy: -50) == before.scrollKey(within: window, movedBy: 0))
        // A clip that cuts it inside the window is a change.
        let cutInside = photo(frame, clip: Clip(rect: Rect(x: 16, y: 700, width: 100, height: 36)))
        #expect(cutInside.scrollKey(within: window, movedBy: -50) != before.scrollKey(within: window, movedBy: 0))
        // A clip at the window's corner keeps its other sides: cut at 100 or at 200
        // points across is not the same photo.
        let corner = Rect(x: -10, y: -10, width: 300, height: 100)
        let narrow = photo(corner, clip: Clip(rect: Rect(x: 0, y: 0, width: 100, height: 50)))
        let wide = photo(corner, clip: Clip(rect: Rect(x: 0, y: 0, width: 200, height: 50)))
        #expect(narrow.scrollKey(within: window, movedBy: 0) != wide.scrollKey(within: window, movedBy: 0))
        // A rounded clip is kept whole: its corners cut what its rectangle does not.
        let rounded = photo(frame, clip: Clip(rect: Rect(x: 0, y: 0, width: 414, height: 736), cornerRadius: 12))
        #expect(rounded.scrollKey(within: window, movedBy: 0) != photo(frame, clip: nil).scrollKey(within: window, movedBy: 0))
    }
}
