import Files
import Foundation
import Geometry

/// The photos the app shows: the feed, the header photo and the Explore categories, with
/// the problems met while loading them.
///
/// A bad entry never stops the app: it is skipped and described in `errors` in one line
/// naming the entry and the field.
public struct PhotoLibrary: Sendable {
    /// The feed's photos, kept compactly (`PhotoList`).
    public var photos: PhotoList
    public var header: Photo?
    public var categories: [PhotoCategory]
    public var errors: [String]
    /// Entries whose numbers are outside their range (DESIGN.md, "Hostile input"), as
    /// `file:line: reason`: a manifest that lies about a size is refused as a whole, and
    /// the command exits 2 naming the first, the way a malformed script does.
    public var rejections: [String] = []
    /// Problems met past the ones `errors` lists (`ListedProblems.listedLimit`): counted,
    /// not kept.
    public var unlistedErrors = 0
    /// Out-of-range entries met past the ones `rejections` lists.
    public var unlistedRejections = 0
    /// What the toast says when loading skipped files ("3 files skipped — see terminal");
    /// the lines themselves are in `errors`, which the command prints.
    public var skippedSummary: String?

    /// Every problem met loading, listed or not.
    public var errorCount: Int { errors.count + unlistedErrors }

    /// `errors`, then, when more were met than listed, one line saying how many more.
    public var errorLines: [String] {
        unlistedErrors == 0 ? errors : errors + ["… and \(unlistedErrors) more, not listed"]
    }

    /// The one line the app shows on its first screen when loading met problems.
    public var problemSummary: String? {
        if let skippedSummary { return skippedSummary }
        guard errorCount > 0 else { return nil }
        return "\(errorCount) problem\(errorCount == 1 ? "" : "s") loading the photos — see terminal"
    }

    public init(photos: PhotoList, header: Photo?, categories: [PhotoCategory], errors: [String] = []) {
        self.photos = photos
        self.header = header
        self.categories = categories
        self.errors = errors
    }

    public init(photos: [Photo], header: Photo?, categories: [PhotoCategory], errors: [String] = []) {
        self.init(photos: PhotoList(photos), header: header, categories: categories, errors: errors)
    }

    /// The colour shown for a photo whose manifest colour is missing or malformed.
    static let fallbackColor = Color(r255: 200, g255: 200, b255: 200)

    /// Largest photo side accepted from a manifest, pixels (DESIGN.md, "Hostile input":
    /// JPEG's own limit, and far beyond any photo the feed shows).
    public static let maximumPixelSide = 65535
    /// Largest manifest read (tuned: the 1 000 000-photo bench manifest is 444 MB; the
    /// file is read a chunk at a time, so this bounds the time spent, not memory).
    static let maximumManifestBytes = 1 << 30

    /// Loads `photos.json`; relative `file` paths are resolved against the manifest's
    /// folder. Every photo file must resolve, after symbolic links, inside that folder or
    /// one of `allowedFolders` (`--allow-dir`), be a regular file and begin like a JPEG,
    /// PNG or WebP image; anything else is an error naming the entry, so a manifest can
    /// never make Splash show or copy another file (a private key, /dev/zero).
    ///
    /// The file is read once, front to back (`ManifestDocument`), and each entry is stored
    /// in the `PhotoList` as it is read: a million-photo manifest is read in seconds, in a
    /// few hundred megabytes, and its cache in a quarter of a second (DESIGN.md, "A million
    /// photos").
    ///
    /// With a `cacheFolder`, the result for a manifest of at least `cachedFrom` bytes is
    /// kept there (`ManifestCache`) and used again while the manifest is unchanged.
    ///
    /// `progress` gets the bytes of the manifest consumed, a megabyte at a time (a cache
    /// read goes from 0 to 1 at once: it takes a quarter of a second). Once it is
    /// cancelled the read stops at its next megabyte and returns an empty library to be
    /// thrown away, and no cache is written: a window closed while a million photos load
    /// quits at once and leaves nothing half-made.
    public static func load(
        manifest path: String, allowedFolders: [String] = [], cacheFolder: String? = nil,
        cachedFrom smallest: Int = ManifestCache.smallestManifest, progress: LoadProgress? = nil
    ) -> PhotoLibrary {
        defer { progress?.finish() }
        let name = (path as NSString).lastPathComponent
        let file: RegularFile
        do throws(FileProblem) {
            file = try RegularFile(path: path)
            guard file.size <= maximumManifestBytes else {
                throw FileProblem(
                    path: path, reason: "is \(file.size >> 20) MB, larger than the \(maximumManifestBytes >> 20) MB limit")
            }
        } catch {
            return PhotoLibrary(
                photos: [], header: nil, categories: [],
                errors: ["\(name): cannot read the photo manifest at \(path) (\(error.reason))"])
        }
        let folder = (path as NSString).deletingLastPathComponent
        let roots = ([folder.isEmpty ? "." : folder] + allowedFolders).compactMap(resolved)
        let cachePath = cacheFolder.flatMap { cacheFolder in
            file.size >= smallest
                ? ManifestCache.path(in: cacheFolder, manifest: resolved(path) ?? path, roots: roots) : nil
        }
        if let cachePath, let cached = ManifestCache.read(from: cachePath, manifestSize: file.size, modified: file.modificationTime),
            cached.files.allSatisfy({ text, path in recheck(text, folder: folder, roots: roots) == path })
        {
            return cached.library
        }
        var errors = ListedProblems()
        var rejections = ListedProblems()
        var photos = PhotoList()
        /// Each kept photo's position in `photos` by id: to name both entries of a
        /// duplicate and to find the header's and categories' photos.
        var positions: [String: Int] = [:]
        /// The entry index and the line each kept photo came from, for messages.
        var photoEntries: [Int32] = []
        var photoLines: [Int32] = []
        // Manifests name the same file many times (a generated 100 000-photo manifest
        // cycles 26 files): each distinct path is resolved and its header read once.
        var checkedFiles: [String: FileCheck] = [:]
        // Colours repeat as files do: each distinct text is parsed once.
        var colours: [String: Color?] = [:]
        func colour(_ text: String) -> Color? {
            if let known = colours[text] { return known }
            let parsed = Color(hex: text)
            colours[text] = parsed
            return parsed
        }
        let document: ManifestDocument
        do throws(ManifestSyntaxError) {
            document = try ManifestDocument.read(file, limit: maximumManifestBytes, progress: progress) { entry, index, line in
                var place: String { "\(name):\(line)" }
                let colour = entry.color.flatMap(colour)
                switch photo(from: entry, colour: colour, index: index, folder: folder, roots: roots, checked: &checkedFiles) {
                case .success(let photo):
                    if let first = positions[photo.id] {
                        errors.append(
                            "\(place): photo \(index) has the id '\(photo.id)' of photo \(photoEntries[first]); ids must be unique")
                        return
                    }
                    positions[photo.id] = photos.count
                    if entry.categoriesIsInvalid {
                        errors.append("\(place): photo '\(photo.id)': 'categories' is not a list of category ids; ignored")
                    }
                    if let text = entry.color, colour == nil {
                        errors.append("\(place): photo '\(photo.id)': 'color' \(text) is not a #RRGGBB colour; grey is used")
                    }
                    photos.append(photo)
                    photoEntries.append(Int32(clamping: index))
                    photoLines.append(Int32(clamping: line))
                case .failure(let error) where error.isOutOfRange: rejections.append("\(place): \(error.message)")
                case .failure(let error): errors.append("\(place): \(error.message)")
                }
            }
        } catch {
            if error.isCancellation { return PhotoLibrary(photos: [], header: nil, categories: []) }
            return PhotoLibrary(
                photos: [], header: nil, categories: [],
                errors: ["\(name):\(error.line): not a valid photo manifest (a JSON object with 'photos'): \(error.reason)"])
        }
        if !document.hasPhotos { errors.appendListed("\(name): missing field 'photos'") }
        if document.headerIsInvalid { errors.appendListed("\(name): 'header' is not a photo id (a string)") }
        if document.categoriesIsInvalid { errors.appendListed("\(name): 'categories' is not a list") }
        var headerPosition: Int? = photos.isEmpty ? nil : 0
        if let headerID = document.header {
            if let found = positions[headerID] {
                headerPosition = found
            } else {
                errors.appendListed("\(name): header photo '\(headerID)' is not in 'photos'")
            }
        }
        var categories: [PhotoCategory] = []
        var categoryPositions: [Int] = []
        for (index, entry) in (document.categories ?? []).enumerated() {
            let name = "\(name):\(entry.line)"
            guard entry.isObject else { errors.append("\(name): category \(index) is not an object"); continue }
            let label = entry.id.map { "category '\($0)'" } ?? "category \(index)"
            guard let id = entry.id else { errors.append("\(name): \(label): missing field 'id'"); continue }
            guard let title = entry.title else { errors.append("\(name): \(label): missing field 'title'"); continue }
            guard let photoID = entry.photo else { errors.append("\(name): \(label): missing field 'photo'"); continue }
            guard let position = positions[photoID] else {
                errors.append("\(name): \(label): photo '\(photoID)' is not in 'photos'"); continue
            }
            categories.append(PhotoCategory(id: id, title: title, photo: photos[position]))
            categoryPositions.append(position)
        }
        // A photo naming a category the manifest does not have is in no collection for it.
        // Photos share a few distinct lists: only when one of those names an unknown
        // category are the photos themselves looked at.
        let known = Set(categories.map(\.id))
        let unknown = photos.categoryLists.contains { list in list.contains { !known.contains($0) } }
        for (position, photo) in photos.enumerated() where unknown {
            for id in photo.categoryIDs where !known.contains(id) {
                errors.append("\(name):\(photoLines[position]): photo '\(photo.id)': category '\(id)' is not in 'categories'; ignored")
            }
        }
        var library = PhotoLibrary(
            photos: photos, header: headerPosition.map { photos[$0] }, categories: categories, errors: errors.lines)
        library.unlistedErrors = errors.unlisted
        library.rejections = rejections.lines
        library.unlistedRejections = rejections.unlisted
        // A cancel after the last byte still keeps the cache from being written: the
        // caller is quitting and waits for this thread.
        if let cachePath, progress?.isCancelled != true {
            let files = checkedFiles.mapValues { check -> String? in
                if case .shown(let path) = check { return path }
                return nil
            }
            // Without a cache the next start reads the manifest again: nothing is lost.
            try? ManifestCache.write(
                ManifestCache.Contents(
                    library: library, headerPosition: headerPosition, categoryPositions: categoryPositions, files: files),
                manifestSize: file.size,
                modified: file.modificationTime, to: cachePath)
        }
        return library
    }

    /// What checking the manifest's `file` text finds now: its resolved path, or nil
    /// when it is refused.
    private static func recheck(_ file: String, folder: String, roots: [String]) -> String? {
        if case .shown(let path) = fileCheck(file, folder: folder, roots: roots) { return path }
        return nil
    }

    /// Checks the file a manifest's `file` text names, relative to the manifest's folder.
    private static func fileCheck(_ file: String, folder: String, roots: [String]) -> FileCheck {
        guard !file.utf8.contains(0) else { return .refused(reason: "'file' contains a NUL character") }
        let joined = file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
        return check(joined, file: file, roots: roots)
    }

    /// What checking one photo file found: its resolved path, or why it cannot be shown.
    private enum FileCheck {
        case shown(path: String)
        case refused(reason: String)
    }

    /// Resolves a photo file, keeps it inside `roots` and makes sure it is an image.
    private static func check(_ joined: String, file: String, roots: [String]) -> FileCheck {
        guard let path = resolved(joined) else {
            return .refused(reason: "file \(file) cannot be found (\(FileProblem.describe(errno)))")
        }
        guard roots.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            return .refused(reason: "file \(file) is outside the manifest's folder (pass --allow-dir to show photos from another folder)")
        }
        if case .failure(let problem) = ImageHeaderReader.read(path: path) { return .refused(reason: problem.message) }
        return .shown(path: path)
    }

    private static func photo(
        from entry: ManifestPhotoEntry, colour: Color?, index: Int, folder: String,
        roots: [String], checked: inout [String: FileCheck]
    ) -> Result<Photo, PhotoEntryError> {
        guard entry.isObject else { return .failure(PhotoEntryError("photo \(index) is not an object")) }
        var label: String { entry.id.map { "photo '\($0)'" } ?? "photo \(index)" }
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
        let inRange = { (value: Double) in value >= 1 && value <= Double(maximumPixelSide) }
        if !inRange(width) || !inRange(height) {
            let (field, value) = inRange(width) ? ("height", height) : ("width", width)
            return .failure(
                PhotoEntryError(
                    "\(label): '\(field)' \(value.shortestText) is outside 1…\(maximumPixelSide) pixels",
                    isOutOfRange: true))
        }
        guard let author = entry.userName else { return missing("user.name") }
        // Keyed by the entry's own text: the same text in the same manifest is the same file.
        let result: FileCheck
        if let known = checked[file] {
            result = known
        } else {
            result = fileCheck(file, folder: folder, roots: roots)
            checked[file] = result
        }
        let path: String
        switch result {
        case .shown(let resolvedPath): path = resolvedPath
        case .refused(let reason): return invalid(reason)
        }
        let color = colour ?? fallbackColor
        return .success(
            Photo(
                id: id, path: path, pixelSize: Size(width: width, height: height), color: color,
                blurHash: entry.blurHash, description: entry.description ?? "",
                authorName: author, authorUsername: entry.userUsername ?? "", license: entry.license,
                categoryIDs: entry.categories ?? []))
    }

    /// The absolute path with every symbolic link, "." and ".." resolved, or nil (with
    /// `errno` set) when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
