import Foundation
import Geometry

/// Turns any folder of JPEG, PNG, WebP, GIF (first frame), BMP or TIFF files into a photo
/// library (`--photos DIR`). Subfolders are not searched.
///
/// Photos are sorted newest first by modification time; the credit comes from the file
/// name ("Sunset_by_Jane_Doe.jpg" credits Jane Doe); sizes come from the file headers.
/// A file of another kind, or one that cannot be read, is skipped with a message, and the
/// library says how many were skipped.
public enum FolderPhotoSource {
    /// Extensions that are taken for images.
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "bmp", "tif", "tiff"]
    /// The placeholder for photos with no manifest colour (a neutral Unsplash grey).
    static let placeholder = Color(r255: 220, g255: 220, b255: 220)

    /// Reads every image file's header. `progress` gets the files done of those found; once
    /// it is cancelled the load stops at the next file and returns an empty library to be
    /// thrown away.
    public static func load(folder: String, progress: LoadProgress? = nil) -> PhotoLibrary {
        defer { progress?.finish() }
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
            return PhotoLibrary(photos: [], header: nil, categories: [], errors: ["\(folder): cannot list the folder"])
        }
        var errors = ListedProblems()
        var found: [(photo: Photo, modified: Date)] = []
        var taken: Set<String> = []
        let visible = names.sorted().filter { !$0.hasPrefix(".") }
        for (done, name) in visible.enumerated() {
            if let progress {
                if progress.isCancelled { return PhotoLibrary(photos: [], header: nil, categories: []) }
                progress.report(done, of: visible.count)
            }
            let path = (folder as NSString).appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard imageExtensions.contains((name as NSString).pathExtension.lowercased()) else {
                errors.append("\(name): skipped, not a JPEG, PNG, WebP, GIF, BMP or TIFF file")
                continue
            }
            switch photo(at: path) {
            case .success(var photo):
                photo.id = uniqueID(for: name, taken: taken)
                taken.insert(photo.id)
                let modified = (try? manager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
                found.append((photo, modified))
            case .failure(let error):
                errors.append(error.message)
            }
        }
        let photos = found.sorted { $0.modified != $1.modified ? $0.modified > $1.modified : $0.photo.id < $1.photo.id }
            .map(\.photo)
        var library = PhotoLibrary(photos: photos, header: photos.first, categories: [], errors: errors.lines)
        library.unlistedErrors = errors.unlisted
        if errors.count > 0 {
            library.skippedSummary = "\(errors.count) file\(errors.count == 1 ? "" : "s") skipped — see terminal"
        }
        return library
    }

    /// A photo for one image file, or why it cannot be shown.
    public static func photo(at path: String) -> Result<Photo, PhotoEntryError> {
        switch ImageHeaderReader.read(path: path) {
        case .failure(let error):
            return .failure(error)
        case .success(let (_, size)):
            let name = (path as NSString).lastPathComponent
            // The same range a manifest's sizes must be in: a header may claim 0 × 0 or 2³¹ pixels.
            let largest = Double(PhotoLibrary.maximumPixelSide)
            guard size.width >= 1, size.height >= 1, size.width <= largest, size.height <= largest else {
                return .failure(
                    PhotoEntryError(
                        "\(name): its header claims \(size.width.shortestText)×"
                            + "\(size.height.shortestText) pixels, outside 1…\(PhotoLibrary.maximumPixelSide)"))
            }
            let stem = (name as NSString).deletingPathExtension
            return .success(
                Photo(
                    id: stem, path: path, pixelSize: size, color: placeholder,
                    description: stem, authorName: author(fromFileName: stem)))
        }
    }

    /// The file's stem, unless another file already has it: then the stem and the
    /// extension ("sunset-png" beside "sunset.jpg"), then a number. Names are met in
    /// sorted order, so the same folder always gives the same ids.
    static func uniqueID(for name: String, taken: Set<String>) -> String {
        let stem = (name as NSString).deletingPathExtension
        let withExtension = stem + "-" + (name as NSString).pathExtension.lowercased()
        for candidate in [stem, withExtension] where !taken.contains(candidate) { return candidate }
        var index = 2
        while taken.contains("\(withExtension)-\(index)") { index += 1 }
        return "\(withExtension)-\(index)"
    }

    /// "Bridge_by_Sander_Klootwijk" → "Sander Klootwijk"; otherwise the name with
    /// separators turned into spaces.
    static func author(fromFileName stem: String) -> String {
        let spaced = stem.replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        if let range = spaced.range(of: " by ", options: .caseInsensitive) {
            let name = spaced[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { return name }
        }
        return spaced.trimmingCharacters(in: .whitespaces)
    }
}
