import Foundation
import Geometry
import Gestures
import PhotoLibrary

/// The app's side of desktop drag and drop: the drag-to-download controller's wiring,
/// image files dropped onto the window, and Ctrl+C over a photo.
extension SplashApp {
    /// Connects the drag controller's messages to the toast and the report.
    func wireDragAndDrop() {
        drag.onMessage = { [unowned self] message, isError in self.announce(message, isError: isError) }
    }

    /// Takes the events the drag and drop features own; true when one was consumed.
    ///
    /// While a photo is held, the wheel and scrolling keys are swallowed so scrolling
    /// cannot steal the drag, and Escape puts the photo back.
    func routeDragAndDrop(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .wheel where drag.isHolding:
            return true
        case .key(let name, let modifiers):
            if modifiers.contains(.control) && name.lowercased() == "c" {
                copyCredit(at: pointer)
                return true
            }
            guard drag.isHolding else { return false }
            if name == "Escape" { drag.cancel() }
            return true
        case .drop(let path):
            importDroppedFile(path)
            return true
        default:
            return false
        }
    }

    /// Shows how a drag out to the desktop ended (the runner learns it from the desktop).
    public func reportDragOut(_ message: String, isError: Bool) {
        if isError { report(error: message) }
        toast.show(message, in: viewport)
    }

    /// What Ctrl+C asked to put on the clipboard, once; the runner hands it to the
    /// system clipboard (live) or the report (headless).
    public func takeClipboardRequest() -> ClipboardContent? {
        defer { clipboardRequest = nil }
        return clipboardRequest
    }

    /// Ctrl+C over a photo copies its credit line and file path as two lines of text, and
    /// the photo itself as an image.
    private func copyCredit(at point: Point) {
        guard isOverFeed(point), let photo = drag.source(at: point)?.photo else {
            toast.show("Point at a photo to copy its credit", in: viewport)
            return
        }
        copy(photo)
    }

    /// Puts a photo on the clipboard: its image, its credit line and file path as text.
    func copy(_ photo: Photo) {
        clipboardRequest = ClipboardContent(text: photo.creditLine + "\n" + photo.path, imagePath: photo.path)
        toast.show("Copied: \(photo.creditLine)", in: viewport)
    }

    /// Whether the frontmost node under a window point belongs to the home screen or an
    /// open collection (not to a detail or another layer covering them).
    private func isOverFeed(_ point: Point) -> Bool {
        var node = root.hitTest(point)
        while let current = node {
            if current === home.node || current === collection.content.container { return true }
            node = current.parent
        }
        return false
    }

    /// Adds an image file dropped from a file manager at the top of the feed; anything
    /// else gets a message.
    func importDroppedFile(_ path: String) {
        switch FolderPhotoSource.photo(at: path) {
        case .success(var photo):
            let taken = Set(home.photos.indices.map(home.photos.id(at:)))
            var index = 2
            let base = photo.id
            while taken.contains(photo.id) {
                photo.id = "\(base) (\(index))"
                index += 1
            }
            home.insertPhotos([photo])
            toast.show("Added \((path as NSString).lastPathComponent)", in: viewport)
        case .failure(let error):
            report(error: error.message)
            toast.show(error.message, in: viewport)
        }
    }
}
