import Geometry
import Platform

/// What one run of Splash is asked to do: the command line's options as plain values,
/// so the runners (and the tests that drive them in-process) need no argument parser.
/// `splash`'s `@main` fills one from its flags.
public struct SessionOptions: Sendable {
    /// Run with no window, on the software renderer (needs `script`).
    public var headless = false
    /// Input script to play.
    public var script: String?
    /// Folder for the PNGs of `shot` lines.
    public var frames: String?
    /// With `frames`, also write every frame.
    public var everyFrame = false
    /// Headless: draw every frame whole instead of only what changed since the last.
    public var redrawWhole = false
    /// Headless: called with each frame drawn, its index and its pixels, in-process (the
    /// tests that check a frame drawn in part is the frame drawn whole).
    public var frameObserver: (@Sendable (Int, PixelBuffer) -> Void)?
    /// Where the JSON state report goes at the end.
    public var stateOut: String?
    /// Frames per second to render (the simulation always steps at 240 Hz).
    public var fps = 60
    /// Folder downloads are saved to (default: the XDG download folder).
    public var downloads: String?
    /// Window size in points.
    public var size = Size(width: 414, height: 736)
    /// Device pixels per point (nil: the desktop's; 1 headless).
    public var scale: Double?
    /// What draws a window's frames (`--renderer`); headless runs always draw on the CPU.
    public var rendering = WindowRendering.automatic
    /// A folder of images to show instead of the bundled photos.
    public var photos: String?
    /// A manifest to show instead of the bundled one, and other folders its photos may
    /// come from.
    public var manifest: String?
    public var allowDir: [String] = []
    /// Largest image decoded, in megapixels.
    public var maxMegapixels = 100.0
    /// Where frame statistics go at exit, and the script time they start from.
    public var statsOut: String?
    public var statsFrom = 0
    /// Headless: pace frames to the wall clock as a window would.
    public var realtime = false
    /// How headless runs decode images.
    public var decode = DecodeMode.sync
    /// The Assets folder (default: found beside the program).
    public var assets: String?
    /// Window only: where the session's input is written as a script at exit.
    public var record: String?
    /// Window only: show the performance HUD.
    public var hud = false
    /// Run animations and physics this many times slower.
    public var slow = 1.0
    /// Cross-fade instead of springs and zooms.
    public var reduceMotion = false
    /// A motion file whose values replace the defaults (`MotionFile`).
    public var motion: String?
    /// With `frames`: the run's shots side by side in this PNG at the end.
    public var contactSheet: String?

    public init() {}

    /// Runs the session: headless when asked, else in a window. A `Failure` says what
    /// went wrong in one line, with its exit code.
    public func run() throws {
        let setup = try Setup(options: self)
        if headless {
            // Loaded before the first step, so a run is a function of its steps alone.
            try HeadlessRunner(setup: setup, library: try setup.loadLibrary(), options: self).run()
        } else {
            // The window opens at once and loads the photos behind a loading screen.
            try LiveRunner(setup: setup, options: self).run()
        }
    }
}
