/// A tiny image made in memory (a decoded BlurHash), drawn smoothly scaled.
///
/// Identified by `id`: the renderer uploads the pixels once per id, and equality and
/// hashing use the id alone, so display lists stay cheap to compare.
public struct PixelImage: Hashable, Sendable {
    public let id: String
    public let width: Int
    public let height: Int
    /// RGBA bytes, row by row.
    public let bytes: [UInt8]

    /// Whether every pixel is fully opaque (a BlurHash is; a gradient scrim is not), so
    /// the renderer knows whether it may copy without blending.
    public let isOpaque: Bool
    /// Whether it is one pixel wide with the same colour in every row, only its alpha
    /// changing down it (a scrim): each row of it, however wide it is drawn, is one
    /// colour, which the renderer fills rather than copies.
    public let isOneColourColumn: Bool

    /// The two properties above are found here, once: the renderer asks for them on
    /// every frame an image is drawn.
    public init(id: String, width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "a PixelImage needs width × height × 4 bytes")
        self.id = id
        self.width = width
        self.height = height
        self.bytes = bytes
        isOpaque = stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        isOneColourColumn =
            width == 1
            && stride(from: 4, to: bytes.count, by: 4).allSatisfy { row in
                bytes[row] == bytes[0] && bytes[row + 1] == bytes[1] && bytes[row + 2] == bytes[2]
            }
    }

    public static func == (a: PixelImage, b: PixelImage) -> Bool { a.id == b.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
