/// How a window puts its frames on screen (`splash --renderer`).
///
/// A GPU draws a window's frames for almost nothing; a CPU pretending to be one (Mesa's
/// llvmpipe, the OpenGL a virtual machine, a remote desktop or Xvfb gets) rasterizes
/// every frame whole through a general-purpose pipeline, and there SDL's software
/// renderer drawing only what changed into pixels it keeps is several times cheaper
/// (docs/PERFORMANCE.md, "A window without a GPU").
public enum WindowRendering: String, CaseIterable, Sendable {
    /// The GPU's OpenGL renderer when there is a GPU behind it, else the CPU canvas.
    case automatic = "auto"
    /// SDL's accelerated renderer whatever implements it (a CPU canvas only when there is
    /// none).
    case gpu
    /// SDL's software renderer into a canvas that keeps its pixels, so a frame draws only
    /// what changed, as headless runs do; each frame is copied to the window.
    case cpu

    /// Whether `name`, an OpenGL implementation's GL_RENDERER string, is a rasterizer
    /// running on the CPU: Mesa's llvmpipe, softpipe and swrast, and Google's SwiftShader.
    public static func isSoftwareRasterizer(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer", "swiftshader"].contains {
            lowered.contains($0)
        }
    }
}
