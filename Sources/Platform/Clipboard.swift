import CSDL2

/// The system clipboard, through SDL.
public enum Clipboard {
    /// Puts `text` on the clipboard; false when there is no video subsystem (headless)
    /// or SDL refuses.
    @discardableResult
    public static func setText(_ text: String) -> Bool {
        guard SDL_WasInit(UInt32(SDL_INIT_VIDEO)) != 0 else { return false }
        return SDL_SetClipboardText(text) == 0
    }
}
