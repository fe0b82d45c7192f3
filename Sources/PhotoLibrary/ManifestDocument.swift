/// The raw shape of photos.json, decoded leniently: every field is optional and a field
/// of the wrong type reads as missing, so one bad entry becomes one message naming its
/// field instead of failing the whole file.
///
/// Decoding straight into these small structs (instead of JSONSerialization's object
/// graph) keeps a 100 000-photo manifest's peak memory a fraction of the file's.
struct ManifestDocument: Decodable {
    var header: String?
    var categories: [ManifestCategoryEntry]?
    var photos: [ManifestPhotoEntry]?
    /// Present but of the wrong type: reported, never silently ignored.
    var headerIsInvalid = false
    var categoriesIsInvalid = false

    /// The JSON keys, in the manifest's and report's snake_case.

    private enum Keys: String, CodingKey { case header, categories, photos }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        header = try? c.decodeIfPresent(String.self, forKey: .header)
        headerIsInvalid = header == nil && c.contains(.header) && !((try? c.decodeNil(forKey: .header)) ?? false)
        categories = try? c.decodeIfPresent([ManifestCategoryEntry].self, forKey: .categories)
        categoriesIsInvalid = categories == nil && c.contains(.categories) && !((try? c.decodeNil(forKey: .categories)) ?? false)
        photos = try c.decodeIfPresent([ManifestPhotoEntry].self, forKey: .photos)
    }
}
