import Foundation
import Geometry

/// Where F2 saves a frame when no `--frames` folder was given: `Splash/` in the user's
/// pictures folder (`XDG_PICTURES_DIR`, else `~/Pictures`) when that folder exists,
/// otherwise the download folder, so a shot always lands somewhere the user can find.
public enum ShotsFolder {
    /// The folder a shot goes to (not created here: saving creates it).
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        downloads: String? = nil
    ) -> String {
        let pictures = XDGUserDirectory.resolve("PICTURES", fallback: "Pictures", environment: environment)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: pictures, isDirectory: &isDirectory), isDirectory.boolValue {
            return (pictures as NSString).appendingPathComponent("Splash")
        }
        return downloads ?? DownloadsFolder.resolve(environment: environment)
    }

    /// Saves a PNG already written to `temporaryPNG` into `folder` as "Splash shot.png"
    /// ("Splash shot (2).png" and so on), with the download folder's safe method
    /// (`Downloader`: flushed, linked into place, never replacing a file), then removes
    /// the temporary file. Returns the path written or why not.
    public static func keep(_ temporaryPNG: String, in folder: String) -> Result<String, DownloadFailure> {
        defer { try? FileManager.default.removeItem(atPath: temporaryPNG) }
        let shot = Photo(
            id: "Splash shot", path: temporaryPNG, pixelSize: .zero, color: .white,
            description: "", authorName: "")
        return Downloader(folder: folder).save(shot)
    }
}
