import Geometry

/// A flat list of draw commands in painter's order (first is furthest back), the only
/// thing the Scene hands to Platform each frame.
public struct DisplayList: Hashable, Sendable {
    /// The window's size in points when the list was built.
    public var viewport: Size
    /// What the frame is cleared to before the commands are drawn.
    public var background: Color
    public var commands: [DrawCommand]

    public init(viewport: Size, background: Color = .white, commands: [DrawCommand] = []) {
        self.viewport = viewport
        self.background = background
        self.commands = commands
    }
}
