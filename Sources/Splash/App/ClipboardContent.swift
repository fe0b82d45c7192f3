import PhotoLibrary

/// What Ctrl+C over a photo puts on the clipboard: the credit text and the photo's own
/// file, whose pixels the runner offers as `image/png` beside the text.
public struct ClipboardContent: Hashable, Sendable {
    /// "Photo by NAME" and the file's path, one per line.
    public var text: String
    /// The photo's file; its image is served from it when a program asks (nil: text only,
    /// e.g. a spring copied from the motion panel).
    public var imagePath: String?

    public init(text: String, imagePath: String?) {
        self.text = text
        self.imagePath = imagePath
    }
}
