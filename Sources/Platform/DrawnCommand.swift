import Scene

/// One command as a frame drew it: the command, and what it showed that the command
/// alone does not say (which decode of its photo). Two frames' commands are the same
/// pixels where these are equal (Renderer+Damage).
///
/// Its digest is computed once, when it is made (DrawnCommand+Digest): a frame looks each
/// command up in the last frame's, and hashing a command's paths, names and rectangles
/// again for every lookup was a fifth of a fling frame's render instructions (callgrind,
/// 1280 × 800).
struct DrawnCommand: Equatable {
    let command: DrawCommand
    /// The generation of the decode a photo was drawn from (-1: not decoded yet, nothing
    /// drawn); 0 for every other kind of command.
    let content: Int
    /// The hash of the command and its content, computed once (InOrderMatch looks
    /// commands up by it).
    let digest: Int

    init(command: DrawCommand, content: Int) {
        self.command = command
        self.content = content
        digest = Self.digest(of: command, content: content)
    }

    static func == (a: DrawnCommand, b: DrawnCommand) -> Bool {
        a.digest == b.digest && a.content == b.content && a.command == b.command
    }
}
