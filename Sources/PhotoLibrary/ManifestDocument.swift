import Files

/// The top level of photos.json as written, read in one pass: `header` and `categories`
/// are kept (they are small); each `photos` entry is handed to the caller as soon as it
/// is read, with its index and line, and not kept, so a million-photo manifest never
/// exists as a million entries at once.
struct ManifestDocument {
    var header: String?
    var categories: [ManifestCategoryEntry]?
    /// Whether `photos` was there (and a list).
    var hasPhotos = false
    /// Present but of the wrong type: reported, never silently ignored.
    var headerIsInvalid = false
    var categoriesIsInvalid = false

    /// The top-level keys: header, categories, photos.
    private static let keys = ["header", "categories", "photos"].map { Array($0.utf8) }

    /// Reads the whole file; `photo` gets each `photos` entry in order. A file that is not
    /// a JSON object, or whose `photos` is not a list, throws; so does a read cancelled
    /// through `progress`, which gets the bytes consumed a chunk at a time.
    static func read(
        _ file: RegularFile, limit: Int, progress: LoadProgress? = nil,
        photo: (ManifestPhotoEntry, _ index: Int, _ line: Int) -> Void
    ) throws(ManifestSyntaxError) -> ManifestDocument {
        var reader = ManifestReader(file: file, limit: limit, progress: progress)
        var strings = StringInterner()
        var document = ManifestDocument()
        guard try reader.nextKind() == .object else { throw ManifestSyntaxError("not a JSON object", line: reader.line) }
        try reader.forEachMember(keys: keys) { reader, key throws(ManifestSyntaxError) in
            switch key {
            case 0:
                if try reader.takeNull() { return }
                document.header = try reader.stringOrSkip()
                document.headerIsInvalid = document.header == nil
            case 1:
                if try reader.takeNull() { return }
                guard try reader.nextKind() == .array else {
                    try reader.skipValue()
                    document.categoriesIsInvalid = true
                    return
                }
                var categories: [ManifestCategoryEntry] = []
                try reader.forEachElement { reader throws(ManifestSyntaxError) in
                    categories.append(try ManifestCategoryEntry(reading: &reader))
                }
                document.categories = categories
            case 2:
                if try reader.takeNull() { return }
                guard try reader.nextKind() == .array else { throw ManifestSyntaxError("'photos' is not a list", line: reader.line) }
                document.hasPhotos = true
                var index = 0
                try reader.forEachElement { reader throws(ManifestSyntaxError) in
                    _ = try reader.skipWhitespace()
                    let line = reader.line
                    photo(try ManifestPhotoEntry(reading: &reader, strings: &strings), index, line)
                    index += 1
                }
            default:
                try reader.skipValue()
            }
        }
        guard try reader.isFinished() else { throw ManifestSyntaxError("more text after the manifest's object", line: reader.line) }
        return document
    }
}
