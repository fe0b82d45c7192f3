import ArgumentParser
import Foundation
import Geometry
import Platform
import Session
import Splash

/// The `splash` executable: opens the window, or runs a script headless.
@main
struct SplashCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splash",
        abstract: "An iOS photo app's best interactions, on the desktop.",
        discussion: """
            With no options, opens a 414×736 window showing the photo feed. Drag to scroll, \
            press a photo to feel the press-down spring; the wheel, arrow keys, Page Up/Down, \
            Home, End and Space scroll too.

            In the window: F1 lists the keyboard shortcuts, F3 shows or hides the performance \
            HUD, M opens the motion panel (tune every spring live; Ctrl+S saves a motion file), S toggles slow animations (like the iOS Simulator's Debug ▸ Slow Animations), \
            F2 saves a shot to --frames, or without it to Splash/ in your pictures folder (else \
            the download folder), and records a 'shot' line with --record; F11 toggles \
            full screen, Ctrl+C over a photo copies it (image and credit), Ctrl+V adds an image \
            or image files from the clipboard; a held photo dragged out of the window can be \
            dropped on other programs (X11). Ctrl+Q, Ctrl+W, closing the window or Ctrl-C in \
            the terminal ends the session and writes --record, --stats-out and --state-out.

            Script format (one event per line, '#' starts a comment):
              <ms> down X Y | move X Y | up X Y | wheel DX DY | key NAME | resize W H
              <ms> focus-lost | drop PATH | shot NAME | end
            """,
        version: SplashVersion.current)

    @Flag(help: "Run with no window, on the software renderer; needs --script.")
    var headless = false

    @Option(help: ArgumentHelp("Input script to play (see the format above).", valueName: "file"))
    var script: String?

    @Option(help: ArgumentHelp("Folder for the PNGs of 'shot' lines (created if missing).", valueName: "dir"))
    var frames: String?

    @Flag(
        help:
            "With --frames, also write every frame as frame-NNNNN.png (headless: one per --fps tick, an unchanged frame repeated, ready for ffmpeg; a window: each frame drawn, read back before it is shown)."
    )
    var everyFrame = false

    @Flag(
        name: .customLong("redraw-whole"),
        help:
            "With --headless, draw every frame whole instead of only what changed since the last (the same pixels, more work: to compare)."
    )
    var redrawWhole = false

    @Option(name: .customLong("state-out"), help: ArgumentHelp("Write the JSON state report here at the end.", valueName: "file"))
    var stateOut: String?

    @Option(help: "Frames per second to render (the simulation always steps at 240 Hz).")
    var fps: Int = 60

    @Option(help: ArgumentHelp("Folder downloads are saved to (default: the XDG download folder).", valueName: "dir"))
    var downloads: String?

    @Option(help: ArgumentHelp("Window size in points.", valueName: "WxH"))
    var size: WindowSize = WindowSize(argument: "414x736")!

    @Option(
        help: ArgumentHelp(
            "Device pixels per point: the window is this many times its size in pixels and everything is drawn at it (default: the desktop's GDK_SCALE or Xft.dpi ÷ 96; 1 for --headless).",
            valueName: "n"))
    var scale: Double?

    @Option(
        help: ArgumentHelp(
            "Show this folder's JPEG, PNG, WebP, GIF, BMP and TIFF files (not its subfolders) instead of the bundled photos.", valueName: "dir"))
    var photos: String?

    @Option(
        help: ArgumentHelp(
            "A photos.json manifest to show instead of the bundled one; its photos must be inside its folder (or an --allow-dir).", valueName: "file")
    )
    var manifest: String?

    @Option(
        name: .customLong("allow-dir"),
        help: ArgumentHelp("Another folder a manifest's photos may come from (repeatable).", valueName: "dir"))
    var allowDir: [String] = []

    @Option(
        name: .customLong("max-megapixels"),
        help: ArgumentHelp(
            "Largest image decoded, in megapixels; bigger files are refused from their header (default 100).",
            valueName: "n"))
    var maxMegapixels: Double = Double(ImageStore.defaultPixelBudget) / 1_000_000

    @Option(
        name: .customLong("stats-out"),
        help: ArgumentHelp(
            "Write frame-time percentiles, missed frames, input latency, startup and peak memory as JSON at exit.",
            valueName: "file"))
    var statsOut: String?

    @Option(
        name: .customLong("stats-from"),
        help: ArgumentHelp(
            "With --headless --stats-out, time only frames rendered from this script time on (e.g. after the first screen has faded in).",
            valueName: "ms"))
    var statsFrom: Int = 0

    @Flag(help: "With --headless, pace frames to the wall clock as a window would (for measuring with --decode background).")
    var realtime = false

    @Option(
        help: ArgumentHelp(
            "How --headless decodes images: 'sync' (deterministic, the default) or 'background' (as a window does; for measuring startup).",
            valueName: "mode"))
    var decode: DecodeMode = .sync

    @Option(
        help: ArgumentHelp(
            "Window only: what draws the frames: 'gpu' (SDL's OpenGL renderer), 'cpu' (SDL's software renderer into pixels it keeps, drawing only what changed) or 'auto': the GPU unless its OpenGL is a CPU emulating one (Mesa's llvmpipe: virtual machines, remote desktops), then 'cpu'.",
            valueName: "mode"))
    var renderer: WindowRendering = .automatic

    @Option(help: ArgumentHelp("The Assets folder (default: found beside the program).", valueName: "dir"))
    var assets: String?

    @Option(
        help: ArgumentHelp(
            "Window only: write the session's input as a script here at exit, for --script or --headless to replay.",
            valueName: "file"))
    var record: String?

    @Flag(help: "Window only: show the performance HUD (fps, frame-time graph, steps per frame, dropped frames); F3 toggles it.")
    var hud = false

    @Option(
        help: ArgumentHelp(
            "Run animations and physics N times slower (gestures keep real time); in a window S toggles it.",
            valueName: "n"))
    var slow: Double = 1

    @Flag(name: .customLong("reduce-motion"), help: "Cross-fade instead of springs and zooms, as iOS's Reduce Motion setting does.")
    var reduceMotion = false

    @Option(
        help: ArgumentHelp(
            "A JSON file of motion values (springs in SwiftUI, UIKit or physical terms, scales, distances) replacing the defaults; see README, 'Tuning motion'.",
            valueName: "file"))
    var motion: String?

    @Option(
        name: .customLong("export-motion"),
        help: ArgumentHelp(
            "Print every motion value (the defaults, or --motion's) as swiftui, uikit, compose or css code, and exit.",
            valueName: "format"))
    var exportMotion: MotionExport?

    @Option(
        name: .customLong("contact-sheet"),
        help: ArgumentHelp("With --frames: at the end, also draw the run's shots side by side into this PNG.", valueName: "file"))
    var contactSheet: String?

    func validate() throws {
        guard fps >= 1 && fps <= 1000 else { throw ValidationError("--fps must be between 1 and 1000") }
        if let scale { guard scale > 0 && scale <= 4 else { throw ValidationError("--scale must be in (0, 4]") } }
        if headless && script == nil { throw ValidationError("--headless needs --script FILE") }
        if everyFrame && frames == nil { throw ValidationError("--every-frame needs --frames DIR") }
        if contactSheet != nil && frames == nil { throw ValidationError("--contact-sheet needs --frames DIR") }
        guard slow >= 1 && slow <= 100 else { throw ValidationError("--slow must be between 1 and 100") }
        if headless && record != nil { throw ValidationError("--record records a window's session; it needs no --headless") }
        if headless && hud { throw ValidationError("--hud shows in a window; it needs no --headless") }
        guard maxMegapixels >= 1 && maxMegapixels <= 1000 else { throw ValidationError("--max-megapixels must be between 1 and 1000") }
        if let downloads, downloads.isEmpty { throw ValidationError("--downloads needs a folder name, not an empty one") }
        if let frames, frames.isEmpty { throw ValidationError("--frames needs a folder name, not an empty one") }
        guard statsFrom >= 0 && statsFrom <= Script.maximumMilliseconds else {
            throw ValidationError("--stats-from must be between 0 and \(Script.maximumMilliseconds) ms")
        }
    }

    /// Parses and runs like ArgumentParser's own `main`, except that a bad option is
    /// bad command-line input like any other (DESIGN.md): one line on standard error
    /// and exit 2, instead of the usage text and exit 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            var message = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad option"
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            FileHandle.standardError.write(Data("splash: \(message) (see splash --help)\n".utf8))
            Foundation.exit(2)
        }
    }

    func run() throws {
        if let exportMotion {
            do {
                let tuning = try motion.map { path throws(MotionFile.Problem) in try MotionFile.load(path: path) } ?? .defaults
                print(exportMotion.text(for: tuning), terminator: "")
                return
            } catch {
                Failure(error.message, exitCode: 2).printToStandardError()
                throw ExitCode(2)
            }
        }
        var options = SessionOptions()
        options.headless = headless
        options.script = script
        options.frames = frames
        options.everyFrame = everyFrame
        options.redrawWhole = redrawWhole
        options.stateOut = stateOut
        options.fps = fps
        options.downloads = downloads
        options.size = size.size
        options.scale = scale
        options.photos = photos
        options.manifest = manifest
        options.allowDir = allowDir
        options.maxMegapixels = maxMegapixels
        options.statsOut = statsOut
        options.statsFrom = statsFrom
        options.realtime = realtime
        options.decode = decode
        options.rendering = renderer
        options.assets = assets
        options.record = record
        options.hud = hud
        options.slow = slow
        options.reduceMotion = reduceMotion
        options.contactSheet = contactSheet
        options.motion = motion
        do {
            try options.run()
        } catch let failure as Failure {
            failure.printToStandardError()
            throw ExitCode(failure.exitCode)
        }
    }
}
