/// What makes two translucent fills draw the same layer: the outline relative to the
/// layer's whole-pixel origin (in 1/`RoundedImageKey.quantum` device pixels), the
/// layer's size, the colour (its alpha only for a plain colour: a texture's is applied when the layer is copied), and,
/// for a texture, what it shows and where it is mapped.
struct LayerKey: Hashable {
    var outline: [Int]
    var width: Int32, height: Int32
    var tint: UInt32
    /// Where the texture is mapped, relative to the origin, quantized (empty for a colour).
    var mapping: [Int]
    var content: TextureContent?
}
