import Geometry
import Gestures
import Scene

/// The app's side of search: `/` or Ctrl+F focuses the field, and while it has focus
/// text, compositions and editing keys go to it before anything else.
extension SplashApp {
    /// The keys that focus the search field, as in a web page or a Mac app.
    static let searchKey = "/"
    static let findKey = "f"

    /// Takes the event for the search field; true when it did.
    func routeSearch(_ event: InputEvent) -> Bool {
        let search = home.search
        // A card or a lifted photo is in front of the field: its keys are theirs.
        guard !isCardOut, !drag.isHolding else { return false }
        if search.isFocused { return search.handle(event) }
        guard case .key(let name, let modifiers) = event.kind else { return false }
        let slash = name == SplashApp.searchKey && modifiers.subtracting(.shift).isEmpty
        let find = name.lowercased() == SplashApp.findKey && modifiers == .control
        guard slash || find else { return false }
        search.focus()
        return true
    }

    /// Whether typed text goes to a field now: the runner then starts the platform's
    /// text input and leaves letter keys (such as S for slow animations) alone.
    public var isEditingText: Bool {
        (motionPanel.isShown && motionPanel.typing != nil) || (home.search.isFocused && !isCardOut && !drag.isHolding)
    }

    /// How the field measures its text: the platform's fonts (set by the runner), so the
    /// caret lands after the last glyph drawn.
    public var textMeasure: TextMeasuring {
        get { home.textMeasure }
        set {
            home.textMeasure = newValue
            transition.content.textMeasure = newValue
            collection.content.textMeasure = newValue
            nested.content.textMeasure = newValue
            toast.textMeasure = newValue
            shortcuts.textMeasure = newValue
        }
    }

    /// The search field in window points, for an input method's candidate window.
    public var textFieldFrame: Rect { home.header.searchFieldInWindow }
}
