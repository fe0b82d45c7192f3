import Scene

/// An image loader for tests whose images stay loading until `finish` is called, as a
/// background decode does; it remembers the widest width each was asked for.
final class HeldImages: ImageLoading {
    private(set) var requested: [String: Int] = [:]
    private var finished: Set<String> = []

    /// The decode of `image` is in: from now on it is ready.
    func finish(_ image: ImageRef) { finished.insert(image.path) }

    func request(_ image: ImageRef, pixelWidth: Int) {
        requested[image.path] = max(requested[image.path] ?? 0, pixelWidth)
    }

    func status(of image: ImageRef) -> ImageStatus {
        guard requested[image.path] != nil else { return .notRequested }
        return finished.contains(image.path) ? .ready : .loading
    }

    func retainOnly(_ images: Set<ImageRef>) {}
}
