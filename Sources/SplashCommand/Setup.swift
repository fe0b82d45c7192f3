import Foundation
import Geometry
import Splash

/// What both runners need before the first frame: assets, photos, the script and the
/// download folder, each checked with a clear message.
struct Setup {
    var assetsFolder: String
    var library: PhotoLibrary
    var script: Script?
    var downloadsFolder: String
    var reduceMotion: Bool

    /// When the program began, for the startup time in `--stats-out`.
    let started = ContinuousClock().now

    init(command: SplashCommand) throws {
        guard let assets = AssetsLocator.locate(explicit: command.assets) else {
            throw Failure("cannot find the Assets folder (fonts, photos); pass --assets DIR")
        }
        assetsFolder = assets
        if let path = command.script {
            do {
                script = try Script(contentsOfFile: path)
            } catch {
                throw Failure(error.description, exitCode: 2)
            }
        }
        if let folder = command.photos {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Failure("--photos \(folder): no such folder", exitCode: 2)
            }
            library = FolderPhotoSource.load(folder: folder)
        } else {
            library = PhotoLibrary.load(manifest: command.manifest ?? assets + "/photos.json")
        }
        downloadsFolder = command.downloads ?? DownloadsFolder.resolve()
        reduceMotion = command.reduceMotion
    }

    var regularFont: String { assetsFolder + "/Fonts/Inter-Regular.otf" }
    var boldFont: String { assetsFolder + "/Fonts/Inter-Bold.otf" }
    var iconsFolder: String { assetsFolder + "/Icons" }
    /// The application icon drawn at `size` pixels (Tools/make_icon.py).
    func appIconPath(size: Int) -> String { assetsFolder + "/AppIcon/splash-\(size).png" }

    func configuration(viewport: Size, displayScale: Double) -> AppConfiguration {
        var configuration = AppConfiguration(viewport: viewport, library: library, iconsFolder: iconsFolder,
                                             downloadsFolder: downloadsFolder, displayScale: displayScale)
        configuration.reduceMotion = reduceMotion
        return configuration
    }
}
