import Geometry
import PhotoLibrary

/// Everything the app needs to start, decided by the command line.
public struct AppConfiguration: Sendable {
    /// docs/MOTION.md: the default window is 414 × 736 points.
    public static let defaultViewport = Size(width: 414, height: 736)

    public var viewport: Size
    public var library: PhotoLibrary
    /// Folder of the SVG icons (Assets/Icons).
    public var iconsFolder: String
    /// Where downloads are saved.
    public var downloadsFolder: String
    /// Output pixels per point.
    public var displayScale: Double
    /// iOS's Reduce Motion: cross-fades replace springs and zooms (`--reduce-motion`).
    public var reduceMotion = false
    /// Whether saves copy their bytes on a worker thread (a window) instead of in the
    /// step that asked (headless and tests: deterministic).
    public var savesInBackground = false
    /// The motion values: springs, scales and distances a motion file may tune
    /// (`--motion FILE`), else docs/MOTION.md's defaults.
    public var motion = MotionTuning.defaults
    /// The motion file the values came from (`--motion FILE`): the panel's Ctrl+S writes
    /// back to it; without one it saves a new file beside the downloads.
    public var motionFilePath: String?

    public init(
        viewport: Size = AppConfiguration.defaultViewport, library: PhotoLibrary, iconsFolder: String,
        downloadsFolder: String, displayScale: Double = 1
    ) {
        self.viewport = viewport
        self.library = library
        self.iconsFolder = iconsFolder
        self.downloadsFolder = downloadsFolder
        self.displayScale = displayScale
    }
}
