import Scene

/// What a texture shows, in the keys of what is made from it: the photo under a
/// flattened scrim (FlattenedOverlayKey) and a layer's texture (LayerKey). A concrete
/// value rather than an array of `AnyHashable`: hashing and comparing boxed values
/// took about 0.3 M instructions of every fling frame at 414 × 736 (callgrind, issue 18),
/// more than copying a third of the window's pixels.
enum TextureContent: Hashable {
    /// One decode of a photo as a texture of `width` × `height` pixels (as decoded, or
    /// resized to the size it is drawn at).
    case photoTexture(ImageRef, generation: Int, width: Int32, height: Int32)
    /// One decode of a photo with its blur and dim (quantized as RoundedImageKey's).
    case photo(ImageRef, generation: Int, blur: Int, dim: Int)
    /// An in-memory image (a placeholder, a scrim), by its id.
    case pixels(String)
    /// An overlay flattened onto what lay under it (Renderer+Overlay).
    indirect case flattened(FlattenedOverlayKey)
}
