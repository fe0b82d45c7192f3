import Tessellation

/// The boxes a frame redraws (Renderer+Damage): the reaches of what changed, joined into
/// a few boxes that do not overlap, so no pixel is drawn twice in one frame (a blend
/// drawn twice would be darker).
enum DamageBoxes {
    /// `boxes` joined wherever two overlap, then, while there are more than `limit`, the
    /// two whose joining adds the fewest pixels; empty boxes are dropped.
    static func disjoint(_ boxes: [PixelBox], limit: Int) -> [PixelBox] {
        var result: [PixelBox] = []
        for box in boxes where !box.isEmpty { insert(box, into: &result) }
        while result.count > max(1, limit) {
            var best = (first: 0, second: 1, added: Int.max)
            for first in result.indices {
                for second in result.indices where second > first {
                    let joined = result[first].union(result[second])
                    let added = joined.area - result[first].area - result[second].area
                    if added < best.added { best = (first, second, added) }
                }
            }
            let joined = result[best.first].union(result[best.second])
            result.remove(at: best.second)
            result.remove(at: best.first)
            insert(joined, into: &result)
        }
        return result
    }

    /// Adds `box` to disjoint `boxes`, joining it with every one it overlaps (and the
    /// join with every one that then overlaps it), so they stay disjoint.
    private static func insert(_ box: PixelBox, into boxes: inout [PixelBox]) {
        var box = box
        var joinedOne = true
        while joinedOne {
            joinedOne = false
            if let index = boxes.firstIndex(where: { $0.overlaps(box) }) {
                box = box.union(boxes.remove(at: index))
                joinedOne = true
            }
        }
        boxes.append(box)
    }
}
