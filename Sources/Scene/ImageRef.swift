import Geometry

/// A photo or icon file the renderer can draw, with its natural size in pixels.
///
/// The size is known before the file is decoded (from photos.json or the file header),
/// so layout never waits for pixels.
public struct ImageRef: Hashable, Sendable, CustomStringConvertible {
    /// Absolute path of the file on disk.
    public let path: String
    /// Width and height of the original image in pixels.
    public let pixelSize: Size
    /// The path's hash, computed once: an image is looked up several times a simulation
    /// step (the presenter's fade, the store, the renderer's caches), and hashing a long
    /// path each time was most of the 8% of a drag's instructions the feed's image
    /// updates took (issue 18).
    /// (The renderer mixes it into its commands' digests, DrawnCommand.)
    public let pathHash: Int

    public init(path: String, pixelSize: Size) {
        self.path = path
        self.pixelSize = pixelSize
        pathHash = path.hashValue
    }

    public var description: String { path }

    /// The path alone: the same file at two sizes is rare, and equality still tells
    /// them apart; hashing the size too was a third of each lookup's hashing.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
    }

    public static func == (lhs: ImageRef, rhs: ImageRef) -> Bool {
        lhs.pathHash == rhs.pathHash && lhs.pixelSize == rhs.pixelSize && lhs.path == rhs.path
    }
}
