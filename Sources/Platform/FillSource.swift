internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Where a fill's pixels come from when its edge is drawn as patches computed on the CPU
/// (Renderer+EdgePatch): one colour, an image's texture together with the pixels it was
/// made from (the decoded surface), or a small in-memory image (a scrim, a BlurHash)
/// whose texture is that image enlarged smoothly, sampled the same way; each mapped onto
/// the device rectangle `placed`.
enum FillSource {
    case color(MeshColor)
    case image(texture: OpaquePointer, pixels: UnsafeMutablePointer<SDL_Surface>, placed: Rect)
    case pixels(texture: OpaquePointer, image: PixelImage, placed: Rect)

    /// The same source for a polygon moved by `dx`, `dy` (into a layer's own corner).
    func offsetBy(dx: Double, dy: Double) -> FillSource {
        switch self {
        case .color: self
        case let .image(texture, pixels, placed): .image(texture: texture, pixels: pixels, placed: placed.offsetBy(dx: dx, dy: dy))
        case let .pixels(texture, image, placed): .pixels(texture: texture, image: image, placed: placed.offsetBy(dx: dx, dy: dy))
        }
    }
}
