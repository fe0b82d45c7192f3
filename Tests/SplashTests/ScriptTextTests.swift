import Testing

@testable import Splash

/// The script's typing verbs: `text` types the rest of the line verbatim, `compose`
/// shows an input method's composition.
@Suite struct ScriptTextTests {
    @Test func textIsTheRestOfTheLineAfterOneSpace() throws {
        let script = try Script(parsing: "10 text golden hour\n20 text  two spaces before, one after \n30 text #1 # not a comment\n40 text é\r\n")
        #expect(
            script.lines.map(\.command) == [
                .text("golden hour"), .text(" two spaces before, one after "), .text("#1 # not a comment"), .text("é")
            ])
    }

    @Test func composeTakesTheCaretThenTheText() throws {
        let script = try Script(parsing: "5 compose 2 とう\n6 compose 0\n7 compose 1  a b\n")
        #expect(script.lines.map(\.command) == [.compose("とう", caret: 2), .compose("", caret: 0), .compose(" a b", caret: 1)])
    }

    @Test(arguments: [
        ("10 text\n", "script:1: 'text' needs the text to type after one space"),
        ("10 text \n", "script:1: 'text' needs the text to type after one space"),
        ("10 compose x y\n", "script:1: 'compose' takes the caret (0…1000 characters) and then the text being composed"),
        ("10 compose\n", "script:1: 'compose' takes the caret (0…1000 characters) and then the text being composed")
    ])
    func badTypingLinesNameTheLine(text: String, message: String) {
        #expect(throws: ScriptError.self) { try Script(parsing: text) }
        do {
            _ = try Script(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }
}
