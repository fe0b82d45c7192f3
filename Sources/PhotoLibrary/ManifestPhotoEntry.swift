/// One `photos` entry of photos.json as written, before validation.
struct ManifestPhotoEntry: Decodable {
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
    /// The ids of the Explore categories the photo belongs to (its collections).
    var categories: [String]?
    /// `categories` was there but not a list of strings.
    var categoriesIsInvalid = false

    /// The JSON keys, in the manifest's and report's snake_case.

    private enum Keys: String, CodingKey {
        case id, file, width, height, color, description, user, license, categories
        case blurHash = "blur_hash"
    }

    /// The JSON keys, in the manifest's and report's snake_case.

    private enum UserKeys: String, CodingKey { case name, username }

    init(from decoder: Decoder) throws {
        guard let c = try? decoder.container(keyedBy: Keys.self) else {
            isObject = false
            return
        }
        id = try? c.decodeIfPresent(String.self, forKey: .id)
        file = try? c.decodeIfPresent(String.self, forKey: .file)
        width = try? c.decodeIfPresent(Double.self, forKey: .width)
        height = try? c.decodeIfPresent(Double.self, forKey: .height)
        color = try? c.decodeIfPresent(String.self, forKey: .color)
        blurHash = try? c.decodeIfPresent(String.self, forKey: .blurHash)
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        license = try? c.decodeIfPresent(String.self, forKey: .license)
        if c.contains(.categories) {
            categories = try? c.decode([String].self, forKey: .categories)
            categoriesIsInvalid = categories == nil
        }
        if let user = try? c.nestedContainer(keyedBy: UserKeys.self, forKey: .user) {
            userName = try? user.decodeIfPresent(String.self, forKey: .name)
            userUsername = try? user.decodeIfPresent(String.self, forKey: .username)
        }
    }
}
