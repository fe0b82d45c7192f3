internal import CSDL2
internal import CTurboJPEG
import Files

/// Decodes a JPEG with libjpeg-turbo's TurboJPEG API at the smallest DCT scale (1/8,
/// 2/8 … 8/8) whose upright width still reaches the width the store will shrink it to.
///
/// Decoding a camera photo at full size and then halving it down to a feed cell was
/// ~40% of a fling's instructions (issue 18): the inverse DCT of an 8 × 8 block can
/// produce 1 × 1 … 8 × 8 pixels directly, skipping both the full-size pixels and most of
/// the halvings. The scale is never below the width asked for, so the shrink that follows
/// only ever narrows, as it did after a full-size decode. At 8/8 the pixels are the ones
/// SDL_image's libjpeg decode gave (both use the accurate integer DCT and smooth chroma
/// upsampling). TurboJPEG returns its errors, where plain libjpeg's default error
/// handler calls exit(), so a damaged file is one line and never ends the program.
enum JPEGDecoder {
    /// The scale chosen for `target` upright pixels wide, as `numerator / denominator`:
    /// the smallest of `factors` (TurboJPEG's, at most 1) whose scaled upright width,
    /// rounded up as libjpeg rounds, is at least `target`; 1/1 when none is smaller.
    static func scale(
        storedWidth: Int, storedHeight: Int, orientation: ImageOrientation, target: Int,
        factors: [(numerator: Int, denominator: Int)]
    ) -> (numerator: Int, denominator: Int) {
        // A photo stored sideways is as wide, upright, as it is tall when stored.
        let uprightWidth = orientation.swapsAxes ? storedHeight : storedWidth
        let wanted = min(max(1, target), uprightWidth)
        let shrinking = factors.filter { $0.numerator > 0 && $0.numerator <= $0.denominator }
        let enough = shrinking.filter { scaled(uprightWidth, by: $0) >= wanted }
        return enough.min { $0.numerator * $1.denominator < $1.numerator * $0.denominator } ?? (1, 1)
    }

    /// `dimension` × the factor, rounded up (TurboJPEG's `TJSCALED`, a macro Swift cannot call).
    static func scaled(_ dimension: Int, by factor: (numerator: Int, denominator: Int)) -> Int {
        (dimension * factor.numerator + factor.denominator - 1) / factor.denominator
    }

    /// The scales TurboJPEG offers (libjpeg-turbo: M/8 for M = 1…16, reduced).
    static let factors: [(numerator: Int, denominator: Int)] = {
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count), count > 0 else { return [(1, 1)] }
        return (0..<Int(count)).map { (Int(list[$0].num), Int(list[$0].denom)) }
    }()

    /// `bytes` (a whole JPEG file whose header was already checked against the pixel
    /// budget) decoded into an ARGB8888 surface, as stored (not yet turned upright), at
    /// least `target` pixels wide once `orientation` is applied (or at full size).
    /// Nil when TurboJPEG cannot give RGB for the file (CMYK and YCCK JPEGs), which
    /// SDL_image then decodes as before.
    static func decode(
        _ bytes: [UInt8], name: String, target: Int, orientation: ImageOrientation, pixelBudget: Int
    ) -> Result<UnsafeMutablePointer<SDL_Surface>, PlatformError>? {
        guard let handle = tjInitDecompress() else {
            return .failure(PlatformError("cannot decode \(name): the JPEG decoder could not start"))
        }
        defer { tjDestroy(handle) }
        func failure() -> Result<UnsafeMutablePointer<SDL_Surface>, PlatformError> {
            let reason = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "damaged JPEG data"
            return .failure(PlatformError("cannot decode \(name): \(SurfaceOperations.oneLine(reason))"))
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { return failure() }
        if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) { return nil }
        // The header already passed the budget as ImageHeader read it; the decoder's own
        // reading must too (the two read the same frame header, but a hostile file could
        // carry two).
        // Widening Int32 to Int is exact; a scaled side is no larger than the stored one,
        // so it fits back in an Int32.
        let storedWidth = Int(truncatingIfNeeded: width), storedHeight = Int(truncatingIfNeeded: height)
        guard storedWidth > 0, storedHeight > 0, storedWidth * storedHeight <= pixelBudget else {
            return .failure(PlatformError("cannot decode \(name): larger than its header says"))
        }
        let factor = scale(
            storedWidth: storedWidth, storedHeight: storedHeight, orientation: orientation, target: target, factors: factors)
        let scaledWidth = Int32(clamping: scaled(storedWidth, by: factor))
        let scaledHeight = Int32(clamping: scaled(storedHeight, by: factor))
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(0, scaledWidth, scaledHeight, 32, splash_pixelformat_argb8888())
        else {
            return .failure(PlatformError("cannot decode \(name): \(SurfaceOperations.oneLine(String(cString: SDL_GetError())))"))
        }
        // ARGB8888 is a 32-bit value: B, G, R, A in memory on a little-endian machine.
        // TurboJPEG sets the alpha bytes to 255, so the image counts as opaque.
        #if _endian(little)
            let format = TJPF_BGRA
        #else
            let format = TJPF_ARGB
        #endif
        // Scaling is asked for by size: TurboJPEG picks the largest factor that fits it,
        // which for these exact scaled sizes is `factor`. LIMITSCANS refuses progressive
        // files of hundreds of scans, a known way to make libjpeg spin for minutes.
        let status = bytes.withUnsafeBufferPointer {
            tjDecompress2(
                handle, $0.baseAddress, UInt($0.count), surface.pointee.pixels.assumingMemoryBound(to: UInt8.self),
                scaledWidth, surface.pointee.pitch, scaledHeight, Int32(format.rawValue), TJFLAG_LIMITSCANS)
        }
        // A warning (a file cut short, padded with grey; stray bytes before a marker)
        // still decodes the whole image, as libjpeg under SDL_image did: only an error fails.
        if status != 0 && tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
            SDL_FreeSurface(surface)
            return failure()
        }
        return .success(surface)
    }
}
