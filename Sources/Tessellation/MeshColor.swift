/// A vertex colour, 8 bits a channel, not premultiplied (SDL's `SDL_Color`).
public struct MeshColor: Equatable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// The colour as one ARGB8888 pixel (SDL's and the canvas's order): the key a
    /// colour is cached under.
    public var argb: UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
