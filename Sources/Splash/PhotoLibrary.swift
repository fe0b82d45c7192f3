import Files
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

    public init(photos: [Photo], header: Photo?, categories: [PhotoCategory], errors: [String] = []) {
        self.photos = photos
        self.header = header
        self.categories = categories
        self.errors = errors
    }

    /// The colour shown for a photo whose manifest colour is missing or malformed.
    static let fallbackColor = Color(r255: 200, g255: 200, b255: 200)

    /// Largest photo side accepted from a manifest, pixels (DESIGN.md, "Hostile input":
    /// JPEG's own limit, and far beyond any photo the feed shows).
    public static let maximumPixelSide = 65535
    /// Largest manifest read (tuned: the 100 000-photo bench manifest is 43 MB).
    static let maximumManifestBytes = 256 << 20

    /// Loads `photos.json`; relative `file` paths are resolved against the manifest's
    /// folder. Every photo file must resolve, after symbolic links, inside that folder or
    /// one of `allowedFolders` (`--allow-dir`), be a regular file and begin like a JPEG,
    /// PNG or WebP image; anything else is an error naming the entry, so a manifest can
    /// never make Splash show or copy another file (a private key, /dev/zero).
    public static func load(manifest path: String, allowedFolders: [String] = []) -> PhotoLibrary {
        let name = (path as NSString).lastPathComponent
        let data: [UInt8]
        do {
            data = try RegularFile(path: path).readAll(limit: maximumManifestBytes)
        } catch {
            return PhotoLibrary(photos: [], header: nil, categories: [],
                                errors: ["\(name): cannot read the photo manifest at \(path) (\(error.reason))"])
        }
        let document: ManifestDocument
        do {
            document = try JSONDecoder().decode(ManifestDocument.self, from: Data(data))
        } catch {
            return PhotoLibrary(photos: [], header: nil, categories: [],
                                errors: ["\(name): not a valid photo manifest (a JSON object with 'photos')"])
        }
        let folder = (path as NSString).deletingLastPathComponent
        let roots = ([folder.isEmpty ? "." : folder] + allowedFolders).compactMap(resolved)
        var errors: [String] = []
        var photos: [Photo] = []
        /// Where each id was first met, to name both entries of a duplicate.
        var firstIndex: [String: Int] = [:]
        if document.photos == nil { errors.append("\(name): missing field 'photos'") }
        // Each file's header is read once, however many entries name it.
        var checked: [String: PhotoEntryError?] = [:]
        func check(_ path: String) -> PhotoEntryError? {
            if let known = checked[path] { return known }
            var problem: PhotoEntryError?
            if case .failure(let error) = ImageHeaderReader.read(path: path) { problem = error }
            checked[path] = problem
            return problem
        }
        for (index, entry) in (document.photos ?? []).enumerated() {
            switch photo(from: entry, index: index, folder: folder, roots: roots, check: check) {
            case .success(let photo):
                if let first = firstIndex[photo.id] {
                    errors.append("\(name): photo \(index) has the id '\(photo.id)' of photo \(first); ids must be unique")
                    continue
                }
                firstIndex[photo.id] = index
                if let colour = entry.color, Color(hex: colour) == nil {
                    errors.append("\(name): photo '\(photo.id)': 'color' \(colour) is not a #RRGGBB colour; grey is used")
                }
                photos.append(photo)
            case .failure(let error): errors.append("\(name): \(error.message)")
            }
        }
        if document.headerIsInvalid { errors.append("\(name): 'header' is not a photo id (a string)") }
        if document.categoriesIsInvalid { errors.append("\(name): 'categories' is not a list") }
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

    private static func photo(from entry: ManifestPhotoEntry, index: Int, folder: String,
                              roots: [String], check: (String) -> PhotoEntryError?) -> Result<Photo, PhotoEntryError> {
        guard entry.isObject else { return .failure(PhotoEntryError("photo \(index) is not an object")) }
        let label = entry.id.map { "photo '\($0)'" } ?? "photo \(index)"
        func missing(_ field: String) -> Result<Photo, PhotoEntryError> {
            .failure(PhotoEntryError("\(label): missing or invalid field '\(field)'"))
        }
        func invalid(_ reason: String) -> Result<Photo, PhotoEntryError> {
            .failure(PhotoEntryError("\(label): \(reason)"))
        }
        guard let id = entry.id, !id.isEmpty else { return missing("id") }
        guard let file = entry.file, !file.isEmpty else { return missing("file") }
        guard let width = entry.width else { return missing("width") }
        guard let height = entry.height else { return missing("height") }
        for (field, value) in [("width", width), ("height", height)] where !(value >= 1 && value <= Double(maximumPixelSide)) {
            return invalid("'\(field)' \(ScriptRecorder.number(value)) is outside 1…\(maximumPixelSide) pixels")
        }
        guard let author = entry.userName else { return missing("user.name") }
        guard !file.utf8.contains(0) else { return invalid("'file' contains a NUL character") }
        let joined = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
        guard let path = resolved(joined) else {
            return invalid("file \(file) cannot be found (\(FileProblem.describe(errno)))")
        }
        guard roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return invalid("file \(file) is outside the manifest's folder (pass --allow-dir to show photos from another folder)")
        }
        if let problem = check(path) { return invalid(problem.message) }
        let color = entry.color.flatMap(Color.init(hex:)) ?? fallbackColor
        return .success(Photo(id: id, path: path, pixelSize: Size(width: width, height: height), color: color,
                              blurHash: entry.blurHash, description: entry.description ?? "",
                              authorName: author, authorUsername: entry.userUsername ?? "", license: entry.license))
    }

    /// The absolute path with every symbolic link, "." and ".." resolved, or nil (with
    /// `errno` set) when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
