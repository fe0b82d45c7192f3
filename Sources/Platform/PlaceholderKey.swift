/// A placeholder (an in-memory image) at one size in device pixels.
struct PlaceholderKey: Hashable {
    var id: String
    var width: Int
    var height: Int
}
