internal import CSDL2
import Files

/// Opens an image file for SDL_image only once it is known to be safe to decode: a
/// regular file (never a pipe or a device), no bigger than `maximumFileBytes`, a JPEG,
/// PNG, WebP, GIF, BMP or TIFF by its signature, whose header claims no more than the
/// pixel budget (or one of the app's small SVG icons). JPEGs go to `JPEGDecoder`, which
/// decodes them near the size they are drawn at.
///
/// SDL_image trusts the size in a header: a 334-byte PNG claiming 65535 × 65535 pixels
/// made it allocate 16 GB, and other hostile files crashed libpng. Here the bytes read
/// are the bytes decoded (`IMG_LoadTyped_RW` from memory, with the type the signature
/// names), so no other file can be swapped in, and no other SDL_image loader (TGA, XCF,
/// PCX…) is ever reached.
enum ImageFileLoader {
    /// Largest image decoded, in pixels (DESIGN.md, "Hostile input"): 100 megapixels is
    /// 400 MB of RGBA, above any camera photo Splash is meant for. `--max-megapixels`
    /// changes it.
    static let defaultPixelBudget = 100_000_000
    /// Largest file read for decoding (tuned: a 100-megapixel PNG of noise is ~300 MB).
    static let maximumFileBytes = 512 << 20

    /// The decoded surface (in the file's own pixel format), or one line naming the
    /// file and the reason. A JPEG is decoded by `JPEGDecoder` at the smallest DCT scale
    /// still `minimumWidth` pixels wide once turned upright (nil: full size), as stored;
    /// every other file by SDL_image at its own size.
    static func load(
        path: String, pixelBudget: Int, minimumWidth: Int? = nil
    ) -> Result<UnsafeMutablePointer<SDL_Surface>, PlatformError> {
        let name = FileProblem.name(of: path)
        let bytes: [UInt8]
        do {
            bytes = try RegularFile(path: path).readAll(limit: maximumFileBytes)
        } catch {
            return .failure(PlatformError("cannot decode \(error.message)"))
        }
        if isVectorIcon(path: path, bytes: bytes) { return decodeVector(bytes, name: name, pixelBudget: pixelBudget) }
        guard let header = ImageHeader.parse(bytes) else {
            let reason =
                ImageHeader.kind(of: bytes) == nil
                ? "not a JPEG, PNG, WebP, GIF, BMP or TIFF image"
                : "its header gives no image size (a damaged file)"
            return .failure(PlatformError("cannot decode \(name): \(reason)"))
        }
        guard header.pixelCount <= pixelBudget else {
            return .failure(
                PlatformError(
                    "cannot decode \(name): it is \(header.width)×\(header.height) pixels, "
                        + "more than the \(megapixels(pixelBudget))-megapixel limit (--max-megapixels)"))
        }
        if header.kind == .jpeg,
            let decoded = JPEGDecoder.decode(
                bytes, name: name, target: minimumWidth ?? Int.max, orientation: ImageOrientation.ofJPEG(bytes),
                pixelBudget: pixelBudget)
        {
            return decoded
        }
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return IMG_LoadTyped_RW(stream, 1, header.kind.loaderName)
        }
        guard let loaded else {
            return .failure(PlatformError("cannot decode \(name): \(SurfaceOperations.oneLine(String(cString: SDL_GetError())))"))
        }
        // A decoder that ignored the header's size (or a header this reader got wrong)
        // must not slip past the budget either.
        guard Int(loaded.pointee.w) * Int(loaded.pointee.h) <= pixelBudget else {
            SDL_FreeSurface(loaded)
            return .failure(PlatformError("cannot decode \(name): larger than its header says"))
        }
        return .success(loaded)
    }

    /// Largest SVG read (tuned: the bundled icons are under 1 kB each).
    static let maximumVectorBytes = 256 * 1024

    /// The app's own icons are SVG: a small `.svg` file that starts like XML. Photos never
    /// reach here as SVG: every photo path was checked for an image signature
    /// when the folder, manifest or drop was read.
    private static func isVectorIcon(path: String, bytes: [UInt8]) -> Bool {
        guard path.lowercased().hasSuffix(".svg"), bytes.count <= maximumVectorBytes else { return false }
        return bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<")
    }

    /// Rasterizes an SVG at its own size, refused when that size is over the budget.
    private static func decodeVector(_ bytes: [UInt8], name: String, pixelBudget: Int) -> Result<UnsafeMutablePointer<SDL_Surface>, PlatformError> {
        let loaded: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { buffer in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            return IMG_LoadTyped_RW(stream, 1, "SVG")
        }
        guard let loaded else {
            return .failure(PlatformError("cannot decode \(name): \(SurfaceOperations.oneLine(String(cString: SDL_GetError())))"))
        }
        guard Int(loaded.pointee.w) * Int(loaded.pointee.h) <= pixelBudget else {
            SDL_FreeSurface(loaded)
            return .failure(PlatformError("cannot decode \(name): more than the \(megapixels(pixelBudget))-megapixel limit"))
        }
        return .success(loaded)
    }

    /// "100", "2.5": a budget in megapixels for messages.
    static func megapixels(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000)" : String(Double(pixels) / 1_000_000)
    }
}
