/// What makes two flattened overlays the same (Renderer+Overlay): the opaque texture's
/// content underneath, where in it (texels) the overlay lies, the overlay, and its size
/// in device pixels. Independent of where on the window both are: a feed cell's
/// photo and credit scrim moving together keep their key.
struct FlattenedOverlayKey: Hashable {
    var underneath: TextureContent
    var texelX: Int32, texelY: Int32
    var overlay: String
    /// The alpha the overlay is blended at (a line of text's colour may be translucent).
    var alpha: UInt8
    var width: Int32, height: Int32
}
