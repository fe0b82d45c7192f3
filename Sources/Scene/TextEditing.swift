/// The editing model of a one-line text field: its text, the caret or selection, and an
/// input method's composition, with the edits every desktop text field has.
///
/// Positions count `Character`s (extended grapheme clusters), so an emoji, a flag or an
/// accented letter built from a base and a combining mark is one step of the caret and is
/// deleted whole. The model knows nothing of fonts or SDL: the field that draws it measures
/// the text, and the platform turns key presses and text events into these calls.
public struct TextEditing: Equatable, Sendable {
    /// The committed text.
    public private(set) var text: String = ""
    /// Where the selection started (the end that stays put when Shift extends it).
    public private(set) var anchor: Int = 0
    /// The caret: the end of the selection that moves.
    public private(set) var caret: Int = 0
    /// Text an input method is composing at the caret, not yet part of `text` (drawn
    /// underlined), with the caret's place inside it; nil when nothing is composing.
    public private(set) var composition: (text: String, caret: Int)?

    public init(text: String = "") {
        self.text = TextEditing.oneLine(text)
        caret = self.text.count
        anchor = caret
    }

    /// The selected range, lowest first (empty when there is only a caret).
    public var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    public var hasSelection: Bool { anchor != caret }

    /// The text as drawn: the committed text with any composition at the caret.
    public var displayText: String {
        guard let composition else { return text }
        let split = index(selection.lowerBound)
        return String(text[..<split]) + composition.text + String(text[index(selection.upperBound)...])
    }

    /// Where the caret is drawn in `displayText`, in characters.
    public var displayCaret: Int {
        guard let composition else { return caret }
        return selection.lowerBound + composition.caret
    }

    // MARK: Typing

    /// Text typed or committed by an input method: replaces the selection and any
    /// composition, and leaves the caret after it. Line breaks become spaces (one line).
    public mutating func insert(_ typed: String) {
        composition = nil
        let typed = TextEditing.oneLine(typed)
        let before = String(text[..<index(selection.lowerBound)])
        let after = String(text[index(selection.upperBound)...])
        text = before + typed + after
        // Counted on the joined text: a combining mark typed after a letter joins it,
        // so the caret may move by zero characters.
        caret = min(text.count, (before + typed).count)
        anchor = caret
    }

    /// An input method's composition in progress (SDL_TEXTEDITING): shown at the caret,
    /// replacing the selection when it is committed. An empty text ends it.
    public mutating func compose(_ composing: String, caret composingCaret: Int) {
        let composing = TextEditing.oneLine(composing)
        composition = composing.isEmpty ? nil : (composing, max(0, min(composingCaret, composing.count)))
    }

    /// Pasted text: like typing it.
    public mutating func paste(_ pasted: String) {
        insert(pasted)
    }

    // MARK: Deleting

    /// Backspace: the selection, else the character before the caret (or, by word, back
    /// to the start of the word).
    public mutating func deleteBackward(byWord: Bool = false) {
        guard composition == nil else { return }
        if !hasSelection {
            guard caret > 0 else { return }
            anchor = byWord ? wordStart(before: caret) : caret - 1
        }
        insert("")
    }

    /// Delete: the selection, else the character after the caret (or to the word's end).
    public mutating func deleteForward(byWord: Bool = false) {
        guard composition == nil else { return }
        if !hasSelection {
            guard caret < text.count else { return }
            anchor = byWord ? wordEnd(after: caret) : caret + 1
        }
        insert("")
    }

    // MARK: Moving

    /// Left arrow: collapses a selection to its start, else moves back one character (or
    /// word); with `extending` (Shift) the selection grows or shrinks instead.
    public mutating func moveLeft(byWord: Bool = false, extending: Bool = false) {
        guard composition == nil else { return }
        if hasSelection && !extending {
            caret = selection.lowerBound
        } else if caret > 0 {
            caret = byWord ? wordStart(before: caret) : caret - 1
        }
        if !extending { anchor = caret }
    }

    /// Right arrow: the mirror of `moveLeft`.
    public mutating func moveRight(byWord: Bool = false, extending: Bool = false) {
        guard composition == nil else { return }
        if hasSelection && !extending {
            caret = selection.upperBound
        } else if caret < text.count {
            caret = byWord ? wordEnd(after: caret) : caret + 1
        }
        if !extending { anchor = caret }
    }

    /// Home.
    public mutating func moveToStart(extending: Bool = false) {
        guard composition == nil else { return }
        caret = 0
        if !extending { anchor = caret }
    }

    /// End.
    public mutating func moveToEnd(extending: Bool = false) {
        guard composition == nil else { return }
        caret = text.count
        if !extending { anchor = caret }
    }

    /// Ctrl+A.
    public mutating func selectAll() {
        guard composition == nil else { return }
        anchor = 0
        caret = text.count
    }

    /// Places the caret at a character position (a click in the field).
    public mutating func place(caretAt position: Int, extending: Bool = false) {
        composition = nil
        caret = max(0, min(position, text.count))
        if !extending { anchor = caret }
    }

    /// Empties the field (Cancel).
    public mutating func clear() {
        self = TextEditing()
    }

    // MARK: Words

    /// The start of the word before `position`: skips spaces, then the word's letters.
    func wordStart(before position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index > 0, !characters[index - 1].isWordPart { index -= 1 }
        while index > 0, characters[index - 1].isWordPart { index -= 1 }
        return index
    }

    /// The end of the word after `position`: skips spaces, then the word's letters.
    func wordEnd(after position: Int) -> Int {
        let characters = Array(text)
        var index = position
        while index < characters.count, !characters[index].isWordPart { index += 1 }
        while index < characters.count, characters[index].isWordPart { index += 1 }
        return index
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: max(0, min(offset, text.count)))
    }

    /// A field has one line: every line break (and tab) becomes a space.
    static func oneLine(_ string: String) -> String {
        guard string.contains(where: { $0.isNewline || $0 == "\t" }) else { return string }
        return String(string.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    public static func == (lhs: TextEditing, rhs: TextEditing) -> Bool {
        lhs.text == rhs.text && lhs.anchor == rhs.anchor && lhs.caret == rhs.caret
            && lhs.composition?.text == rhs.composition?.text && lhs.composition?.caret == rhs.composition?.caret
    }
}

extension Character {
    /// Letters, digits and marks make words; spaces and punctuation separate them.
    fileprivate var isWordPart: Bool { isLetter || isNumber || self == "'" || self == "’" }
}
