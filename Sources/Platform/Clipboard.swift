internal import CSDL2

/// The system clipboard, through SDL.
public enum Clipboard {
    /// Puts `text` on the clipboard; false when there is no video subsystem (headless)
    /// or SDL refuses.
    @discardableResult
    public static func setText(_ text: String) -> Bool {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return false }
        return SDL_SetClipboardText(text) == 0
    }

    /// The clipboard's text, or nil when it holds none or there is no video subsystem.
    public static func text() -> String? {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0, SDL_HasClipboardText() == SDL_TRUE,
            let text = SDL_GetClipboardText()
        else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }
}
