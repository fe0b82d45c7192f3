import Foundation
import PhotoLibrary

/// Where a session's photos come from (`--manifest`, `--photos`, else the bundled
/// manifest), as a plain value a background thread can take and load.
enum PhotoSource: Sendable {
    case manifest(path: String, allowedFolders: [String], cacheFolder: String?)
    case folder(String)

    /// Reads the photos; see `PhotoLibrary.load` and `FolderPhotoSource.load` for what
    /// `progress` gets and what a cancelled load returns.
    func load(progress: LoadProgress? = nil) -> PhotoLibrary {
        switch self {
        case .manifest(let path, let allowedFolders, let cacheFolder):
            return PhotoLibrary.load(
                manifest: path, allowedFolders: allowedFolders, cacheFolder: cacheFolder, progress: progress)
        case .folder(let folder):
            return FolderPhotoSource.load(folder: folder, progress: progress)
        }
    }

    /// What the loading screen says is read: the manifest's file name or the folder's.
    var name: String {
        switch self {
        case .manifest(let path, _, _): return (path as NSString).lastPathComponent
        case .folder(let folder): return URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        }
    }
}
