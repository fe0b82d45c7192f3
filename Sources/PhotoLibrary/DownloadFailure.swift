/// Why a download could not be saved, as the one-line message the toast and the report
/// show (DESIGN.md: errors a user can cause become a clear one-line message).
public enum DownloadFailure: Error, Equatable, Sendable {
    /// The photo's original file is gone.
    case sourceMissing(path: String)
    /// The photo's original file is there but cannot be read (permissions, not a
    /// regular file…), with the reason in plain words.
    case unreadableSource(path: String, reason: String)
    /// The download folder cannot be created or written.
    case unwritableFolder(folder: String, reason: String)
    /// The disk (or quota) filled up while writing.
    case diskFull(folder: String)
    /// Any other I/O failure, with the system's reason.
    case failed(reason: String)

    public var message: String {
        switch self {
        case .sourceMissing(let path):
            return "Download failed: the photo file \(path) is missing"
        case .unreadableSource(let path, let reason):
            return "Download failed: cannot read the photo file \(path) (\(reason))"
        case .unwritableFolder(let folder, let reason):
            return "Download failed: cannot write to \(folder) (\(reason))"
        case .diskFull(let folder):
            return "Download failed: the disk holding \(folder) is full"
        case .failed(let reason):
            return "Download failed: \(reason)"
        }
    }
}
