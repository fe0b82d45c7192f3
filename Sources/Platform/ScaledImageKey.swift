import Scene

/// A photo resized once to the size it is drawn at, in device pixels, for one decode.
struct ScaledImageKey: Hashable {
    var image: ImageRef
    var generation: Int
    var width: Int
    var height: Int
}
