import Files
import Foundation
import Geometry

/// A compact binary copy of what loading a large manifest produced (photos, header,
/// categories, messages), kept in the user's cache folder and used while the manifest's
/// size and modification time are the ones it was made from.
///
/// A million-photo manifest is 464 MB of JSON: reading it takes seconds however it is
/// parsed, while this copy (the library's `PhotoList` buffers as they lie in memory,
/// about 80 MB, then the header, categories and messages over a small string table)
/// loads with a few copies and one pass that checks the records (DESIGN.md, "A million
/// photos"). The photo files it names are checked again at every load (are they still
/// there, inside the allowed folders, images?), so the copy never lets through a file a
/// fresh read would refuse; any difference, and any damage to the copy, means the
/// manifest is read again.
public enum ManifestCache {
    /// "SPLC" and the format's version: a change to the format changes the version.
    static let magic: UInt32 = 0x434C_5053
    static let version: UInt32 = 3
    /// Manifests smaller than this are read directly (tuned: 8 MB, about 17 000
    /// photos, parses in under 100 ms; the cache would save little and cost a file).
    public static let smallestManifest = 8 << 20
    /// Largest cache read (a million photos make about 80 MB).
    static let maximumBytes = 1 << 30

    /// What a load found, in the form the cache keeps.
    struct Contents {
        var library: PhotoLibrary
        /// Where in `library.photos` the header photo and each category's photo are.
        var headerPosition: Int?
        var categoryPositions: [Int]
        /// Each distinct `file` text of the manifest and what checking it found: the
        /// resolved path, or nil when it was refused.
        var files: [String: String?]
    }

    /// The cache file for `manifest` read with `roots` as its allowed folders.
    static func path(in folder: String, manifest: String, roots: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ([manifest] + roots).joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let name = (manifest as NSString).lastPathComponent
        return folder + "/" + name + "-" + String(hash, radix: 16) + ".cache"
    }

    /// Writes the cache atomically (a reader never sees half of one); a failure only
    /// means the next load reads the manifest again.
    static func write(_ contents: Contents, manifestSize: Int, modified: Double, to path: String) throws(FileProblem) {
        var body = CacheBytes()
        let library = contents.library
        let stored = library.photos.compacted
        body.append(UInt32(stored.colors.count))
        for color in stored.colors {
            for channel in [color.red, color.green, color.blue, color.alpha] { body.append(channel) }
        }
        body.append(UInt32(stored.categoryLists.count))
        for list in stored.categoryLists {
            body.append(UInt32(list.count))
            for id in list { body.append(string: id) }
        }
        body.append(contents.headerPosition.map { UInt32($0) } ?? CacheBytes.none)
        body.append(UInt32(library.categories.count))
        for (category, position) in zip(library.categories, contents.categoryPositions) {
            body.append(string: category.id)
            body.append(string: category.title)
            body.append(UInt32(position))
        }
        for messages in [library.errors, library.rejections] {
            body.append(UInt32(messages.count))
            for message in messages { body.append(string: message) }
        }
        // How many more of each were met than listed (ListedProblems).
        body.append(UInt32(clamping: library.unlistedErrors))
        body.append(UInt32(clamping: library.unlistedRejections))
        body.append(UInt32(contents.files.count))
        for (text, resolved) in contents.files.sorted(by: { $0.key < $1.key }) {
            body.append(string: text)
            body.append(string: resolved)
        }

        var head = CacheBytes()
        head.append(magic)
        head.append(version)
        head.append(UInt64(manifestSize))
        head.append(modified)
        head.append(UInt32(body.strings.count))
        var text: [UInt8] = []
        for string in body.strings {
            head.append(UInt32(string.utf8.count))
            text.append(contentsOf: string.utf8)
        }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = try AtomicFile(folder: folder)
        try file.write(head.bytes)
        try file.write(text)
        // The photos as they are kept in memory: their text, string ends and records
        // go to the file whole, so a load makes no Photo values (PhotoList), and
        // straight from the list: copied into the body first, a million photos' were a
        // second 140 MB at the peak of a first read (massif).
        try write(array: stored.text, to: file)
        try write(array: stored.stringEnds, to: file)
        try write(array: stored.records, to: file)
        try file.write(body.bytes)
        try file.commit(to: path)
    }

    /// A count, then the numbers as they lie in memory (what `CacheCursor.array(of:)`
    /// reads). The cache is only read on the machine that wrote it (it lives in the
    /// user's cache folder), so memory order is the same both ways.
    private static func write<Number: FixedWidthInteger>(array: [Number], to file: AtomicFile) throws(FileProblem) {
        var count = CacheBytes()
        count.append(UInt32(array.count))
        try file.write(count.bytes)
        let failure: FileProblem? = array.withUnsafeBytes { buffer in
            do throws(FileProblem) { try file.write(buffer) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// The cached contents, or nil when there is no cache for this size and time, or it
    /// cannot be read whole.
    static func read(from path: String, manifestSize: Int, modified: Double) -> Contents? {
        guard let bytes = try? RegularFile(path: path).readAll(limit: maximumBytes) else { return nil }
        var cursor = CacheCursor(bytes)
        guard cursor.uint32() == magic, cursor.uint32() == version, cursor.uint64() == UInt64(manifestSize),
            cursor.double() == modified, let stringCount = cursor.count(itemBytes: 4)
        else { return nil }
        var lengths: [Int] = []
        lengths.reserveCapacity(stringCount)
        for _ in 0..<stringCount {
            guard let length = cursor.uint32() else { return nil }
            lengths.append(Int(length))
        }
        var strings: [String] = []
        strings.reserveCapacity(stringCount)
        for length in lengths {
            guard let text = cursor.text(count: length) else { return nil }
            strings.append(text)
        }
        cursor.strings = strings
        return readBody(&cursor)
    }

    private static func readBody(_ cursor: inout CacheCursor) -> Contents? {
        guard let text = cursor.array(of: UInt8.self), let stringEnds = cursor.array(of: UInt32.self),
            let records = cursor.array(of: UInt32.self), let colorCount = cursor.count(itemBytes: 32)
        else { return nil }
        var colors: [Color] = []
        for _ in 0..<colorCount {
            guard let red = cursor.double(), let green = cursor.double(), let blue = cursor.double(),
                let alpha = cursor.double()
            else { return nil }
            colors.append(Color(red: red, green: green, blue: blue, alpha: alpha))
        }
        guard let listCount = cursor.count(itemBytes: 4) else { return nil }
        var lists: [[String]] = []
        for _ in 0..<listCount {
            guard let list = cursor.stringList() else { return nil }
            lists.append(list)
        }
        guard
            let photos = PhotoList(
                text: text, stringEnds: stringEnds, records: records, colors: colors, categoryLists: lists)
        else { return nil }
        func position(_ number: UInt32?) -> Int?? {
            guard let number else { return nil }
            if number == CacheBytes.none { return .some(nil) }
            return Int(number) < photos.count ? .some(Int(number)) : nil
        }
        guard let headerPosition = position(cursor.uint32()), let categoryCount = cursor.count(itemBytes: 12) else {
            return nil
        }
        var categories: [PhotoCategory] = []
        var categoryPositions: [Int] = []
        for _ in 0..<categoryCount {
            guard let id = cursor.string(), let title = cursor.string(), let found = position(cursor.uint32()),
                let cover = found
            else { return nil }
            categories.append(PhotoCategory(id: id, title: title, photo: photos[cover]))
            categoryPositions.append(cover)
        }
        guard let errors = cursor.stringList(), let rejections = cursor.stringList(),
            let unlistedErrors = cursor.uint32(), let unlistedRejections = cursor.uint32()
        else { return nil }
        let messages = [errors, rejections]
        guard let fileCount = cursor.count(itemBytes: 8) else { return nil }
        var files: [String: String?] = [:]
        for _ in 0..<fileCount {
            guard let text = cursor.string(), let resolved = cursor.optionalString() else { return nil }
            files[text] = resolved
        }
        guard cursor.isAtEnd else { return nil }
        var library = PhotoLibrary(
            photos: photos, header: headerPosition.map { photos[$0] }, categories: categories, errors: messages[0])
        library.rejections = messages[1]
        library.unlistedErrors = Int(unlistedErrors)
        library.unlistedRejections = Int(unlistedRejections)
        return Contents(
            library: library, headerPosition: headerPosition, categoryPositions: categoryPositions, files: files)
    }
}
