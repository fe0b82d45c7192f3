internal import CSDL2

extension PixelBuffer {
    /// Reads an image file (PNG, JPEG…) as RGBA pixels, for comparing frames.
    public init(contentsOfPNG path: String) throws {
        guard let loaded = IMG_Load(path) else {
            throw PlatformError("cannot read \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(loaded) }
        guard let rgba = SDL_ConvertSurfaceFormat(loaded, splash_pixelformat_rgba32(), 0) else {
            throw PlatformError("cannot convert \(path): \(String(cString: SDL_GetError()))")
        }
        defer { SDL_FreeSurface(rgba) }
        let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
        let source = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<(width * 4) { bytes[y * width * 4 + x] = source[y * pitch + x] }
        }
        self.init(width: width, height: height, bytes: bytes)
    }
}
