import Scene

/// An image loader for tests: every image is ready at once except paths listed as
/// broken, which fail with a message, as a corrupt file does in the real store.
final class TestImages: ImageLoading {
    var broken: Set<String> = []
    private(set) var requested: [String: Int] = [:]

    func request(_ image: ImageRef, pixelWidth: Int) {
        requested[image.path] = max(requested[image.path] ?? 0, pixelWidth)
    }

    func status(of image: ImageRef) -> ImageStatus {
        guard requested[image.path] != nil else { return .notRequested }
        return broken.contains(image.path) ? .failed("cannot decode \(image.path)") : .ready
    }

    func retainOnly(_ images: Set<ImageRef>) {}
}
