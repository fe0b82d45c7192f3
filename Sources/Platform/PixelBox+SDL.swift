internal import CSDL2
import Tessellation

/// A box of whole device pixels as SDL's rectangle and back.
extension PixelBox {
    init(_ rect: SDL_Rect) {
        self.init(x0: rect.x, y0: rect.y, x1: rect.x + rect.w, y1: rect.y + rect.h)
    }

    var sdlRect: SDL_Rect { SDL_Rect(x: x0, y: y0, w: width, h: height) }
}
