import Foundation

/// Finds the user's download folder the way desktop Linux apps do (`XDGUserDirectory`):
/// `XDG_DOWNLOAD_DIR`, else `~/Downloads`.
public enum DownloadsFolder {
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        XDGUserDirectory.resolve("DOWNLOAD", fallback: "Downloads", environment: environment)
    }
}
