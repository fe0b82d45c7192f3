#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open, read-only regular file: a named pipe, a device, a socket or a folder is
/// refused before a single byte is read, so a hostile path can neither hang the app
/// (a FIFO blocks its reader forever) nor stream endlessly (`/dev/zero`).
///
/// The file is opened with `O_NONBLOCK`, so opening a FIFO with no writer returns at
/// once instead of waiting, and only then checked with `fstat` on the open descriptor
/// (the thing actually read, not a name that could be swapped in between).
public final class RegularFile {
    public let path: String
    private let descriptor: Int32
    /// Size in bytes when opened.
    public let size: Int
    /// Permission bits (`0o644`…), so a copy is never more open than its source.
    public let permissions: mode_t
    /// Last modification, seconds since 1970.
    public let modificationTime: Double

    /// Opens `path` for reading; follows symbolic links (a photo folder may hold them)
    /// unless `followLinks` is false.
    public init(path: String, followLinks: Bool = true) throws(FileProblem) {
        self.path = path
        guard !path.isEmpty else { throw FileProblem(path: path, reason: "the path is empty") }
        guard !path.utf8.contains(0) else { throw FileProblem(path: path, reason: "the path contains a NUL character") }
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
        if !followLinks { flags |= O_NOFOLLOW }
        let opened = open(path, flags)
        guard opened >= 0 else { throw FileProblem(path: path, errno: errno) }
        var info = stat()
        guard fstat(opened, &info) == 0 else {
            let code = errno
            close(opened)
            throw FileProblem(path: path, errno: code)
        }
        if let kind = RegularFile.irregularKind(info.st_mode) {
            close(opened)
            throw FileProblem(path: path, reason: "is \(kind), not a regular file")
        }
        // Regular files ignore O_NONBLOCK, but clearing it keeps reads plainly blocking.
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        descriptor = opened
        size = Int(info.st_size)
        permissions = info.st_mode & 0o777
        modificationTime = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    }

    deinit { close(descriptor) }

    /// What a non-regular file is, in words; nil for a regular file.
    static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "a special file"
        }
    }

    /// Up to `count` bytes from the current position; empty at the end of the file.
    public func read(upToCount count: Int) throws(FileProblem) -> [UInt8] {
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, count - filled)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileProblem(path: path, errno: errno)
            }
            if result == 0 { break }
            filled += result
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// The whole file, refused when it is larger than `limit` bytes (a bound on memory,
    /// whatever the file claims).
    public func readAll(limit: Int) throws(FileProblem) -> [UInt8] {
        guard size <= limit else {
            throw FileProblem(path: path, reason: "is \(RegularFile.megabytes(size)), larger than the \(RegularFile.megabytes(limit)) limit")
        }
        // One byte more than the size tells a file that grew after it was opened.
        var bytes = try read(upToCount: size + 1)
        if bytes.count > size { bytes += try read(upToCount: limit + 1 - bytes.count) }
        guard bytes.count <= limit else {
            throw FileProblem(path: path, reason: "grew past the \(RegularFile.megabytes(limit)) limit while being read")
        }
        return bytes
    }

    /// Reads a regular file's first `count` bytes in one go.
    public static func prefix(of path: String, count: Int) throws(FileProblem) -> [UInt8] {
        try RegularFile(path: path).read(upToCount: count)
    }

    static func megabytes(_ bytes: Int) -> String {
        "\((bytes + (1 << 20) - 1) >> 20) MB"
    }
}

/// read(2), named apart from `RegularFile.read` so the call inside it is unambiguous.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
