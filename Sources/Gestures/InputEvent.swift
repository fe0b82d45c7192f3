import Geometry

/// One input event in window points, stamped with virtual time in seconds.
///
/// Platform makes these from SDL events and the script runner makes them from script
/// lines; everything downstream sees only this type, so a script and a live session
/// drive exactly the same code.
public struct InputEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A touch began: the primary mouse button went down, or a finger touched.
        case touchDown(TouchID, Point)
        /// A touch in flight moved.
        case touchMove(TouchID, Point)
        /// A touch ended normally.
        case touchUp(TouchID, Point)
        /// The system took a touch away (finger cancelled); recognizers must cancel.
        case touchCancel(TouchID)
        /// The pointer moved with no button held: not a touch.
        case hover(Point)
        /// Wheel or trackpad scroll in points, SDL's sign convention (positive dy = away
        /// from the user = content moves down), at the pointer's location.
        case wheel(dx: Double, dy: Double, at: Point, modifiers: KeyModifiers)
        /// A key pressed and released, by SDL key name ("Escape", "Return", "Down", "S"…).
        case key(String, modifiers: KeyModifiers)
        /// The window's size in points changed.
        case resize(Size)
        /// The window lost focus: every touch in flight is cancelled.
        case focusLost
        /// A file was dropped onto the window.
        case drop(path: String)
        /// Text typed while a text field has focus: a key's character, an input method's
        /// committed text, or pasted text (SDL_TEXTINPUT; a script's `text` line).
        case text(String)
        /// An input method's composition in progress, with its caret (SDL_TEXTEDITING);
        /// empty when the composition ends without text.
        case composition(String, caret: Int)
    }

    /// Virtual time in seconds since the session began.
    public var time: Double
    /// What happened.
    public var kind: Kind

    /// The event `kind` at `time` seconds of virtual time.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
