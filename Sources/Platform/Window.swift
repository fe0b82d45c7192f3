internal import CSDL2
import Foundation
import Geometry
import Gestures
import Tessellation

/// The app's one resizable window and its renderer.
///
/// Sizes are in points; `displayScale` is how many device pixels make a point, taken
/// from the renderer's output size because `SDL_WINDOW_ALLOW_HIGHDPI` does nothing on
/// X11 (DESIGN.md, pitfalls).
public final class Window {
    let sdlWindow: OpaquePointer
    /// What draws the frames: SDL's renderer on the window itself, or a canvas in memory
    /// that keeps its pixels and is copied to the window at each present
    /// (`WindowRendering`).
    private enum Drawing {
        case onWindow(OpaquePointer)
        case onCanvas(SoftwareCanvas)
    }
    private var drawing: Drawing
    /// What draws this window's frames, for `--stats-out` and the terminal: SDL's
    /// renderer and the OpenGL implementation behind it, or the CPU canvas and why.
    public let renderingDescription: String
    /// Device pixels per point, recomputed when the window is resized.
    public private(set) var displayScale: Double = 1
    /// The window's size in points.
    public private(set) var size: Size
    /// Points to window units asked for (`--scale`, or the desktop's): on X11, where a
    /// window is sized in pixels and SDL's HiDPI flag does nothing, a window of `size`
    /// points is `size × scale` pixels and everything is drawn at that scale.
    public let scale: Double

    /// Opens a window of `size` points at `scale`, its frames drawn as `rendering` says.
    /// Needs a context started with video.
    public init(
        context: SDLContext, size: Size, scale: Double = 1, title: String = "Splash",
        rendering: WindowRendering = .automatic
    ) throws {
        self.scale = max(scale, 0.25)
        guard context.hasVideo else { throw PlatformError("cannot open a window without video; run with --headless") }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard
            let window = SDL_CreateWindow(
                title, splash_windowpos_centered(), splash_windowpos_centered(),
                Int32(saturating: (size.width * self.scale).rounded()),
                Int32(saturating: (size.height * self.scale).rounded()), flags)
        else {
            throw PlatformError("cannot open a window: \(String(cString: SDL_GetError())); run with --headless")
        }
        // Vsync is not asked for: frames are paced by FramePacer (DESIGN.md, one frame).
        var onWindow: (renderer: OpaquePointer, description: String)?
        var onCanvasBecause = "asked for (--renderer cpu)"
        if rendering != .cpu {
            if let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) {
                var info = SDL_RendererInfo()
                SDL_GetRendererInfo(renderer, &info)
                let driver = info.name.map { String(cString: $0) } ?? "an accelerated renderer"
                let implementation = splash_gl_renderer_name().map { String(cString: $0) }
                if rendering == .automatic, let implementation, WindowRendering.isSoftwareRasterizer(implementation) {
                    SDL_DestroyRenderer(renderer)
                    onCanvasBecause = "\(driver) is \(implementation), a CPU emulating a GPU"
                } else {
                    onWindow = (renderer, implementation.map { "\(driver) on \($0)" } ?? driver)
                }
            } else {
                onCanvasBecause = "no accelerated renderer (\(String(cString: SDL_GetError())))"
            }
        }
        let made: (drawing: Drawing, description: String)
        if let onWindow {
            made = (.onWindow(onWindow.renderer), onWindow.description)
        } else {
            do {
                let canvas = try Self.makeCanvas(for: window, context: context, scale: self.scale)
                made = (.onCanvas(canvas), "SDL's software renderer into a kept canvas: \(onCanvasBecause)")
            } catch {
                // No canvas (the window system lends no pixels): any renderer SDL has.
                guard let renderer = SDL_CreateRenderer(window, -1, 0) else {
                    SDL_DestroyWindow(window)
                    throw PlatformError("cannot draw into the window: \(error); \(String(cString: SDL_GetError()))")
                }
                made = (.onWindow(renderer), "SDL's first renderer, as the canvas failed: \(error)")
            }
        }
        if case .onWindow(let renderer) = made.drawing { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        (drawing, renderingDescription) = made
        // SDL starts text input with the video system; Splash asks for it only while a
        // field has focus (`setTextInput`), else the `/` that focuses the search field
        // would also arrive as text and be typed into it.
        SDL_StopTextInput()
        sdlWindow = window
        self.size = size
        updateMetrics()
    }

    /// A canvas the window's size in pixels, at `scale`, to draw the frames into; the
    /// window's own pixels made ready to take them.
    private static func makeCanvas(for window: OpaquePointer, context: SDLContext, scale: Double) throws -> SoftwareCanvas {
        // The window's own pixels, not a texture SDL would draw through OpenGL: that is
        // the emulated GPU again.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard SDL_GetWindowSurface(window) != nil else {
            throw PlatformError("the window lends no pixels: \(String(cString: SDL_GetError()))")
        }
        let pixels = pixelSize(of: window)
        return try SoftwareCanvas(
            context: context, size: Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale),
            displayScale: scale)
    }

    /// The window's size in pixels.
    private static func pixelSize(of window: OpaquePointer) -> (width: Int32, height: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &width, &height)
        return (max(1, width), max(1, height))
    }

    /// Resizes the window to `newSize` points (the motion panel opening beside the
    /// phone); the resize event that follows tells the app.
    public func setSize(_ newSize: Size) {
        let width = Int32(saturating: (newSize.width * scale).rounded())
        let height = Int32(saturating: (newSize.height * scale).rounded())
        SDL_SetWindowSize(sdlWindow, width, height)
        // SDL records the new size at once, and may send no "size changed" event when the
        // window system confirms it; the renderer resizes its target on that event. It
        // is sent here, so the renderer's watch and the app learn the size this turn.
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = SDL_GetWindowID(sdlWindow)
        event.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        event.window.data1 = width
        event.window.data2 = height
        SDL_PushEvent(&event)
        // The renderer's output follows when the event is read (`pollEvents` updates the
        // metrics then); read now it is the old size, which gave a display scale of
        // old ÷ new.
        size = newSize
    }

    deinit {
        // A canvas goes with the window (it draws into memory of its own).
        if case .onWindow(let renderer) = drawing { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(sdlWindow)
    }

    /// Sets the icon the window manager shows for the window (title bar, task switcher)
    /// from an image file, e.g. the app icon's 64-pixel PNG.
    public func setIcon(path: String) throws {
        guard let surface = IMG_Load(path) else {
            throw PlatformError("cannot read the window icon \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(surface) }
        SDL_SetWindowIcon(sdlWindow, surface)
    }

    /// Whether the window covers the whole screen (F11).
    public var isFullScreen: Bool {
        SDL_GetWindowFlags(sdlWindow) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
    }

    /// Switches between full screen (the desktop's resolution, no mode change) and the
    /// window it was; the size change arrives as an ordinary resize event.
    public func toggleFullScreen() throws {
        let flags = isFullScreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        guard SDL_SetWindowFullscreen(sdlWindow, flags) == 0 else {
            throw PlatformError("cannot switch full screen: \(String(cString: SDL_GetError()))")
        }
        updateMetrics()
    }

    /// Whether the window is an X11 window (Splash's own clipboard and drag-out speak
    /// X11; under Wayland or the dummy driver they fall back to SDL's text clipboard).
    public var isX11: Bool {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "x11"
    }

    /// The X11 window SDL made (SDL_GetWindowWMInfo), or 0 when this is not X11: the
    /// drag-out source knows its own window by it.
    public var x11WindowID: UInt {
        UInt(splash_x11_window(sdlWindow))
    }

    /// The pointer's position on the screen, pixels from its top left (drag-out follows
    /// it outside the window).
    public var screenPointer: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetGlobalMouseState(&x, &y)
        return (Int(x), Int(y))
    }

    /// Ends a `waitForEvents` from any thread (a paste answer arrived).
    public static func wake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// Whether typed text arrives as `.text` events. SDL starts text input with the video
    /// system on desktops; Splash asks for it only while a text field has focus, so an
    /// input method never takes keys meant for shortcuts. `field` (window points) tells
    /// the input method where to put its candidate list.
    public func setTextInput(active: Bool, field: Rect?) {
        if let field {
            // In window units, as SDL places the input method's window.
            var rect = SDL_Rect(
                x: Int32(saturating: (field.minX * scale).rounded()), y: Int32(saturating: (field.minY * scale).rounded()),
                w: Int32(saturating: (field.width * scale).rounded()), h: Int32(saturating: (field.height * scale).rounded()))
            SDL_SetTextInputRect(&rect)
        }
        if active && SDL_IsTextInputActive() == SDL_FALSE { SDL_StartTextInput() }
        if !active && SDL_IsTextInputActive() == SDL_TRUE { SDL_StopTextInput() }
    }

    /// Shows the frame drawn since the last call: SDL's present, or the whole canvas
    /// copied into the window's own pixels and those sent to the window system.
    public func present() {
        present(changed: nil)
    }

    /// Shows the frame `renderer` drew since the last present. On a canvas only what it
    /// changed is copied and sent (a pressed cell's box, not the window), unless the
    /// window's pixels are new (a resize) or were shown whole last.
    public func present(changedBy renderer: Renderer) {
        present(changed: renderer.takeChangedBox())
    }

    /// The window's pixels the canvas was last copied into, and their size: new ones
    /// (SDL makes them anew after a resize) take the whole canvas.
    private var shownPixels: (surface: UnsafeMutablePointer<SDL_Surface>, width: Int32, height: Int32)?

    private func present(changed: PixelBox?) {
        switch drawing {
        case .onWindow(let renderer):
            SDL_RenderPresent(renderer)
        case .onCanvas(let canvas):
            // Taken each time: SDL makes the window's pixels anew after a resize.
            guard let surface = SDL_GetWindowSurface(sdlWindow) else { return }
            let whole = PixelBox(x0: 0, y0: 0, x1: surface.pointee.w, y1: surface.pointee.h)
            let same = shownPixels.map { $0.surface == surface && $0.width == whole.x1 && $0.height == whole.y1 } ?? false
            shownPixels = (surface, whole.x1, whole.y1)
            let box = same ? (changed ?? whole).intersection(whole) : whole
            guard !box.isEmpty else { return }
            var rect = box.sdlRect
            canvas.copy(rect, into: surface)
            SDL_UpdateWindowSurfaceRects(sdlWindow, &rect, 1)
        }
    }

    /// Sleeps until an event arrives or `timeout` seconds pass, using no CPU meanwhile;
    /// true when an event is waiting. The event stays queued for `pollEvents()`.
    @discardableResult
    public func waitForEvents(timeout: Double) -> Bool {
        let milliseconds = Int32(saturating: max(0, min(Double(Int32.max), (timeout * 1000).rounded(.up))))
        return SDL_WaitEventTimeout(nil, milliseconds) != 0
    }

    /// Where a `Renderer` draws in this window, at its display scale now.
    public var renderTarget: RenderTarget {
        switch drawing {
        case .onWindow(let renderer): RenderTarget(sdlRenderer: renderer, displayScale: displayScale)
        case .onCanvas(let canvas): canvas.renderTarget
        }
    }

    /// Every queued event as the app's input events, oldest first, through `translator`
    /// (which keeps the pointer, the keys held and the window's scale); keeps `size` and
    /// `displayScale` current.
    public func inputEvents(_ translator: inout EventTranslator) -> [InputEvent] {
        translator.translate(pollEvents())
    }

    /// Every queued event, oldest first; keeps `size` and `displayScale` current.
    func pollEvents() -> [SDL_Event] {
        var events: [SDL_Event] = []
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if event.type == SDL_WINDOWEVENT.rawValue {
                if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) { updateMetrics() }
                // Uncovered: the window system lost what was under; the canvas still has
                // the last frame, so it is shown again (a GPU's compositor keeps its own).
                if event.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue), case .onCanvas = drawing { present() }
            }
            events.append(event)
        }
        return events
    }

    private func updateMetrics() {
        var pointsWide: Int32 = 0, pointsHigh: Int32 = 0, pixelsWide: Int32 = 0, pixelsHigh: Int32 = 0
        SDL_GetWindowSize(sdlWindow, &pointsWide, &pointsHigh)
        switch drawing {
        case .onWindow(let renderer): SDL_GetRendererOutputSize(renderer, &pixelsWide, &pixelsHigh)
        case .onCanvas: (pixelsWide, pixelsHigh) = Self.pixelSize(of: sdlWindow)
        }
        guard pointsWide > 0, pointsHigh > 0 else { return }
        // SDL's window units are pixels on X11 and points where HiDPI works; either way
        // our points are those units ÷ `scale`.
        size = Size(width: Double(pointsWide) / scale, height: Double(pointsHigh) / scale)
        displayScale = pixelsWide > 0 ? Double(pixelsWide) / size.width : scale
        if case .onCanvas(let canvas) = drawing { fitCanvas(canvas, pixelsWide: pixelsWide, pixelsHigh: pixelsHigh) }
    }

    /// Makes the canvas the window's size in pixels again after a resize, at the window's
    /// display scale. A canvas too large for memory keeps the old one (its frames then
    /// shown clipped or short of the edge) and says so on stderr.
    private func fitCanvas(_ canvas: SoftwareCanvas, pixelsWide: Int32, pixelsHigh: Int32) {
        let points = Size(width: Double(pixelsWide) / displayScale, height: Double(pixelsHigh) / displayScale)
        guard canvas.size != points || canvas.displayScale != displayScale else { return }
        do {
            if canvas.displayScale == displayScale {
                try canvas.resize(to: points)
            } else {
                drawing = .onCanvas(try SoftwareCanvas(context: canvas.context, size: points, displayScale: displayScale))
            }
        } catch {
            FileHandle.standardError.write(Data("splash: the window stays at its last size: \(error)\n".utf8))
        }
    }
}
