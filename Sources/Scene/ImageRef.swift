import Geometry

/// A photo or icon file the renderer can draw, with its natural size in pixels.
///
/// The size is known before the file is decoded (from photos.json or the file header),
/// so layout never waits for pixels.
public struct ImageRef: Hashable, Sendable, CustomStringConvertible {
    /// Absolute path of the file on disk.
    public var path: String
    /// Width and height of the original image in pixels.
    public var pixelSize: Size

    public init(path: String, pixelSize: Size) {
        self.path = path
        self.pixelSize = pixelSize
    }

    public var description: String { path }
}
