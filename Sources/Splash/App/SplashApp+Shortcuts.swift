import Gestures

/// The app's desktop keys: F1 and its shortcuts panel, Ctrl+Q and Ctrl+W to quit,
/// Ctrl+V to paste images or files (the runner reads the clipboard).
extension SplashApp {
    /// SDL key names of the keys handled here.
    static let shortcutsKey = "F1"
    static let quitKeys: Set<String> = ["q", "w"]
    static let pasteKey = "v"

    /// Takes the shortcut keys; true when the event was one.
    func routeShortcut(_ event: InputEvent) -> Bool {
        guard case .key(let name, let modifiers) = event.kind else { return false }
        let letter = name.lowercased()
        if modifiers == .control && SplashApp.quitKeys.contains(letter) {
            quitRequested = true
            return true
        }
        if modifiers == .control && letter == SplashApp.pasteKey {
            pasteRequested = true
            return true
        }
        if name == SplashApp.shortcutsKey && modifiers.subtracting(.shift).isEmpty {
            shortcuts.toggle(in: viewport)
            return true
        }
        if name == "Escape" && shortcuts.isShown {
            shortcuts.setShown(false, in: viewport)
            return true
        }
        return false
    }

    /// Whether Ctrl+V asked for the clipboard's contents, once.
    public func takePasteRequest() -> Bool {
        defer { pasteRequested = false }
        return pasteRequested
    }

    /// Ctrl+V found neither an image nor files on the clipboard; `reason` says why.
    public func reportNothingToPaste(_ reason: String = "The clipboard holds no image or file to add") {
        toast.show(reason, in: viewport)
    }
}
