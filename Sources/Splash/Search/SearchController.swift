import Geometry
import Gestures
import Motion
import Scene

/// The search field's behaviour, as the iOS search bar's: focus with a Cancel button
/// sliding in, a caret that blinks on the simulation clock, editing keys, and the query's
/// results, recomputed on every change of the text.
///
/// It decides; `HomeScreen` shows the results in the feed and `SearchFieldView` draws
/// the field.
public final class SearchController {
    public private(set) var editing = TextEditing()
    public private(set) var isFocused = false
    /// 0 at rest … 1 focused: Cancel slides in and the field narrows to make room.
    private var focusAnimation = Animation<Double>(value: 0)
    /// Simulation time, seconds, summed over the steps.
    private var now: Double = 0
    /// When the text or the caret last changed: the caret stays lit for a blink period
    /// after typing, then blinks, as in UIKit.
    private var lastEdit: Double = 0
    /// Documents are indexed from the first focus, in the background: a feed that is
    /// never searched pays nothing, and focusing does not wait for it.
    private var indexBuild: SearchIndexBuild?
    /// The made index, once a search has waited for it.
    private var index: SearchIndex?
    /// Hands out the work that makes the index of the feed's photos, in feed order, off
    /// the main thread (set by the home screen; the work captures the photos it indexes).
    public var makeIndex: () -> @Sendable () -> SearchIndex = { { SearchIndex(documents: []) } }
    /// The rows of the feed the query keeps (indices into the photos), or nil when the
    /// query has no words and the whole feed shows.
    public private(set) var results: [Int]?
    /// The text `results` were found for, so typing on can search among them.
    private var searchedText: String?
    /// Told when `results` changed.
    public var onResultsChanged: () -> Void = {}
    /// Told when the field gains (true) or loses focus, with whether Cancel asked.
    public var onFocusChanged: (Bool) -> Void = { _ in }

    public init() {}

    /// The feed's photos changed (a drop, a photo that would not decode): the next
    /// search indexes them afresh.
    public func invalidateIndex() {
        index = nil
        indexBuild = nil
        searchedText = nil
    }

    // MARK: Focus

    /// Gives the field focus (a click on it, `/`, Ctrl+F). Nothing if it has it.
    public func focus() {
        guard !isFocused else { return }
        isFocused = true
        lastEdit = now
        startIndexing()
        focusAnimation.retarget(to: 1, duration: SearchMetrics.focusDuration, curve: .easeInOut)
        onFocusChanged(true)
    }

    /// Cancel (the button or Escape): empties the field, shows the whole feed again and
    /// gives up focus.
    public func cancel() {
        guard isFocused || !editing.text.isEmpty else { return }
        isFocused = false
        editing.clear()
        focusAnimation.retarget(to: 0, duration: SearchMetrics.focusDuration, curve: .easeInOut)
        updateResults()
        onFocusChanged(false)
    }

    /// The Cancel button's share of its slide, 0…1.
    public var focusProgress: Double { focusAnimation.value }

    public var isAnimating: Bool { !focusAnimation.isFinished }

    /// Whether the caret is drawn now: lit for `caretBlinkPeriod` after each edit, then
    /// on and off every half period.
    public var isCaretLit: Bool {
        guard isFocused else { return false }
        let since = now - lastEdit
        guard since >= SearchMetrics.caretBlinkPeriod else { return true }
        let phase = since.truncatingRemainder(dividingBy: SearchMetrics.caretBlinkPeriod)
        return phase < SearchMetrics.caretBlinkPeriod / 2
    }

    /// Advances the Cancel slide and the caret's clock (simulation time, so a script's
    /// frames show the caret the same way on every run).
    public func step(dt: Double) {
        now += dt
        focusAnimation.step(dt: dt)
    }

    // MARK: Input

    /// Takes the events a focused field handles: text, compositions and editing keys.
    /// Returns false for anything else (the app's other keys still work: F1, Ctrl+Q).
    public func handle(_ event: InputEvent) -> Bool {
        guard isFocused else { return false }
        let before = editing
        switch event.kind {
        case .text(let text):
            editing.insert(text)
        case .composition(let text, let caret):
            editing.compose(text, caret: caret)
        case .key(let name, let modifiers):
            guard handleKey(name, modifiers: modifiers) else { return false }
        default:
            return false
        }
        if editing != before {
            lastEdit = now
            if editing.text != before.text { updateResults() }
        }
        return true
    }

    /// The editing keys. Printable keys are taken and ignored: their characters arrive
    /// as text events (after any keyboard layout and input method), so a shortcut letter
    /// such as S types an "s" instead of slowing the animations.
    private func handleKey(_ name: String, modifiers: KeyModifiers) -> Bool {
        let byWord = modifiers.contains(.control) || modifiers.contains(.alt)
        let extending = modifiers.contains(.shift)
        switch name {
        case "Escape": cancel()
        case "Backspace": editing.deleteBackward(byWord: byWord)
        case "Delete": editing.deleteForward(byWord: byWord)
        case "Left": editing.moveLeft(byWord: byWord, extending: extending)
        case "Right": editing.moveRight(byWord: byWord, extending: extending)
        case "Home", "Up": editing.moveToStart(extending: extending)
        case "End", "Down": editing.moveToEnd(extending: extending)
        case "Return", "Tab": return true
        default:
            if modifiers == .control && name.lowercased() == "a" {
                editing.selectAll()
                return true
            }
            // Other shortcuts with Ctrl or Cmd (Ctrl+Q, Ctrl+V) are the app's; a bare
            // or shifted key that types is the text event's.
            let types = name.count == 1 || name == "Space"
            return types && modifiers.subtracting(.shift).isEmpty
        }
        return true
    }

    private func updateResults() {
        let words = SearchIndex.words(of: editing.text)
        if !words.isEmpty && index == nil {
            startIndexing()
            index = indexBuild?.index
            indexBuild = nil
        }
        let previous = searchedText.flatMap { text in results.map { (query: text, matches: $0) } }
        let new: [Int]? = words.isEmpty ? nil : index?.matches(editing.text, narrowing: previous)
        searchedText = new == nil ? nil : editing.text
        guard new != results else { return }
        results = new
        onResultsChanged()
    }

    /// Starts making the index in the background, unless it is made or being made.
    private func startIndexing() {
        guard index == nil, indexBuild == nil else { return }
        indexBuild = SearchIndexBuild(makeIndex())
    }

    /// Places the caret where a click in the text landed (character position).
    public func placeCaret(at position: Int) {
        editing.place(caretAt: position)
        lastEdit = now
    }
}
