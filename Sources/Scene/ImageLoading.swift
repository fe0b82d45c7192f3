import Geometry

/// Decodes images for the renderer, off the frame loop when it can.
///
/// Scene and Splash see only this protocol; Platform implements it with SDL_image. The
/// app asks for the images of the cells it lays out, at the pixel size they are drawn
/// at, and polls their status each step to fade them in or report errors. A headless
/// run decodes synchronously inside `request` so that the same script gives the same
/// frames; a windowed run decodes on background threads.
public protocol ImageLoading: AnyObject {
    /// Asks for `image` decoded at least `pixelWidth` pixels wide (never wider than the
    /// original). Asking again for a larger width upgrades the decoded copy.
    func request(_ image: ImageRef, pixelWidth: Int)
    /// The image's current status.
    func status(of image: ImageRef) -> ImageStatus
    /// Tells the loader which images are on screen now; others may be evicted to stay
    /// within the memory budget.
    func retainOnly(_ images: Set<ImageRef>)
    /// Relative luminances (0…1) of the decoded image at `points`, given in 0…1 of the
    /// whole image; nil until it is decoded. The app keeps text legible over a photo
    /// with these without ever holding its pixels (issue 12).
    func luminances(of image: ImageRef, at points: [Point]) -> [Double]?
}

extension ImageLoading {
    /// Loaders that cannot read their pixels say nothing; callers fall back to the
    /// photo's BlurHash.
    public func luminances(of image: ImageRef, at points: [Point]) -> [Double]? { nil }
}
