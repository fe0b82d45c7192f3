import Foundation
import Geometry

/// The photos the app shows: the feed, the header photo and the Explore categories, with
/// the problems met while loading them.
///
/// A bad entry never stops the app: it is skipped and described in `errors` in one line
/// naming the entry and the field.
public struct PhotoLibrary: Sendable {
    public var photos: [Photo]
    public var header: Photo?
    public var categories: [PhotoCategory]
    public var errors: [String]
    /// What the toast says when loading skipped files ("3 files skipped — see terminal");
    /// the lines themselves are in `errors`, which the command prints.
    public var skippedSummary: String?

    /// The one line the app shows on its first screen when loading met problems.
    public var problemSummary: String? {
        if let skippedSummary { return skippedSummary }
        guard !errors.isEmpty else { return nil }
        return "\(errors.count) problem\(errors.count == 1 ? "" : "s") loading the photos — see terminal"
    }

    public init(photos: [Photo], header: Photo?, categories: [PhotoCategory], errors: [String] = []) {
        self.photos = photos
        self.header = header
        self.categories = categories
        self.errors = errors
    }

    /// The colour shown for a photo whose manifest colour is missing or malformed.
    static let fallbackColor = Color(r255: 200, g255: 200, b255: 200)

    /// Loads `photos.json`; relative `file` paths are resolved against the manifest's folder.
    public static func load(manifest path: String) -> PhotoLibrary {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return PhotoLibrary(photos: [], header: nil, categories: [],
                                errors: ["\(name): cannot read the photo manifest at \(path)"])
        }
        let document: ManifestDocument
        do {
            document = try JSONDecoder().decode(ManifestDocument.self, from: data)
        } catch {
            return PhotoLibrary(photos: [], header: nil, categories: [],
                                errors: ["\(name): not a valid photo manifest (a JSON object with 'photos')"])
        }
        let folder = (path as NSString).deletingLastPathComponent
        var errors: [String] = []
        var photos: [Photo] = []
        if document.photos == nil { errors.append("\(name): missing field 'photos'") }
        for (index, entry) in (document.photos ?? []).enumerated() {
            switch photo(from: entry, index: index, folder: folder) {
            case .success(let photo): photos.append(photo)
            case .failure(let error): errors.append("\(name): \(error.message)")
            }
        }
        let byID = Dictionary(photos.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var header: Photo? = photos.first
        if let headerID = document.header {
            if let found = byID[headerID] { header = found } else {
                errors.append("\(name): header photo '\(headerID)' is not in 'photos'")
            }
        }
        var categories: [PhotoCategory] = []
        for (index, entry) in (document.categories ?? []).enumerated() {
            guard entry.isObject else { errors.append("\(name): category \(index) is not an object"); continue }
            let label = entry.id.map { "category '\($0)'" } ?? "category \(index)"
            guard let id = entry.id else { errors.append("\(name): \(label): missing field 'id'"); continue }
            guard let title = entry.title else { errors.append("\(name): \(label): missing field 'title'"); continue }
            guard let photoID = entry.photo else { errors.append("\(name): \(label): missing field 'photo'"); continue }
            guard let photo = byID[photoID] else {
                errors.append("\(name): \(label): photo '\(photoID)' is not in 'photos'"); continue
            }
            categories.append(PhotoCategory(id: id, title: title, photo: photo))
        }
        return PhotoLibrary(photos: photos, header: header, categories: categories, errors: errors)
    }

    private static func photo(from entry: ManifestPhotoEntry, index: Int, folder: String) -> Result<Photo, PhotoEntryError> {
        guard entry.isObject else { return .failure(PhotoEntryError("photo \(index) is not an object")) }
        let label = entry.id.map { "photo '\($0)'" } ?? "photo \(index)"
        func missing(_ field: String) -> Result<Photo, PhotoEntryError> {
            .failure(PhotoEntryError("\(label): missing or invalid field '\(field)'"))
        }
        guard let id = entry.id, !id.isEmpty else { return missing("id") }
        guard let file = entry.file, !file.isEmpty else { return missing("file") }
        guard let width = entry.width, width > 0 else { return missing("width") }
        guard let height = entry.height, height > 0 else { return missing("height") }
        guard let author = entry.userName else { return missing("user.name") }
        let path = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
        let color = entry.color.flatMap(Color.init(hex:)) ?? fallbackColor
        return .success(Photo(id: id, path: path, pixelSize: Size(width: width, height: height), color: color,
                              blurHash: entry.blurHash, description: entry.description ?? "",
                              authorName: author, authorUsername: entry.userUsername ?? "", license: entry.license))
    }
}
