import Files
import Foundation
import Geometry
import PhotoLibrary
import Splash

/// What both runners need before the first frame: assets, the script, the motion file
/// and the download folder, each checked with a clear message before any window opens;
/// and where the photos come from, whose load (seconds for a million photos) is a step
/// of its own: headless runs take it at once (`loadLibrary()`), the window in the
/// background while it shows a loading screen (`LibraryLoader`), and both hand what they
/// got to `accept(_:)`.
struct Setup {
    var assetsFolder: String
    var photoSource: PhotoSource
    var script: Script?
    var downloadsFolder: String
    var reduceMotion: Bool
    /// The motion values (`--motion FILE`, else the defaults).
    var motion: MotionTuning

    let options: SessionOptions

    /// When the program began, for the startup time in `--stats-out`.
    let started = ContinuousClock().now

    init(options: SessionOptions) throws {
        guard let assets = AssetsLocator.locate(explicit: options.assets) else {
            throw Failure("cannot find the Assets folder (fonts, photos); pass --assets DIR")
        }
        assetsFolder = assets
        self.options = options
        if let path = options.script {
            do {
                script = try Script(contentsOfFile: path)
            } catch {
                throw Failure(error.description, exitCode: 2)
            }
        }
        if let folder = options.photos {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Failure("--photos \(folder): no such folder", exitCode: 2)
            }
            photoSource = .folder(folder)
        } else {
            photoSource = .manifest(
                path: options.manifest ?? assets + "/photos.json", allowedFolders: options.allowDir,
                cacheFolder: Setup.manifestCacheFolder(environment: ProcessInfo.processInfo.environment))
        }
        // Absolute, so the report's `downloads` and every toast name a path that means
        // the same from any folder (DESIGN.md: "absolute paths").
        downloadsFolder = URL(fileURLWithPath: options.downloads ?? DownloadsFolder.resolve()).standardizedFileURL.path
        reduceMotion = options.reduceMotion
        // A motion file is read before anything opens: a bad one is one line, exit 2.
        do {
            motion = try options.motion.map { path throws(MotionFile.Problem) in try MotionFile.load(path: path) } ?? .defaults
        } catch {
            throw Failure(error.message, exitCode: 2)
        }
        // Temporary files a killed run left behind (ours by their name); the wall clock
        // only dates files here, it decides nothing in the simulation.
        let now = Date().timeIntervalSince1970
        for folder in [downloadsFolder, options.frames].compactMap({ $0 }) {
            AtomicFile.removeStaleTemporaries(in: (folder as NSString).standardizingPath, now: now)
        }
    }

    /// Loads the photos here and now (headless: everything stays a function of the steps).
    func loadLibrary() throws -> PhotoLibrary {
        try accept(photoSource.load())
    }

    /// Checks a loaded library: a manifest with entries out of range is refused whole
    /// (exit 2); every entry or file skipped is printed to standard error.
    func accept(_ library: PhotoLibrary) throws -> PhotoLibrary {
        // A manifest lying about a size is refused whole (exit 2), in one line naming the
        // first such entry, as a script stops at its first bad line.
        if let first = library.rejections.first {
            let more = library.rejections.count + library.unlistedRejections - 1
            throw Failure(
                first + (more > 0 ? " (and \(more) more entr\(more == 1 ? "y" : "ies") out of range)" : ""),
                exitCode: 2)
        }
        // Every file or entry skipped, one line each (past the first hundred, how many
        // more: ListedProblems), where the toast points.
        if library.errorCount > 0 {
            let source = options.photos.map { "--photos \($0)" } ?? (options.manifest ?? "the photo manifest")
            var lines = ["splash: \(source): \(library.errorCount) skipped:"]
            lines += library.errorLines.map { "  " + $0 }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        }
        return library
    }

    /// Where large manifests' caches live (`ManifestCache`): the XDG cache folder,
    /// `$XDG_CACHE_HOME/splash/manifests`, else `~/.cache/splash/manifests`; nil when
    /// neither is known (then every start reads the manifest).
    static func manifestCacheFolder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/splash/manifests" }
        if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/splash/manifests" }
        return nil
    }

    /// The decoder's pixel budget, from `--max-megapixels`.
    var pixelBudget: Int { Int(saturating: (options.maxMegapixels * 1_000_000).rounded()) }

    var regularFont: String { assetsFolder + "/Fonts/Inter-Regular.otf" }
    var boldFont: String { assetsFolder + "/Fonts/Inter-Bold.otf" }
    var iconsFolder: String { assetsFolder + "/Icons" }
    /// The application icon drawn at `size` pixels (Tools/make_icon.py).
    func appIconPath(size: Int) -> String { assetsFolder + "/AppIcon/splash-\(size).png" }

    func configuration(viewport: Size, displayScale: Double, library: PhotoLibrary) -> AppConfiguration {
        var configuration = AppConfiguration(
            viewport: viewport, library: library, iconsFolder: iconsFolder,
            downloadsFolder: downloadsFolder, displayScale: displayScale)
        configuration.reduceMotion = reduceMotion
        configuration.motion = motion
        configuration.motionFilePath = options.motion.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        return configuration
    }
}
