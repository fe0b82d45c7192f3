import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written whole or not at all: bytes go to a hidden temporary file created
/// exclusively beside the destination (`O_EXCL | O_NOFOLLOW`: a planted file or symbolic
/// link makes the create fail instead of being followed), are flushed with fsync, and
/// only then get their real name. Dropping an uncommitted file removes its temporary.
///
/// Downloads (`commitWithoutReplacing`, never replacing a file) and shots (`commit`,
/// replacing an older shot of the same name) share this one method.
public final class AtomicFile {
    /// Prefix and suffix of temporary files; the leading dot hides them from file
    /// managers, and the start-up clean-up recognises them by both.
    public static let temporaryPrefix = ".splash-"
    public static let temporarySuffix = ".partial"
    /// Temporary files older than this are left over from a killed run (tuned: a save
    /// of a 2 GB photo takes seconds, not minutes).
    public static let staleAge = 60.0

    public let folder: String
    public let temporaryPath: String
    private var descriptor: Int32
    private var committed = false

    /// Creates the temporary file in `folder` (which must exist) with `mode` permissions.
    public init(folder: String, mode: mode_t = 0o644) throws(FileProblem) {
        self.folder = folder
        temporaryPath = folder + "/" + AtomicFile.temporaryPrefix + UUID().uuidString + AtomicFile.temporarySuffix
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileProblem(path: folder, errno: errno) }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        if !committed { unlink(temporaryPath) }
    }

    /// Appends bytes, retrying short writes.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileProblem) {
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw FileProblem(path: folder, errno: errno)
            }
            written += result
        }
    }

    public func write(_ bytes: [UInt8]) throws(FileProblem) {
        let failure: FileProblem? = bytes.withUnsafeBytes { buffer in
            do throws(FileProblem) { try write(buffer) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Flushes to disk and closes; the bytes are safe once this returns.
    private func finishWriting() throws(FileProblem) {
        guard descriptor >= 0 else { return }
        guard fsync(descriptor) == 0 else { throw FileProblem(path: folder, errno: errno) }
        let closing = descriptor
        descriptor = -1
        guard close(closing) == 0 else { throw FileProblem(path: folder, errno: errno) }
    }

    /// Gives the file the name `path`, replacing what was there (rename(2) replaces a
    /// symbolic link itself, never the file it points to).
    public func commit(to path: String) throws(FileProblem) {
        try finishWriting()
        guard rename(temporaryPath, path) == 0 else { throw FileProblem(path: path, errno: errno) }
        committed = true
        AtomicFile.syncFolder(folder)
    }

    /// Gives the file the first of `names` (file names in `folder`) that is free, never
    /// replacing a file: link(2) fails with EEXIST when the name is taken. Returns the
    /// path written, or nil when every name was taken. Filesystems without hard links
    /// fall back to a checked rename.
    public func commitWithoutReplacing(names: some Sequence<String>) throws(FileProblem) -> String? {
        try finishWriting()
        for name in names {
            let destination = folder + "/" + name
            if link(temporaryPath, destination) == 0 {
                unlink(temporaryPath)
                committed = true
                AtomicFile.syncFolder(folder)
                return destination
            }
            let code = errno
            if code == EEXIST { continue }
            guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK || code == ENOSYS else {
                throw FileProblem(path: folder, errno: code)
            }
            var info = stat()
            if lstat(destination, &info) == 0 { continue }
            guard rename(temporaryPath, destination) == 0 else { throw FileProblem(path: folder, errno: errno) }
            committed = true
            AtomicFile.syncFolder(folder)
            return destination
        }
        return nil
    }

    /// Makes the new directory entry durable too; a failure here loses nothing already
    /// written, so it is not reported.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// Removes temporary files a killed run left in `folder`: only regular files named
    /// `.splash-*.partial` (ours) whose last change is more than `staleAge` seconds
    /// before `now` (a save in progress in another window keeps its file). Returns the
    /// names removed.
    @discardableResult
    public static func removeStaleTemporaries(in folder: String, now: Double) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix) {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            guard now - modified > staleAge, unlink(path) == 0 else { continue }
            removed.append(name)
        }
        return removed
    }
}

/// write(2), named apart from `AtomicFile.write` so the call inside it is unambiguous.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
