/// Where one image is in its life: asked for, decoding, drawable, or broken.
public enum ImageStatus: Hashable, Sendable {
    case notRequested
    case loading
    case ready
    /// The file could not be decoded; the message is one line, fit for a user.
    case failed(String)
}
