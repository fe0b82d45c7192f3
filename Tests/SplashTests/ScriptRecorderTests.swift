import Geometry
import Gestures
import Testing
@testable import Splash

/// `--record` writes what `--script` reads: every event the format can carry comes back
/// from `Script(parsing:)` and `ScriptTimeline` as the same input at the same step.
@Suite struct ScriptRecorderTests {
    static let stepsPerSecond = 240

    /// A session as the live loop sees it: times between steps, in the order SDL gave them.
    static let session: [(step: Int, kind: InputEvent.Kind)] = [
        (0, .hover(Point(x: 12.5, y: 40))),
        (3, .touchDown(.mouse, Point(x: 200, y: 650))),
        (7, .touchMove(.mouse, Point(x: 200, y: 630.25))),
        (7, .touchMove(.mouse, Point(x: 199, y: 600))),
        (11, .touchUp(.mouse, Point(x: 199, y: 580))),
        (20, .wheel(dx: 0, dy: -120, at: Point(x: 199, y: 580), modifiers: [])),
        (21, .key("PageDown", modifiers: [])),
        (22, .key("C", modifiers: [.control, .shift])),
        (30, .resize(Size(width: 500, height: 800))),
        (31, .focusLost),
        (40, .drop(path: "/tmp/some photo.jpg")),
        (241, .touchDown(.mouse, Point(x: 1, y: 2))),
        (241, .touchUp(.mouse, Point(x: 1, y: 2))),
    ]

    @Test func theRecordingParsesBackToTheSameEventsAtTheSameSteps() throws {
        var recorder = ScriptRecorder(stepsPerSecond: Self.stepsPerSecond)
        for (step, kind) in Self.session {
            let written = recorder.record(InputEvent(time: Double(step) / Double(Self.stepsPerSecond) + 0.001, kind: kind),
                                          atStep: step)
            #expect(written)
        }
        recorder.recordShot(named: "after", atStep: 250)
        recorder.finish(atStep: 260)
        let script = try Script(parsing: recorder.text)
        let items = ScriptTimeline(script: script, stepsPerSecond: Self.stepsPerSecond).items
        let inputs = items.compactMap { item -> (Int, InputEvent.Kind)? in
            if case .input(let event) = item.action { return (item.step, event.kind) }
            return nil
        }
        #expect(inputs.map(\.0) == Self.session.map(\.step))
        #expect(inputs.map(\.1) == Self.session.map(\.kind))
        #expect(items.suffix(2).map(\.action) == [.shot("after"), .end])
        #expect(items.suffix(2).map(\.step) == [250, 260])
    }

    @Test func everyStepMapsToAMillisecondInsideIt() {
        for step in 0..<2_000 {
            let ms = ScriptRecorder.milliseconds(ofStep: step, stepsPerSecond: Self.stepsPerSecond)
            #expect((ms * Self.stepsPerSecond) / 1000 == step, "step \(step) → \(ms) ms")
        }
    }

    @Test func shiftWheelIsWrittenAsTheHorizontalWheelTheAppMakesOfIt() throws {
        var recorder = ScriptRecorder(stepsPerSecond: Self.stepsPerSecond)
        recorder.record(InputEvent(time: 0, kind: .wheel(dx: 0, dy: 40, at: Point(x: 100, y: 300), modifiers: .shift)),
                        atStep: 0)
        let script = try Script(parsing: recorder.text)
        // The pointer moves to the wheel's point first (a hover), then the wheel.
        #expect(script.lines.map(\.command) == [.move(Point(x: 100, y: 300)), .wheel(dx: 40, dy: 0)])
    }

    @Test func whatTheFormatCannotCarryIsLeftOut() {
        var recorder = ScriptRecorder(stepsPerSecond: Self.stepsPerSecond)
        let before = recorder.lines
        let refused: [InputEvent.Kind] = [.key("Left Shift", modifiers: []), .key("#", modifiers: []),
                                          .touchDown(TouchID(3), .zero), .drop(path: "/tmp/a#b.jpg")]
        for kind in refused {
            let written = recorder.record(InputEvent(time: 0, kind: kind), atStep: 0)
            #expect(!written, "\(kind) should be left out")
        }
        #expect(recorder.lines == before)
    }

    @Test func numbersAreWrittenShortAndExact() {
        #expect(ScriptRecorder.number(200) == "200")
        #expect(ScriptRecorder.number(-3) == "-3")
        #expect(Double(ScriptRecorder.number(0.1 + 0.2)) == 0.1 + 0.2)
    }
}
