/// Finds this frame's commands among the last frame's in order (Renderer+Damage,
/// Renderer+Scroll): each is matched to the first equal one drawn after the one matched
/// before it, so matched commands keep their order and, where they overlap, the same one
/// is on top.
///
/// The last frame's commands are looked up by their digest (a hash computed once, when
/// each was made) in one dictionary of whole numbers, each digest leading a chain of the
/// positions that share it: a dictionary keyed by the commands themselves copied every
/// command into it and kept an array for each, a third of the instructions of a steady
/// fling frame's bookkeeping at 1280 × 800 (callgrind).
struct InOrderMatch {
    /// The last frame's commands to match against, and their indices in it.
    private let commands: [DrawnCommand]
    private let indices: [Int]
    /// For each digest, the first position (in `commands`) still to be matched.
    private var first: [Int: Int] = [:]
    /// For each position, the next one with the same digest (-1: none); in order.
    private var next: [Int]
    /// The index of the last command matched.
    private var previous = -1

    /// `commands`: the last frame's commands to match against (shared, not copied), and
    /// each one's index in that frame, increasing; all of them by default.
    init(_ commands: [DrawnCommand], indices: [Int]? = nil) {
        self.commands = commands
        self.indices = indices ?? Array(commands.indices)
        next = [Int](repeating: -1, count: commands.count)
        first.reserveCapacity(commands.count)
        // Built from the end, so each chain runs in increasing order.
        for position in commands.indices.reversed() {
            if let following = first.updateValue(position, forKey: commands[position].digest) { next[position] = following }
        }
    }

    /// The index of the last frame's command `command` matches, if one is left.
    mutating func match(_ command: DrawnCommand) -> Int? {
        guard var head = first[command.digest] else { return nil }
        // Those drawn before the last match can never be matched again: dropped.
        while head >= 0, indices[head] <= previous { head = next[head] }
        // The first equal one on the chain; another command sharing the digest stays.
        var before = -1, position = head
        while position >= 0, commands[position] != command {
            before = position
            position = next[position]
        }
        if position >= 0 {
            if before >= 0 { next[before] = next[position] } else { head = next[position] }
            previous = indices[position]
        }
        first[command.digest] = head >= 0 ? head : nil
        return position >= 0 ? previous : nil
    }
}
