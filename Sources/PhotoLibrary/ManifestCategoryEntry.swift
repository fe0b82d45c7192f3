/// One `categories` entry of photos.json as written, before validation (read leniently,
/// as `ManifestPhotoEntry` is).
struct ManifestCategoryEntry {
    var isObject = true
    var id: String?
    var title: String?
    var photo: String?
    /// The line the entry starts on.
    var line: Int

    /// The JSON keys.
    private static let keys = ["id", "title", "photo"].map { Array($0.utf8) }

    /// Reads the value that comes next in `reader` as a category entry.
    init(reading reader: inout ManifestReader) throws(ManifestSyntaxError) {
        let kind = try reader.nextKind()
        line = reader.line
        guard kind == .object else {
            isObject = false
            try reader.skipValue()
            return
        }
        try reader.forEachMember(keys: Self.keys) { reader, key throws(ManifestSyntaxError) in
            switch key {
            case 0: id = try reader.stringOrSkip()
            case 1: title = try reader.stringOrSkip()
            case 2: photo = try reader.stringOrSkip()
            default: try reader.skipValue()
            }
        }
    }
}
