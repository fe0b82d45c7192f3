internal import CSDL2

/// Textures baked once and reused while what they show stays the same.
///
/// The software renderer fills a textured triangle pixel by pixel, blending, and
/// stretches a texture pixel by pixel too. A rounded card that keeps its size, radius
/// and crop, or a placeholder that keeps its size, is baked once into a texture that is
/// then drawn with one unscaled copy. Something seen for the first time is drawn
/// directly: only what is asked for on two frames in a row is baked, so a shape that
/// changes every frame (a press, a transition) never pays for baking.
final class BakedTextureCache<Key: Hashable> {
    /// Most textures kept; the least recently used go first.
    let capacity: Int

    private var textures: [Key: (texture: OpaquePointer, lastUse: Int)] = [:]
    private var askedLastFrame: Set<Key> = []
    private var askedThisFrame: Set<Key> = []
    private var frame = 0

    init(capacity: Int) { self.capacity = capacity }

    deinit { removeAll() }

    /// How many baked textures are kept.
    var count: Int { textures.count }

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
        while textures.count > capacity, let oldest = textures.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            SDL_DestroyTexture(oldest.value.texture)
            textures[oldest.key] = nil
        }
    }
}
