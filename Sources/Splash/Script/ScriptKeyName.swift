/// The key names a script's `key` line accepts: SDL's names for keys that are one word
/// (what `SDL_GetKeyName` returns and `--record` writes), each optionally after modifiers
/// ("Ctrl+C", "Shift+Down"). A typo such as `key Banana` is an error with its line
/// number, not an event the app silently ignores.
public enum ScriptKeyName {
    /// SDL 2's one-word names for keys that do not type a character (SDL_keyboard.c).
    static let namedKeys: Set<String> = [
        "Return", "Escape", "Backspace", "Tab", "Space", "CapsLock", "PrintScreen", "ScrollLock", "Pause",
        "Insert", "Home", "PageUp", "Delete", "End", "PageDown", "Right", "Left", "Down", "Up", "Numlock",
        "Application", "Power", "Execute", "Help", "Menu", "Select", "Stop", "Again", "Undo", "Cut", "Copy",
        "Paste", "Find", "Mute", "VolumeUp", "VolumeDown", "AltErase", "SysReq", "Cancel", "Clear", "Prior",
        "Return2", "Separator", "Out", "Oper", "ClearAgain", "CrSel", "ExSel", "ThousandsSeparator",
        "DecimalSeparator", "CurrencyUnit", "CurrencySubUnit", "ModeSwitch", "AudioNext", "AudioPrev",
        "AudioStop", "AudioPlay", "AudioMute", "MediaSelect", "WWW", "Mail", "Calculator", "Computer",
        "BrightnessDown", "BrightnessUp", "DisplaySwitch", "KBDIllumToggle", "KBDIllumDown", "KBDIllumUp",
        "Eject", "Sleep", "App1", "App2", "AudioRewind", "AudioFastForward", "SoftLeft", "SoftRight", "Call",
        "EndCall"
    ]

    /// Whether `name` (without modifiers) is a key SDL can report.
    public static func isKnown(_ name: String) -> Bool {
        if namedKeys.contains(name) { return true }
        // F1…F24.
        if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) { return true }
        // A key that types a character is named by that character ("A", "1", "/", "É").
        if name.count == 1, let character = name.first, !character.isWhitespace, character != "+", character != "#" {
            return true
        }
        return false
    }

    /// Why `spec` ("Ctrl+Shift+C") is not a key a script can press, or nil when it is.
    public static func problem(with spec: String) -> String? {
        let (name, _) = ScriptTimeline.parseKey(spec)
        if spec.contains("+") && name == spec {
            return "'\(spec)' has an unknown modifier (use Ctrl, Shift, Alt or Cmd, joined by '+')"
        }
        guard isKnown(name) else {
            return "unknown key '\(name)' (SDL key names: Escape, Return, Space, Down, PageDown, Home, F2, A, 1…)"
        }
        return nil
    }
}
