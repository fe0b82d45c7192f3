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
/// Ctrl+C costs nothing. A reply larger than one X request (16 MB with BIG-REQUESTS,
/// 256 kB without) goes in INCR pieces, as ICCCM asks.
public final class X11Desktop: Sendable {
    /// What Ctrl+V found: files to add (an image is written to a file first), or why
    /// there is nothing.
    public enum Pasted: Equatable, Sendable {
        case files([String])
        case nothing(String)
    }

    /// How a drag-out ended: the target took the photo, refused it, there was no
    /// target under the release, or something failed.
    public enum DragOutResult: Equatable, Sendable {
        case delivered
        case refused
        case noTarget
        case failed(String)
    }

    /// The window a drag-out is over (0: none) and whether it said it would accept.
    public struct DragOutState: Equatable, Sendable {
        public var target: UInt
        public var accepted: Bool
    }

    /// How long a paste waits for the clipboard's owner to answer (seconds).
    public static let pasteTimeout = 2.0

    private let service: X11DesktopService

    /// Connects to the X server named by `displayName` (default: `$DISPLAY`); fails
    /// where there is none (Wayland without XWayland, a headless machine).
    /// `onAnswer` runs on the desktop's thread when a paste or drag-out answer is ready, e.g. to
    /// wake a loop that sleeps until the next event (`Window.wake`).
    public init(displayName: String? = nil, onAnswer: @escaping @Sendable () -> Void = {}) throws {
        service = try X11DesktopService(displayName: displayName, onAnswer: onAnswer)
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

    /// Starts dragging the photo file at `path` out to the desktop; `ownWindow` is
    /// Splash's X11 window (`Window.x11WindowID`), over which there is no target.
    public func beginDragOut(path: String, ownWindow: UInt) {
        service.send(.beginDrag(path: path, ownWindow: ownWindow))
    }

    /// The pointer is at this screen point (pixels from the screen's top left).
    public func moveDragOut(x: Int, y: Int) {
        service.send(.moveDrag(x: x, y: y))
    }

    /// The button was released outside the window: drop on the target if it accepted.
    public func dropDragOut() {
        service.send(.dropDrag)
    }

    /// The pointer came back into the window: the desktop's target is left.
    public func cancelDragOut() {
        service.send(.cancelDrag)
    }

    /// How drag-outs ended since the last call, oldest first.
    public func takeDragOutResults() -> [DragOutResult] {
        service.takeDragOutResults()
    }

    /// The drag-out's current target and whether it accepts, or nil when none is going on.
    public var dragOutState: DragOutState? { service.dragOutState }

    /// Whether Splash owns the clipboard now (a copy is being served).
    public var ownsClipboard: Bool { service.ownsClipboard }
}
