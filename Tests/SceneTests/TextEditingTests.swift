import Testing

@testable import Scene

/// The search field's editing model: what every desktop text field does, counted in
/// grapheme clusters so nothing is ever half deleted.
@Suite struct TextEditingTests {
    @Test func typingInsertsAtTheCaretAndReplacesTheSelection() {
        var field = TextEditing()
        field.insert("sunst")
        field.moveLeft()
        field.insert("e")
        #expect(field.text == "sunset")
        #expect(field.caret == 5)
        field.selectAll()
        field.insert("Nature")
        #expect(field.text == "Nature")
        #expect(field.caret == 6 && !field.hasSelection)
    }

    @Test func backspaceDeletesAWholeGraphemeCluster() {
        // A family emoji (4 people joined by ZWJ), a flag, and an e with a combining acute.
        var field = TextEditing(text: "a👨‍👩‍👧‍👦🇫🇷e\u{301}")
        #expect(field.caret == 4)
        field.deleteBackward()
        #expect(field.text == "a👨‍👩‍👧‍👦🇫🇷")
        field.deleteBackward()
        #expect(field.text == "a👨‍👩‍👧‍👦")
        field.deleteBackward()
        #expect(field.text == "a")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "" && field.caret == 0)
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var field = TextEditing(text: "cafe")
        field.insert("\u{301}")
        #expect(field.text == "café")
        #expect(field.text.count == 4)
        #expect(field.caret == 4)
        field.deleteBackward()
        #expect(field.text == "caf")
    }

    @Test func deleteForwardAndWords() {
        var field = TextEditing(text: "misty mountain  lake")
        field.deleteBackward(byWord: true)
        #expect(field.text == "misty mountain  ")
        field.deleteBackward(byWord: true)
        #expect(field.text == "misty ")
        field.moveToStart()
        field.deleteForward(byWord: true)
        #expect(field.text == " ")
        field.deleteForward()
        #expect(field.text.isEmpty)
        field.deleteForward()
        #expect(field.text.isEmpty)
    }

    @Test func arrowsCollapseOrExtendTheSelection() {
        var field = TextEditing(text: "golden hour")
        field.moveLeft(byWord: true, extending: true)
        #expect(field.selection == 7..<11)
        field.moveLeft()
        #expect(field.caret == 7 && !field.hasSelection)
        field.moveRight(extending: true)
        field.moveRight(extending: true)
        #expect(field.selection == 7..<9)
        field.moveRight()
        #expect(field.caret == 9 && !field.hasSelection)
        field.moveToStart(extending: true)
        #expect(field.selection == 0..<9)
        field.moveToEnd()
        #expect(field.caret == 11 && !field.hasSelection)
        field.moveRight()
        #expect(field.caret == 11)
        field.moveToStart()
        field.moveLeft()
        #expect(field.caret == 0)
    }

    @Test func aCompositionShowsAtTheCaretUntilCommitted() {
        var field = TextEditing(text: "東京")
        field.moveLeft()
        field.compose("か", caret: 1)
        #expect(field.text == "東京")
        #expect(field.displayText == "東か京")
        #expect(field.displayCaret == 2)
        // Keys that would move or delete belong to the input method while it composes.
        field.deleteBackward()
        field.moveLeft()
        #expect(field.displayText == "東か京")
        field.compose("かわ", caret: 2)
        #expect(field.displayText == "東かわ京")
        field.insert("川")
        #expect(field.text == "東川京")
        #expect(field.composition == nil)
        #expect(field.caret == 2)
        field.compose("x", caret: 1)
        field.compose("", caret: 0)
        #expect(field.composition == nil && field.displayText == "東川京")
    }

    @Test func aPasteIsOneLine() {
        var field = TextEditing()
        field.paste("two\nlines\r\nand\ta tab")
        #expect(field.text == "two lines and a tab")
        #expect(field.caret == field.text.count)
    }

    @Test func clickingPlacesTheCaretWithinTheText() {
        var field = TextEditing(text: "river")
        field.place(caretAt: 2)
        field.place(caretAt: 40, extending: true)
        #expect(field.selection == 2..<5)
        field.place(caretAt: -3)
        #expect(field.caret == 0 && !field.hasSelection)
        field.clear()
        #expect(field == TextEditing())
    }
}
