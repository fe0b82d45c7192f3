internal import CSDL2

/// Where a `Renderer` draws and a `Screenshot` reads: a window's or a headless canvas's
/// SDL renderer, with its device pixels per point. The SDL handle stays inside Platform;
/// the rest of the program only passes the target along (DESIGN.md, Layers).
public struct RenderTarget {
    let sdlRenderer: OpaquePointer
    /// Device pixels per point.
    public let displayScale: Double
    /// The pixels the renderer draws into, when they are still there when the next frame
    /// starts, so only what changed need be drawn again (Renderer+Damage) and scrolled
    /// content can be moved (Renderer+Scroll): a headless canvas's surface; nil for a
    /// window, whose back buffer is undefined after each present.
    var keptPixels: UnsafeMutablePointer<SDL_Surface>?
}
