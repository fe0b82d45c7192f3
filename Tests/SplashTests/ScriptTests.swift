import Geometry
import Gestures
import Testing

@testable import Splash

@Suite struct ScriptTests {
    @Test func parsesEveryVerb() throws {
        let script = try Script(
            parsing: """
                # comment
                0 down 10 20
                16 move 10.5 30   # trailing comment
                33 up 10 40
                40 wheel 0 -3
                50 key Ctrl+C
                60 resize 500 800
                70 focus-lost
                80 drop /tmp/a photo.jpg
                90 shot at rest
                100 end
                """)
        #expect(
            script.lines.map(\.command) == [
                .down(Point(x: 10, y: 20)), .move(Point(x: 10.5, y: 30)), .up(Point(x: 10, y: 40)),
                .wheel(dx: 0, dy: -3), .key("Ctrl+C"), .resize(Size(width: 500, height: 800)), .focusLost,
                .drop(path: "/tmp/a photo.jpg"), .shot(name: "at rest"), .end
            ])
        #expect(script.lines[0].lineNumber == 2)
        #expect(script.endMilliseconds == 100)
    }

    @Test(arguments: [
        ("0 jump 1 2", "x.txt:1: unknown verb 'jump'"),
        ("0 down 1 two", "x.txt:1: 'two' is not a number"),
        ("0 down 1", "x.txt:1: 'down' takes 2 numbers, got 1"),
        ("soon down 1 2", "x.txt:1: 'soon' is not a time in whole milliseconds"),
        ("10 down 1 2\n5 up 1 2", "x.txt:2: time 5 is before the previous line's 10"),
        (
            "0 shot ../escape",
            "x.txt:1: shot name '../escape' must be a plain file name (no '/', no control or invisible characters, not starting with '.' or '-')"
        ),
        ("0 key Banana", "x.txt:1: unknown key 'Banana' (SDL key names: Escape, Return, Space, Down, PageDown, Home, F2, A, 1…)"),
        ("0 key Ctrl+F25", "x.txt:1: unknown key 'F25' (SDL key names: Escape, Return, Space, Down, PageDown, Home, F2, A, 1…)"),
        ("0 key Hyper+C", "x.txt:1: 'Hyper+C' has an unknown modifier (use Ctrl, Shift, Alt or Cmd, joined by '+')")
    ])
    func badLinesNameTheLineAndTheReason(text: String, message: String) {
        #expect(throws: ScriptError.self) { try Script(parsing: text, fileName: "x.txt") }
        do { _ = try Script(parsing: text, fileName: "x.txt") } catch { #expect(error.description == message) }
    }

    @Test func everyKeyTheRecorderWritesOrTheAppUsesIsAccepted() throws {
        for spec in [
            "Escape", "Return", "Space", "Down", "Up", "PageDown", "PageUp", "Home", "End", "F2", "F24",
            "A", "z", "1", "/", "É", "Ctrl+C", "Shift+Down", "Ctrl+Shift+Alt+Cmd+V", "Backspace", "Delete"
        ] {
            #expect(ScriptKeyName.problem(with: spec) == nil, "\(spec)")
            _ = try Script(parsing: "0 key \(spec)")
        }
    }

    @Test func aMissingFileIsAScriptError() {
        #expect(throws: ScriptError.self) { try Script(contentsOfFile: "/nonexistent/script.txt") }
    }

    @Test func timelineMapsMillisecondsOntoStepsExactly() throws {
        let script = try Script(parsing: "25 down 1 1\n26 move 5 5\n1000 up 5 5\n1001 move 9 9")
        let items = ScriptTimeline(script: script, stepsPerSecond: 240).items
        #expect(items.map(\.step) == [6, 6, 240, 240])
        guard case .input(let hover) = items[3].action else { Issue.record("no input"); return }
        #expect(hover.kind == .hover(Point(x: 9, y: 9)))
        guard
            case .input(let key) = ScriptTimeline(
                script: try Script(parsing: "0 key Shift+Down"),
                stepsPerSecond: 240
            ).items[0].action
        else { return }
        #expect(key.kind == .key("Down", modifiers: .shift))
    }
}
