/// What makes two rings compute the same pixels (Renderer+Ring): the small ring in its
/// layer (relative to the layer's whole-pixel origin, in 1/`RoundedImageKey.quantum`
/// device pixels, so a ring moved by whole pixels is the same), its radius and width,
/// its colour, the layer's size, and whether it is a shadow's falloff.
struct RingKey: Hashable {
    var ring: [Int]
    var radius: Int, width: Int
    var color: UInt32
    var layerWidth: Int32, layerHeight: Int32
    var falloff: Bool
}
