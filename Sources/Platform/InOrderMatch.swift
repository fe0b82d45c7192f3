/// Finds this frame's commands among the last frame's in order (Renderer+Damage,
/// Renderer+Scroll): each is matched to the first equal one drawn after the one matched
/// before it, so matched commands keep their order and, where they overlap, the same one
/// is on top.
struct InOrderMatch {
    private var earlier: [DrawnCommand: (indices: [Int], next: Int)] = [:]
    private var previous = -1

    /// `commands`: the last frame's commands to match against, with their indices in it.
    init(_ commands: some Sequence<(index: Int, command: DrawnCommand)>) {
        for (index, command) in commands { earlier[command, default: ([], 0)].indices.append(index) }
    }

    /// The index of the last frame's command `command` matches, if one is left.
    mutating func match(_ command: DrawnCommand) -> Int? {
        guard var entry = earlier[command] else { return nil }
        while entry.next < entry.indices.count, entry.indices[entry.next] <= previous { entry.next += 1 }
        guard entry.next < entry.indices.count else { return nil }
        let match = entry.indices[entry.next]
        entry.next += 1
        earlier[command] = entry
        previous = match
        return match
    }
}
