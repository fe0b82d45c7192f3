import Scene

/// One command as a frame drew it: the command, and what it showed that the command
/// alone does not say (which decode of its photo). Two frames' commands are the same
/// pixels where these are equal (Renderer+Damage).
struct DrawnCommand: Hashable {
    var command: DrawCommand
    /// The generation of the decode a photo was drawn from (-1: not decoded yet, nothing
    /// drawn); 0 for every other kind of command.
    var content: Int
}
