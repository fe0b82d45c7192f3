internal import CSDL2
import Geometry
import Scene

/// Reads a few decoded pixels for the app's legibility decisions (the header's status bar
/// over its photo, issue 12): nearest pixels, converted from the surface's format.
extension ImageStore {
    public func luminances(of image: ImageRef, at points: [Point]) -> [Double]? {
        guard let decoded = decoded(image) else { return nil }
        let surface = decoded.surface.pointee
        guard surface.w > 0, surface.h > 0, let pixels = surface.pixels, surface.format.pointee.BytesPerPixel == 4
        else { return nil }
        return points.map { point in
            let x = min(Int(surface.w) - 1, max(0, Int(saturating: point.x * Double(surface.w))))
            let y = min(Int(surface.h) - 1, max(0, Int(saturating: point.y * Double(surface.h))))
            let value = pixels.load(fromByteOffset: y * Int(surface.pitch) + x * 4, as: UInt32.self)
            var r: UInt8 = 0, g: UInt8 = 0, b: UInt8 = 0
            SDL_GetRGB(value, surface.format, &r, &g, &b)
            return Color(r255: Int(r), g255: Int(g), b255: Int(b)).luminance
        }
    }
}
