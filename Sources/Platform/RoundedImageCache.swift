import CSDL2
import Scene

/// Rounded-corner images drawn once into textures of their own and reused while they
/// stay the same shape.
///
/// The software renderer fills a textured triangle pixel by pixel, blending; a category
/// card is 57 000 such pixels a frame. A card that keeps its size, radius and crop (only
/// its position changes as the feed scrolls) is baked once with its feathered corners
/// into a texture with alpha, and then drawn with one blended copy. A shape seen for the
/// first time is drawn directly: only one asked for on two frames in a row is baked, so a
/// card that changes every frame (a press, a transition) never pays for baking.
final class RoundedImageCache {
    /// What makes two bakes the same, in 1/`quantum` device pixels.
    struct Key: Hashable {
        var image: ImageRef
        var generation: Int
        var width: Int, height: Int, radius: Int
        var placedX: Int, placedY: Int, placedWidth: Int, placedHeight: Int
        var blur: Int
    }

    /// Sub-pixel steps per device pixel in a key (tuned: finer than any visible change).
    static let quantum = 64.0
    /// Most textures kept; the least recently used go first (tuned: a screen shows a
    /// handful of rounded images).
    static let capacity = 24

    private var textures: [Key: (texture: OpaquePointer, lastUse: Int)] = [:]
    private var askedLastFrame: Set<Key> = []
    private var askedThisFrame: Set<Key> = []
    private var frame = 0

    deinit { removeAll() }

    /// How many baked textures are kept.
    var count: Int { textures.count }

    static func quantized(_ value: Double) -> Int { Int((value * quantum).rounded()) }

    /// The baked texture for `key`, baking it with `bake` when it was also asked for on
    /// the previous frame; nil means "draw it directly this time".
    func texture(for key: Key, bake: () -> OpaquePointer?) -> OpaquePointer? {
        askedThisFrame.insert(key)
        if let cached = textures[key] {
            textures[key] = (cached.texture, frame)
            return cached.texture
        }
        guard askedLastFrame.contains(key), let texture = bake() else { return nil }
        textures[key] = (texture, frame)
        evictIfNeeded()
        return texture
    }

    /// Ends a frame: remembers what was asked for.
    func endFrame() {
        askedLastFrame = askedThisFrame
        askedThisFrame.removeAll(keepingCapacity: true)
        frame += 1
    }

    /// Drops every texture (the renderer changed, or the images were re-decoded).
    func removeAll() {
        for entry in textures.values { SDL_DestroyTexture(entry.texture) }
        textures.removeAll()
    }

    private func evictIfNeeded() {
        while textures.count > Self.capacity, let oldest = textures.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            textures[oldest.key] = nil
        }
    }
}
