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
        (41, .text("café #1 ")),
        (42, .text(" ")),
        (43, .composition("とう", caret: 1)),
        (44, .composition("", caret: 0)),
        (45, .text("東京 👨‍👩‍👧")),
        (241, .touchDown(.mouse, Point(x: 1, y: 2))),
        (241, .touchUp(.mouse, Point(x: 1, y: 2)))
    ]

    @Test func theRecordingParsesBackToTheSameEventsAtTheSameSteps() throws {
        var recorder = ScriptRecorder(stepsPerSecond: Self.stepsPerSecond)
        for (step, kind) in Self.session {
            let written = recorder.record(
                InputEvent(time: Double(step) / Double(Self.stepsPerSecond) + 0.001, kind: kind),
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
        recorder.record(
            InputEvent(time: 0, kind: .wheel(dx: 0, dy: 40, at: Point(x: 100, y: 300), modifiers: .shift)),
            atStep: 0)
        let script = try Script(parsing: recorder.text)
        let mapped = WheelMapping.scrollDeltas(dx: 0, dy: 40, modifiers: .shift)
        // The pointer moves to the wheel's point first (a hover), then the wheel.
        #expect(script.lines.map(\.command) == [.move(Point(x: 100, y: 300)), .wheel(dx: mapped.dx, dy: mapped.dy)])
        #expect(mapped.dx == -40 && mapped.dy == 0, "wheel up with Shift scrolls left")
    }

    /// The round trip through the app: a live-style session (events between steps, put
    /// on whole milliseconds as the window's loop does) with a Shift+wheel over the
    /// Explore strip, recorded, then replayed from the recorded text into a fresh app,
    /// ends in the same state report and the same frame.
    @Test func aRecordedShiftWheelReplaysInTheDirectionItScrolled() throws {
        let live = Fixtures.driver()
        var recorder = ScriptRecorder(stepsPerSecond: live.clock.stepsPerSecond)
        let events: [(Double, InputEvent.Kind)] = [
            (0.1003, .hover(Point(x: 200, y: 470))),
            (0.2117, .wheel(dx: 0, dy: -120, at: Point(x: 200, y: 470), modifiers: .shift)),
            (0.9531, .wheel(dx: 0, dy: -40, at: Point(x: 200, y: 470), modifiers: [])),
            (1.4042, .wheel(dx: 0, dy: 80, at: Point(x: 200, y: 470), modifiers: [.shift, .control]))
        ]
        for (time, kind) in events {
            let step = Int(time * Double(live.clock.stepsPerSecond))
            live.run(toStep: step)
            let (event, due) = ScriptRecorder.onWholeMillisecond(
                InputEvent(time: time, kind: kind), nextStep: live.nextStep,
                stepsPerSecond: live.clock.stepsPerSecond)
            live.schedule(event, atStep: due)
            recorder.record(event, atStep: due)
        }
        let endStep = 4 * live.clock.stepsPerSecond
        live.run(toStep: endStep)
        #expect(live.app.home.explore.strip.offset > 0, "the Shift+wheel should have scrolled the strip right")

        let replay = Fixtures.driver()
        let timeline = ScriptTimeline(script: try Script(parsing: recorder.text), stepsPerSecond: replay.clock.stepsPerSecond)
        for item in timeline.items {
            if case .input(let event) = item.action { replay.schedule(event, atStep: item.step) }
        }
        replay.run(toStep: endStep)
        #expect(replay.app.home.explore.strip.offset == live.app.home.explore.strip.offset)
        #expect(try replay.app.stateReport().jsonData() == live.app.stateReport().jsonData())
        let sameFrame = replay.app.displayList() == live.app.displayList()
        #expect(sameFrame, "the replay draws a different frame")
    }

    @Test func whatTheFormatCannotCarryIsLeftOut() {
        var recorder = ScriptRecorder(stepsPerSecond: Self.stepsPerSecond)
        let before = recorder.lines
        let refused: [InputEvent.Kind] = [
            .key("Left Shift", modifiers: []), .key("#", modifiers: []),
            .touchDown(TouchID(3), .zero), .drop(path: "/tmp/a#b.jpg")
        ]
        for kind in refused {
            let written = recorder.record(InputEvent(time: 0, kind: kind), atStep: 0)
            #expect(!written, "\(kind) should be left out")
        }
        #expect(recorder.lines == before)
    }

    @Test func numbersAreWrittenShortAndExact() {
        #expect(200.0.shortestText == "200")
        #expect((-3.0).shortestText == "-3")
        #expect(Double((0.1 + 0.2).shortestText) == 0.1 + 0.2)
        #expect(1e300.shortestText == 1e300.description)
    }
}
