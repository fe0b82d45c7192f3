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
        let drawn = Self.asDrawn(command)
        self.command = drawn
        self.content = content
        digest = Self.digest(of: drawn, content: content)
    }

    /// The command as its pixels see it: a backdrop's alpha at the level it is drawn at
    /// (`Renderer.alphaLevel`), nothing finer. A dismissal's fade spends its last
    /// dozen frames within a few levels of 0; matched by the exact alpha, each of them
    /// redrew the whole window for a change of one level or none.
    private static func asDrawn(_ command: DrawCommand) -> DrawCommand {
        guard case let .blurredBackdrop(snapshot, frame, blurRadius, dim, alpha) = command else { return command }
        let level = Double(Renderer.alphaLevel(alpha)) / Double(UInt8.max)
        return .blurredBackdrop(snapshot: snapshot, frame: frame, blurRadius: blurRadius, dim: dim, alpha: level)
    }

    static func == (a: DrawnCommand, b: DrawnCommand) -> Bool {
        a.digest == b.digest && a.content == b.content && a.command == b.command
    }
}
