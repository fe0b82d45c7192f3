import Foundation

/// The X11 CLIPBOARD, served and read by Splash itself, because SDL2's clipboard holds
/// text only: Ctrl+C puts a photo there as `image/png` beside its credit text, and
/// Ctrl+V takes an image or a `file://` list from any program.
///
/// It has its own connection to the X server and its own unmapped window, and a thread
/// that does every Xlib call and waits on the connection, so a program asking for the
/// clipboard is answered at once even while the app's loop sleeps. The app's thread
/// only queues requests (`copy`, `paste`) and drains results (`takePasted`).
///
/// The PNG is encoded from the photo's file when a program first asks for it, so
/// Ctrl+C costs nothing. A reply too large for one X request (over 16 MB on Xvfb and
/// Xorg, which have BIG-REQUESTS) is refused rather than sent in INCR pieces.
public final class X11Clipboard: Sendable {
    /// What Ctrl+V found: files to add (an image is written to a file first), or why
    /// there is nothing.
    public enum Pasted: Equatable, Sendable {
        case files([String])
        case nothing(String)
    }

    /// How long a paste waits for the clipboard's owner to answer (seconds).
    public static let pasteTimeout = 2.0

    private let service: X11ClipboardService

    /// Connects to the X server named by `displayName` (default: `$DISPLAY`); fails
    /// where there is none (Wayland without XWayland, a headless machine).
    /// `onPasted` runs on the clipboard's thread when a paste answer is ready, e.g. to
    /// wake a loop that sleeps until the next event (`Window.wake`).
    public init(displayName: String? = nil, onPasted: @escaping @Sendable () -> Void = {}) throws {
        service = try X11ClipboardService(displayName: displayName, onPasted: onPasted)
    }

    deinit {
        service.shutDown()
    }

    /// Takes the clipboard, offering `text` and the image in `imagePath` as PNG.
    public func copy(text: String, imagePath: String) {
        service.copy(text: text, imagePath: imagePath)
    }

    /// Asks for the clipboard's image or files; the answer comes out of `takePasted`.
    public func paste() {
        service.paste()
    }

    /// Paste answers that arrived since the last call, oldest first.
    public func takePasted() -> [Pasted] {
        service.takePasted()
    }

    /// Whether Splash owns the clipboard now (a copy is being served).
    public var ownsClipboard: Bool { service.ownsClipboard }
}
