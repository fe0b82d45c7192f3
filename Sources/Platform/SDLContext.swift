internal import CSDL2
import Foundation

/// SDL, SDL_image and SDL_ttf, initialised once per process.
///
/// A headless run never starts the video subsystem, so it needs no display; a windowed
/// run asks for video and gets a clear error when there is no display to open. SDL is
/// left running until the process exits: quitting and re-initialising it between
/// windows or test cases buys nothing and races with textures still alive.
public final class SDLContext: @unchecked Sendable {
    /// Guards `shared` and `hasVideo`: tests and the app may start SDL from any thread.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: SDLContext?

    /// True once the video subsystem (windows, clipboard, the event queue) is up.
    public private(set) var hasVideo = false

    private init() {}

    /// Starts SDL the first time and returns the process's context; with `video`, also
    /// starts the video subsystem if it is not running yet.
    public static func start(video: Bool) throws -> SDLContext {
        lock.lock()
        defer { lock.unlock() }
        let context: SDLContext
        if let existing = shared {
            context = existing
        } else {
            try startCore()
            context = SDLContext()
            shared = context
        }
        if video && !context.hasVideo {
            try startVideo()
            context.hasVideo = true
        }
        return context
    }

    /// Core SDL, image decoders and fonts: everything a headless canvas needs.
    private static func startCore() throws {
        // Textures made from now on filter linearly when scaled (DESIGN.md, pitfalls).
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        guard SDL_Init(UInt32(SDL_INIT_EVENTS | SDL_INIT_TIMER)) == 0 else {
            throw PlatformError("cannot start SDL: \(String(cString: SDL_GetError()))")
        }
        let wanted = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue | IMG_INIT_WEBP.rawValue)
        let required = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue)
        // WebP is welcome but optional: Splash's own assets are JPEG, PNG and SVG.
        guard IMG_Init(wanted) & required == required else {
            throw PlatformError("cannot start SDL_image (JPEG/PNG): \(String(cString: SDL_GetError()))")
        }
        guard TTF_Init() == 0 else {
            throw PlatformError("cannot start SDL_ttf: \(String(cString: SDL_GetError()))")
        }
    }

    /// Video drivers that need no display server.
    private static let displaylessDrivers: Set<String> = ["dummy", "offscreen", "kmsdrm"]

    private static let noDisplay = "there is no display to open a window on; run with --headless"

    /// Why a window cannot open in this environment, before SDL tries; nil when it may.
    static func missingDisplay(environment: [String: String]) -> String? {
        #if os(Linux)
            let driver = environment["SDL_VIDEODRIVER"] ?? ""
            let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            if !hasDisplay && !displaylessDrivers.contains(driver) {
                return "\(noDisplay) (DISPLAY and WAYLAND_DISPLAY are unset)"
            }
        #endif
        return nil
    }

    private static func startVideo() throws {
        if let problem = missingDisplay(environment: ProcessInfo.processInfo.environment) {
            throw PlatformError(problem)
        }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw PlatformError("\(noDisplay) (\(String(cString: SDL_GetError())))")
        }
    }
}
