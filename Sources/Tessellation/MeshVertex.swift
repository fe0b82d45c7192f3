/// One vertex of a triangle mesh, in device pixels, as SDL's `SDL_RenderGeometry` takes
/// it (position and texture coordinate as 32-bit floats, an 8-bit colour), without SDL:
/// the renderer copies these into SDL's own vertices.
public struct MeshVertex: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var color: MeshColor
    /// Texture coordinate, 0…1 across the texture.
    public var u: Float
    public var v: Float

    public init(x: Float, y: Float, color: MeshColor, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        self.color = color
        self.u = u
        self.v = v
    }
}
