/// One `photos` entry of photos.json as written, before validation.
///
/// Read leniently: a field of the wrong type reads as missing, so one bad entry becomes
/// one message naming its field instead of failing the whole file (only text that is not
/// JSON at all does that). Repeated strings come out of the reader's `StringInterner`.
struct ManifestPhotoEntry {
    var isObject = true
    var id: String?
    var file: String?
    var width: Double?
    var height: Double?
    var color: String?
    var blurHash: String?
    var description: String?
    var userName: String?
    var userUsername: String?
    var license: String?
    /// The ids of the Explore categories the photo is in (its collections).
    var categories: [String]?
    /// `categories` was there but not a list of strings.
    var categoriesIsInvalid = false

    /// The JSON keys, in the manifest's snake_case; `user`'s own keys.
    private static let keys = ["id", "file", "width", "height", "color", "blur_hash", "description", "license", "categories", "user"]
        .map { Array($0.utf8) }
    private static let userKeys = ["name", "username"].map { Array($0.utf8) }

    /// Reads the value that comes next in `reader` as a photo entry.
    init(reading reader: inout ManifestReader, strings: inout StringInterner) throws(ManifestSyntaxError) {
        guard try reader.nextKind() == .object else {
            isObject = false
            try reader.skipValue()
            return
        }
        try reader.forEachMember(keys: Self.keys) { reader, key throws(ManifestSyntaxError) in
            switch key {
            case 0: id = try reader.stringOrSkip()
            case 1: file = try reader.internedStringOrSkip(&strings)
            case 2: width = try reader.numberOrSkip()
            case 3: height = try reader.numberOrSkip()
            case 4: color = try reader.internedStringOrSkip(&strings)
            case 5: blurHash = try reader.internedStringOrSkip(&strings)
            case 6: description = try reader.internedStringOrSkip(&strings)
            case 7: license = try reader.internedStringOrSkip(&strings)
            case 8:
                categories = try Self.stringList(&reader, &strings)
                categoriesIsInvalid = categories == nil
            case 9:
                guard try reader.nextKind() == .object else {
                    try reader.skipValue()
                    return
                }
                try reader.forEachMember(keys: Self.userKeys) { reader, key throws(ManifestSyntaxError) in
                    switch key {
                    case 0: userName = try reader.internedStringOrSkip(&strings)
                    case 1: userUsername = try reader.internedStringOrSkip(&strings)
                    default: try reader.skipValue()
                    }
                }
            default: try reader.skipValue()
            }
        }
    }

    /// The next value if it is a list of strings, else nil (the value skipped).
    private static func stringList(
        _ reader: inout ManifestReader, _ strings: inout StringInterner
    ) throws(ManifestSyntaxError) -> [String]? {
        guard try reader.nextKind() == .array else {
            try reader.skipValue()
            return nil
        }
        var list: [String] = []
        var allStrings = true
        try reader.forEachElement { reader throws(ManifestSyntaxError) in
            if let text = try reader.internedStringOrSkip(&strings) { list.append(text) } else { allStrings = false }
        }
        return allStrings ? list : nil
    }
}
