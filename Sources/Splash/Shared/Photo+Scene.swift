import PhotoLibrary
import Scene

/// What the scene draws for a photo: the library knows files and numbers only (it is
/// Foundation-only), the app turns them into an image reference and a placeholder.
extension Photo {
    public var image: ImageRef { ImageRef(path: path, pixelSize: pixelSize) }

    /// BlurHash placeholders are decoded this small and stretched smoothly (tuned: more
    /// pixels add nothing to a 4 × 3-component hash).
    public static let placeholderSize = (width: 16, height: 12)

    /// What a cell shows until the photo is decoded: its BlurHash as a soft gradient, or
    /// its flat colour when it has no (valid) hash.
    public func makePlaceholder() -> NodeContent {
        guard let hash = blurHash,
            let pixels = BlurHash.decode(hash, width: Photo.placeholderSize.width, height: Photo.placeholderSize.height)
        else { return .color(color) }
        return .pixels(
            PixelImage(
                id: "blurhash:\(hash)", width: Photo.placeholderSize.width,
                height: Photo.placeholderSize.height, bytes: pixels))
    }
}
