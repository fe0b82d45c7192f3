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
/// replaced ("name (2).jpg" and so on). Any failure removes the temporary file, so a
/// failed save leaves nothing behind.
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
    /// browsers save downloads).
    static let fileMode: mode_t = 0o644
    /// Prefix and suffix of the temporary file; the leading dot hides it from file managers.
    static let temporaryPrefix = ".splash-"
    static let temporarySuffix = ".partial"

    public init(folder: String) {
        self.folder = folder
    }

    /// Saves `photo`'s file and returns the absolute path written.
    public func save(_ photo: Photo) -> Result<String, DownloadFailure> {
        let manager = FileManager.default
        guard manager.isReadableFile(atPath: photo.path), let source = FileHandle(forReadingAtPath: photo.path) else {
            return .failure(.sourceMissing(path: photo.path))
        }
        defer { try? source.close() }
        let directory = (folder as NSString).standardizingPath
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(.unwritableFolder(folder: directory, reason: Downloader.reason(of: error)))
        }
        let temporary = directory + "/" + Downloader.temporaryPrefix + UUID().uuidString + Downloader.temporarySuffix
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, Downloader.fileMode)
        guard descriptor >= 0 else { return .failure(Downloader.failure(errno: errno, folder: directory)) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
            unlink(temporary)
        }
        if let failure = copy(from: source, to: descriptor, folder: directory) { return .failure(failure) }
        guard fsync(descriptor) == 0 else { return .failure(Downloader.failure(errno: errno, folder: directory)) }
        closed = true
        guard close(descriptor) == 0 else { return .failure(Downloader.failure(errno: errno, folder: directory)) }
        let name = Downloader.fileName(for: photo)
        for index in 1...Downloader.maximumCollisionIndex {
            let destination = directory + "/" + Downloader.candidate(name, index: index)
            switch place(temporary, at: destination) {
            case 0:
                Downloader.syncDirectory(directory)
                return .success(destination)
            case EEXIST:
                continue
            case let code:
                return .failure(Downloader.failure(errno: code, folder: directory))
            }
        }
        return .failure(.failed(reason: "too many files named \(name.stem) in \(directory)"))
    }

    /// Copies the source to the descriptor in chunks; nil on success.
    private func copy(from source: FileHandle, to descriptor: Int32, folder: String) -> DownloadFailure? {
        while true {
            let chunk: Data
            do {
                chunk = try source.read(upToCount: Downloader.chunkSize) ?? Data()
            } catch {
                return .failed(reason: "cannot read the photo file (\(Downloader.reason(of: error)))")
            }
            if chunk.isEmpty { return nil }
            let failure: DownloadFailure? = chunk.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        return Downloader.failure(errno: errno, folder: folder)
                    }
                    written += result
                }
                return nil
            }
            if let failure { return failure }
        }
    }

    /// Gives the temporary file its name without ever replacing a file: link(2) fails
    /// with EEXIST when the name is taken. Returns 0 or an errno. Filesystems without
    /// hard links fall back to a checked rename.
    private func place(_ temporary: String, at destination: String) -> Int32 {
        if link(temporary, destination) == 0 { return 0 }
        let code = errno
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK || code == ENOSYS else {
            return code
        }
        if FileManager.default.fileExists(atPath: destination) { return EEXIST }
        return rename(temporary, destination) == 0 ? 0 : errno
    }

    /// Makes the new directory entry durable too; a failure here loses nothing already
    /// written, so it is not reported.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    // MARK: Names

    /// A file name split into its stem and extension.
    public struct FileName: Equatable, Sendable {
        public var stem: String
        public var pathExtension: String
    }

    /// "Photographer - id.ext", sanitised: no path separators or control characters, no
    /// leading dot, at most `maximumStemBytes` bytes of UTF-8 before the extension.
    public static func fileName(for photo: Photo) -> FileName {
        let raw = photo.authorName.isEmpty ? photo.id : "\(photo.authorName) - \(photo.id)"
        var stem = String(String.UnicodeScalarView(raw.unicodeScalars.map { scalar in
            scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control ? "_" : scalar
        }))
        stem = stem.trimmingCharacters(in: .whitespaces)
        while stem.hasPrefix(".") { stem.removeFirst() }
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

    private static func failure(errno code: Int32, folder: String) -> DownloadFailure {
        switch code {
        case ENOSPC, EDQUOT: return .diskFull(folder: folder)
        case EACCES, EPERM, EROFS, ENOTDIR, ENOENT: return .unwritableFolder(folder: folder, reason: describe(code))
        default: return .failed(reason: describe(code))
        }
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The system's reason inside a Foundation error, one line.
    private static func reason(of error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return describe(Int32(nsError.code)) }
        return nsError.localizedDescription.replacingOccurrences(of: "\n", with: " ")
    }
}
