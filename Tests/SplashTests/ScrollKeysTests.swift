import Scene
import Testing

@testable import Splash

/// The app, not Scene, says which keys scroll: arrows by a line, Page Up/Down and Space
/// by a page, Home and End to the ends.
@Suite struct ScrollKeysTests {
    @Test func eachScrollingKeyNamesItsCommandAndOtherKeysNone() {
        let expected: [String: ScrollCommand] = [
            "Down": .lineDown, "Up": .lineUp, "PageDown": .pageDown, "Space": .pageDown,
            "PageUp": .pageUp, "Home": .top, "End": .bottom
        ]
        for (key, command) in expected { #expect(ScrollCommand(key: key) == command, "\(key)") }
        for key in ["Q", "Escape", "Return", "Left", "F1", ""] { #expect(ScrollCommand(key: key) == nil, "\(key)") }
        // Every command has a key.
        #expect(Set(expected.values) == Set(ScrollCommand.allCases))
    }
}
