/// One `categories` entry of photos.json as written, before validation.
struct ManifestCategoryEntry: Decodable {
    var isObject = true
    var id: String?
    var title: String?
    var photo: String?

    /// The JSON keys, in the manifest's and report's snake_case.

    private enum Keys: String, CodingKey { case id, title, photo }

    init(from decoder: Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Keys.self) else {
            isObject = false
            return
        }
        id = try? c.decodeIfPresent(String.self, forKey: .id)
        title = try? c.decodeIfPresent(String.self, forKey: .title)
        photo = try? c.decodeIfPresent(String.self, forKey: .photo)
    }
}
