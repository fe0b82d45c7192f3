internal import CSDL2

/// Every texture the renderer keeps (decoded photos, their blurred copies, baked
/// rounded images and placeholders, enlarged photos, rasterized text), each kind in one
/// of these, under one rule: an entry is made on demand, replaced when what it was
/// made from has changed (its `version`, a decode's generation), and dropped when that
/// source is gone (`removeStale`) or when it is the least recently used once more than
/// `capacity` are kept.
///
/// Baking is a policy on top: the software renderer fills a textured triangle pixel by
/// pixel, blending, so a rounded card that keeps its size, radius and crop, or a
/// placeholder that keeps its size, is baked once into a texture then drawn with one
/// unscaled copy. Only what is asked for on two frames in a row is baked
/// (`bakedTexture`), so a shape that changes every frame (a press, a transition) never
/// pays for baking.
final class TextureCache<Key: Hashable> {
    /// Most textures kept; the least recently used go first.
    let capacity: Int

    /// A kept texture, the version of its content it shows, and when it was last used;
    /// `pixels`, the CPU's copy of what it shows, when one is kept with it
    /// (`textureAndPixels`), freed with it.
    private struct Entry {
        var texture: OpaquePointer
        var pixels: UnsafeMutablePointer<SDL_Surface>? = nil
        var version: Int
        var lastUse: Int

        /// Frees the texture and its pixels.
        func discard() {
            SDL_DestroyTexture(texture)
            if let pixels { SDL_FreeSurface(pixels) }
        }
    }

    private var entries: [Key: Entry] = [:]
    private var askedLastFrame: Set<Key> = []
    private var askedThisFrame: Set<Key> = []
    /// Counts uses, so "least recently used" is an order, not a time.
    private var clock = 0
    /// How many times a bake was put off (asked for the first time: drawn directly),
    /// ever: a frame redrawn in part must redraw next frame what was drawn directly this
    /// one, since its baked texture then shows it (Renderer+Damage).
    private(set) var deferredBakes = 0

    init(capacity: Int) { self.capacity = capacity }

    deinit { removeAll() }

    /// How many textures are kept.
    var count: Int { entries.count }

    /// The texture for `key` made from the source's `version`: the kept one, else one
    /// made now by `make` (nil when it cannot be made).
    func texture(for key: Key, version: Int = 0, make: () -> OpaquePointer?) -> OpaquePointer? {
        if let kept = keptTexture(for: key, version: version) { return kept }
        return madeTexture(for: key, version: version, make: make)
    }

    /// The texture for `key` made from the source's `version` and the surface it was made
    /// from, kept with it for the CPU to read (a blurred photo's rounded edge, computed
    /// like every other photo's: Renderer+EdgePatch); `make` hands over both.
    func textureAndPixels(
        for key: Key, version: Int, make: () -> (texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>)?
    ) -> (texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>?)? {
        if let kept = keptTexture(for: key, version: version), let index = entries.index(forKey: key) {
            return (kept, entries.values[index].pixels)
        }
        guard let made = make() else { return nil }
        entries[key] = Entry(texture: made.texture, pixels: made.pixels, version: version, lastUse: clock)
        evictIfNeeded()
        return made
    }

    /// The baked texture for `key`, baking it with `bake` when it was also asked for on
    /// the previous frame; nil means "draw it directly this time".
    func bakedTexture(for key: Key, bake: () -> OpaquePointer?) -> OpaquePointer? {
        askedThisFrame.insert(key)
        if let kept = keptTexture(for: key, version: 0) { return kept }
        guard askedLastFrame.contains(key) else {
            deferredBakes += 1
            return nil
        }
        return madeTexture(for: key, version: 0, make: bake)
    }

    /// The kept texture for `key` if it was made from `version` (one hash of the key: a
    /// feed frame looks up dozens of keys, and each lookup used to hash its key up to
    /// four times); a texture made from another version is destroyed.
    private func keptTexture(for key: Key, version: Int) -> OpaquePointer? {
        clock += 1
        guard let index = entries.index(forKey: key) else { return nil }
        if entries.values[index].version == version {
            entries.values[index].lastUse = clock
            return entries.values[index].texture
        }
        entries.values[index].discard()
        entries.remove(at: index)
        return nil
    }

    /// Makes and keeps the texture for `key`, evicting the least recently used past
    /// `capacity`.
    private func madeTexture(for key: Key, version: Int, make: () -> OpaquePointer?) -> OpaquePointer? {
        guard let texture = make() else { return nil }
        entries[key] = Entry(texture: texture, version: version, lastUse: clock)
        evictIfNeeded()
        return texture
    }

    /// Ends a frame: remembers what was asked for (baking waits for a second frame).
    func endFrame() {
        askedLastFrame = askedThisFrame
        askedThisFrame.removeAll(keepingCapacity: true)
    }

    /// Drops the entries whose source is gone or has changed: `isCurrent` answers for
    /// a key and the version its texture was made from.
    func removeStale(keeping isCurrent: (Key, Int) -> Bool) {
        for (key, entry) in entries where !isCurrent(key, entry.version) {
            entry.discard()
            entries[key] = nil
        }
    }

    /// Drops every texture (they belong to one SDL renderer).
    func removeAll() {
        for entry in entries.values { entry.discard() }
        entries.removeAll()
    }

    private func evictIfNeeded() {
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            oldest.value.discard()
            entries[oldest.key] = nil
        }
    }
}
