/// Which of the card backdrop's two textures hold the current capture's pixels: each is
/// filled the first time it is drawn from, so the frame a capture arrives on uploads at
/// most one full-window texture, not two, and a target that keeps its pixels, drawn
/// into on the CPU, none (Renderer+Backdrop).
struct BackdropUploads: OptionSet {
    let rawValue: UInt8
    /// The texture in the canvas's format, copied once the backdrop is fully shown.
    static let opaque = BackdropUploads(rawValue: 1)
    /// The texture without alpha that SDL blends while the backdrop fades.
    static let fading = BackdropUploads(rawValue: 2)
}
