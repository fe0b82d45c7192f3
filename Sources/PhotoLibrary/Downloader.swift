import Files
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves a photo's original bytes into the download folder, safely.
///
/// The bytes go to a hidden temporary file in the same folder, are flushed to disk with
/// fsync, and only then get their real name, with link(2) so an existing file is never
/// replaced ("name (2).jpg" and so on): `AtomicFile`, which shots use too. Any failure
/// removes the temporary file, so a failed save leaves nothing behind. Only a regular
/// file is copied (`RegularFile`).
public struct Downloader: Sendable {
    public var folder: String

    /// Longest file name stem in UTF-8 bytes: the usual 255-byte name limit less room
    /// for " (NNN)", the extension and the temporary suffix (tuned).
    public static let maximumStemBytes = 120
    /// How many "name (n)" candidates are tried before giving up (tuned; far beyond use).
    public static let maximumCollisionIndex = 10_000
    /// Bytes copied per read (tuned: large enough for few syscalls, small enough to
    /// keep memory flat for big originals).
    static let chunkSize = 1 << 20
    /// Permissions of a saved file: read-write for the user, readable by others (as
    /// browsers save downloads), never more open than the original file.
    static let fileMode: mode_t = 0o644

    public init(folder: String) {
        self.folder = folder
    }

    /// Saves `photo`'s file and returns the absolute path written.
    public func save(_ photo: Photo) -> Result<String, DownloadFailure> {
        begin(photo).flatMap { $0.finish() }
    }

    /// The quick part of a save, done where it is asked for: the source opened (a
    /// regular file only: a named pipe would block the save forever, a device would fill
    /// the disk), the folder made, the temporary file created. What remains — copying
    /// the bytes, which for a large original takes seconds — is `PendingDownload.finish`,
    /// which `DownloadQueue` may run on a worker thread.
    public func begin(_ photo: Photo) -> Result<PendingDownload, DownloadFailure> {
        let source: RegularFile
        do {
            source = try RegularFile(path: photo.path)
        } catch {
            if error.code == ENOENT { return .failure(.sourceMissing(path: photo.path)) }
            return .failure(.unreadableSource(path: photo.path, reason: error.reason))
        }
        guard !folder.isEmpty else { return .failure(.failed(reason: "no download folder was given")) }
        let directory = (folder as NSString).standardizingPath
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(.unwritableFolder(folder: directory, reason: Downloader.reason(of: error)))
        }
        // Never more open than the original: a private (0600) file stays private.
        let mode = (Downloader.fileMode & source.permissions) | 0o600
        do {
            let file = try AtomicFile(folder: directory, mode: mode)
            return .success(PendingDownload(photo: photo, source: source, file: file, folder: directory))
        } catch {
            return .failure(Downloader.failure(error, folder: directory))
        }
    }

    /// A save whose source and temporary file are open, waiting for its bytes.
    ///
    /// It moves to a worker thread exactly once and is used by one thread at a time, so
    /// it is safe to send although its file handles are not.
    public final class PendingDownload: @unchecked Sendable {
        public let photo: Photo
        private let source: RegularFile
        /// Bytes to copy.
        public var byteCount: Int { source.size }
        /// Bytes copied so far; read from another thread to show progress.
        public var copiedBytes: Int {
            progressLock.lock()
            defer { progressLock.unlock() }
            return copied
        }
        private let progressLock = NSLock()
        private var copied = 0
        private let file: AtomicFile
        private let folder: String

        init(photo: Photo, source: RegularFile, file: AtomicFile, folder: String) {
            self.photo = photo
            self.source = source
            self.file = file
            self.folder = folder
        }

        /// Copies the bytes, syncs them and gives the file its name.
        public func finish() -> Result<String, DownloadFailure> {
            do throws(FileProblem) {
                while true {
                    let chunk = try source.read(upToCount: Downloader.chunkSize)
                    if chunk.isEmpty { break }
                    try file.write(chunk)
                    progressLock.lock()
                    copied += chunk.count
                    progressLock.unlock()
                }
                let name = Downloader.fileName(for: photo)
                let names = (1...Downloader.maximumCollisionIndex).lazy.map { Downloader.candidate(name, index: $0) }
                guard let saved = try file.commitWithoutReplacing(names: names) else {
                    return .failure(.failed(reason: "too many files named \(name.stem) in \(folder)"))
                }
                return .success(saved)
            } catch {
                if error.path == photo.path { return .failure(.unreadableSource(path: photo.path, reason: error.reason)) }
                return .failure(Downloader.failure(error, folder: folder))
            }
        }
    }

    // MARK: Names

    /// A file name split into its stem and extension.
    public struct FileName: Equatable, Sendable {
        public var stem: String
        public var pathExtension: String
    }

    /// "Photographer - id.ext", sanitised: no path separators; no control, format or
    /// separator characters (a U+202E "right-to-left override" in a name would make
    /// "gpj.exe" read as "exe.jpg"), which are dropped; never beginning with "." (hidden)
    /// or "-" (read as an option by command-line tools); at most `maximumStemBytes`
    /// bytes of UTF-8 before the extension.
    public static func fileName(for photo: Photo) -> FileName {
        let raw = photo.authorName.isEmpty ? photo.id : "\(photo.authorName) - \(photo.id)"
        var scalars = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                continue
            default:
                scalars.append(scalar == "/" || scalar == "\\" ? "_" : scalar)
            }
        }
        var stem = String(scalars).trimmingCharacters(in: .whitespaces)
        while let first = stem.first, first == "." || first == "-" || first.isWhitespace { stem.removeFirst() }
        while stem.utf8.count > maximumStemBytes { stem.removeLast() }
        stem = stem.trimmingCharacters(in: .whitespaces)
        if stem.isEmpty { stem = "photo" }
        let ext = (photo.path as NSString).pathExtension.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        return FileName(stem: stem, pathExtension: ext.isEmpty ? "jpg" : String(ext.prefix(maximumExtensionLength)))
    }

    /// Longest extension kept (tuned: "jpeg", "webp", "tiff" fit).
    static let maximumExtensionLength = 5

    /// "name.jpg" for index 1, "name (2).jpg" after.
    static func candidate(_ name: FileName, index: Int) -> String {
        (index == 1 ? name.stem : "\(name.stem) (\(index))") + "." + name.pathExtension
    }

    // MARK: Errors

    static func failure(_ problem: FileProblem, folder: String) -> DownloadFailure {
        switch problem.code {
        case ENOSPC, EDQUOT: return .diskFull(folder: folder)
        case EACCES, EPERM, EROFS, ENOTDIR, ENOENT: return .unwritableFolder(folder: folder, reason: problem.reason)
        default: return .failed(reason: problem.reason)
        }
    }

    /// The system's reason inside a Foundation error, one line.
    private static func reason(of error: Error) -> String {
        FileProblem(path: "", error: error).reason
    }
}
