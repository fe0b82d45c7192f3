internal import CSDL2
import Files
import Foundation
import Geometry
import Scene

/// CPU work on RGBA surfaces: decoding to a bounded width and blurring.
///
/// These run on decoding threads as well as the render thread, so they use only
/// SDL's surface functions, which need no renderer or video.
enum SurfaceOperations {
    /// Decodes `path` into an RGBA surface at most `maximumWidth` pixels wide (never
    /// upscaled); the error is one line naming the file. Files over `pixelBudget` pixels
    /// are refused before decoding (`ImageFileLoader`).
    static func decode(
        path: String, maximumWidth: Int,
        pixelBudget: Int = ImageFileLoader.defaultPixelBudget
    ) -> Result<UnsafeMutablePointer<SDL_Surface>, PlatformError> {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let loaded: UnsafeMutablePointer<SDL_Surface>
        // A JPEG comes back already near `maximumWidth` (JPEGDecoder's DCT scaling), never
        // narrower, so the shrink below only finishes the job.
        switch ImageFileLoader.load(path: path, pixelBudget: pixelBudget, minimumWidth: max(1, maximumWidth)) {
        case .success(let surface): loaded = surface
        case .failure(let error): return .failure(error)
        }
        guard loaded.pointee.w > 0, loaded.pointee.h > 0 else {
            SDL_FreeSurface(loaded)
            return .failure(PlatformError("cannot decode \(name): \(oneLine(String(cString: SDL_GetError())))"))
        }
        // ARGB8888 is the canvas's and the textures' order: converting here, on the
        // decoding thread, spares the render thread a conversion per new photo. JPEGs
        // are decoded straight into it, and need no copy.
        let rgba: UnsafeMutablePointer<SDL_Surface>
        if loaded.pointee.format.pointee.format == splash_pixelformat_argb8888() {
            rgba = loaded
        } else {
            defer { SDL_FreeSurface(loaded) }
            guard let converted = SDL_ConvertSurfaceFormat(loaded, splash_pixelformat_argb8888(), 0) else {
                return .failure(PlatformError("cannot decode \(name): \(oneLine(String(cString: SDL_GetError())))"))
            }
            rgba = converted
        }
        // The decoders give a JPEG as stored; a phone photo stored sideways carries the turn
        // in its EXIF orientation, which the header reader applied to the layout size.
        let orientation = ImageOrientation.ofJPEG(leadingBytes(of: path, count: ImageOrientation.headerLength))
        guard orientation != .up else { return .success(shrink(rgba, toWidth: max(1, maximumWidth))) }
        defer { SDL_FreeSurface(rgba) }
        guard let upright = oriented(rgba, orientation) else {
            return .failure(PlatformError("cannot decode \(name): \(oneLine(String(cString: SDL_GetError())))"))
        }
        return .success(shrink(upright, toWidth: max(1, maximumWidth)))
    }

    /// Up to `count` bytes from the start of a file (fewer, or none, if it is shorter or
    /// unreadable).
    private static func leadingBytes(of path: String, count: Int) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        return [UInt8]((try? handle.read(upToCount: count)) ?? Data())
    }

    /// A new 32-bit surface holding `surface` turned upright by `orientation`.
    static func oriented(
        _ surface: UnsafeMutablePointer<SDL_Surface>,
        _ orientation: ImageOrientation
    ) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let size = orientation.uprightSize(width: width, height: height)
        guard
            let target = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(clamping: size.width), Int32(clamping: size.height), 32,
                surface.pointee.format.pointee.format)
        else { return nil }
        SDL_LockSurface(surface)
        SDL_LockSurface(target)
        let sourcePitch = Int(surface.pointee.pitch) / 4, targetPitch = Int(target.pointee.pitch) / 4
        let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pixels = target.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let from = orientation.storedPixel(x: x, y: y, width: width, height: height)
                pixels[y * targetPitch + x] = source[from.y * sourcePitch + from.x]
            }
        }
        SDL_UnlockSurface(target)
        SDL_UnlockSurface(surface)
        return target
    }

    /// Scales down by halves, then linearly to `width`: one bilinear step of a large
    /// factor would skip pixels and shimmer. Consumes `surface`.
    static func shrink(_ surface: UnsafeMutablePointer<SDL_Surface>, toWidth width: Int) -> UnsafeMutablePointer<SDL_Surface> {
        var current = surface
        while Int(current.pointee.w) > width {
            let halved = Int(current.pointee.w) / 2
            let nextWidth = halved >= width ? halved : width
            let nextHeight = max(1, Int(saturating: (Double(current.pointee.h) * Double(nextWidth) / Double(current.pointee.w)).rounded()))
            guard let next = stretch(current, width: nextWidth, height: nextHeight) else { break }
            SDL_FreeSurface(current)
            current = next
        }
        return current
    }

    /// A new RGBA surface of the given size, linearly resampled from `surface`.
    static func stretch(_ surface: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        // The copy keeps the source's pixel order (ARGB for photos, RGBA for placeholders).
        guard
            let target = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(clamping: width), Int32(clamping: height), 32,
                surface.pointee.format.pointee.format)
        else {
            return nil
        }
        guard SDL_SoftStretchLinear(surface, nil, target, nil) == 0 else {
            SDL_FreeSurface(target)
            return nil
        }
        return target
    }

    /// Largest box radius (pixels): `BoxDivision` is exact up to a 4 000-pixel window,
    /// and at the working σ the radius is a few pixels.
    static let maximumBlurRadius = 1_000

    /// Box passes approximating a Gaussian (central limit: three are visually enough).
    static let blurPasses = 3
    /// The blur runs on a copy shrunk until σ is about this many pixels, then scaled
    /// back up: cheap, and smooth because a blurred image has no fine detail to lose.
    static let blurWorkingSigma = 3.0

    /// How many times smaller than its image a blur of `sigma` pixels runs: until σ is
    /// `blurWorkingSigma`.
    static func blurShrinkFactor(sigma: Double) -> Double { max(1, sigma / blurWorkingSigma) }

    /// The size a blur of `sigma` pixels over `width` × `height` runs at.
    static func blurWorkingSize(width: Int, height: Int, sigma: Double) -> (width: Int, height: Int) {
        let factor = blurShrinkFactor(sigma: sigma)
        return (max(1, Int(saturating: (Double(width) / factor).rounded())), max(1, Int(saturating: (Double(height) / factor).rounded())))
    }

    /// A Gaussian-like blur of `surface` with standard deviation `sigma` pixels, same
    /// size as the source. The source is not changed.
    static func blurred(_ surface: UnsafeMutablePointer<SDL_Surface>, sigma: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let (smallWidth, smallHeight) = blurWorkingSize(width: width, height: height, sigma: sigma)
        // At the working σ already (the backdrop arrives shrunk), the blur runs on a plain
        // copy and is returned as it is: no resampling at the same size.
        let sameSize = smallWidth == width && smallHeight == height
        guard let small = sameSize ? SDL_DuplicateSurface(surface) : stretch(surface, width: smallWidth, height: smallHeight)
        else { return nil }
        // Box width whose three passes have variance σ² (Kovesi, "Fast almost-Gaussian
        // filtering"): w = √(12σ²/n + 1).
        let smallSigma = sigma / blurShrinkFactor(sigma: sigma)
        let boxWidth = (12 * smallSigma * smallSigma / Double(blurPasses) + 1).squareRoot()
        let radius = min(maximumBlurRadius, max(1, Int(saturating: ((boxWidth - 1) / 2).rounded())))
        boxBlur(small, radius: radius)
        if sameSize { return small }
        defer { SDL_FreeSurface(small) }
        return stretch(small, width: width, height: height)
    }

    /// Darkens a 32-bit surface in place as black at `1 - keep` laid over it would: each
    /// colour channel times `keep`, in 8-bit fixed point. Alpha, the fourth byte in memory
    /// of ARGB8888 and RGBA32 alike on a little-endian machine, is kept, or set opaque
    /// with `makingOpaque` (a backdrop then copies without blending).
    static func darken(_ surface: UnsafeMutablePointer<SDL_Surface>, keeping keep: Double, makingOpaque: Bool) {
        guard surface.pointee.format.pointee.BytesPerPixel == 4 else { return }
        let scale = UInt32(saturating: (keep * 256).rounded())
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let pitch = Int(surface.pointee.pitch), width = Int(surface.pointee.w)
        for row in 0..<Int(surface.pointee.h) {
            let line = pixels + row * pitch
            for column in 0..<width {
                let pixel = line + column * 4
                pixel[0] = UInt8(truncatingIfNeeded: min(255, (UInt32(pixel[0]) * scale) >> 8))
                pixel[1] = UInt8(truncatingIfNeeded: min(255, (UInt32(pixel[1]) * scale) >> 8))
                pixel[2] = UInt8(truncatingIfNeeded: min(255, (UInt32(pixel[2]) * scale) >> 8))
                if makingOpaque { pixel[3] = 255 }
            }
        }
    }

    /// Blurs in place: `blurPasses` horizontal and vertical box passes, edges clamped.
    /// Each pass reads a copy of the image and walks memory in order: rows one at a time,
    /// columns through running sums kept for a whole row (the column-by-column pass it
    /// replaces missed the cache on every pixel: 21 of the 51 ms a 1920 × 1080 backdrop
    /// took to capture).
    private static func boxBlur(_ surface: UnsafeMutablePointer<SDL_Surface>, radius: Int) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, radius > 0 else { return }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: pitch * height)
        defer { source.deallocate() }
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * 4)
        defer { sums.deallocate() }
        let divide = BoxDivision(window: 2 * radius + 1)
        for _ in 0..<blurPasses {
            source.update(from: pixels, count: pitch * height)
            for y in 0..<height {
                blurRow(from: source + y * pitch, into: pixels + y * pitch, count: width, radius: radius, divide: divide)
            }
            source.update(from: pixels, count: pitch * height)
            blurColumns(from: source, into: pixels, width: width, height: height, pitch: pitch, radius: radius, sums: sums, divide: divide)
        }
    }

    /// One running-sum box pass along a row of four-byte pixels, all channels at once.
    private static func blurRow(
        from row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, count: Int, radius: Int, divide: BoxDivision
    ) {
        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
        for k in -radius...radius {
            let j = min(max(k, 0), count - 1) * 4
            s0 += Int(row[j])
            s1 += Int(row[j + 1])
            s2 += Int(row[j + 2])
            s3 += Int(row[j + 3])
        }
        for i in 0..<count {
            let o = i * 4
            out[o] = divide(s0)
            out[o + 1] = divide(s1)
            out[o + 2] = divide(s2)
            out[o + 3] = divide(s3)
            let leaving = max(i - radius, 0) * 4, entering = min(i + radius + 1, count - 1) * 4
            s0 += Int(row[entering]) - Int(row[leaving])
            s1 += Int(row[entering + 1]) - Int(row[leaving + 1])
            s2 += Int(row[entering + 2]) - Int(row[leaving + 2])
            s3 += Int(row[entering + 3]) - Int(row[leaving + 3])
        }
    }

    /// One running-sum box pass down every column: `sums` holds each column's window,
    /// moved down a row at a time.
    private static func blurColumns(
        from source: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, pitch: Int,
        radius: Int, sums: UnsafeMutablePointer<Int>, divide: BoxDivision
    ) {
        let bytes = width * 4
        sums.update(repeating: 0, count: bytes)
        for k in -radius...radius {
            let row = source + min(max(k, 0), height - 1) * pitch
            for b in 0..<bytes { sums[b] += Int(row[b]) }
        }
        for y in 0..<height {
            let out = pixels + y * pitch
            for b in 0..<bytes { out[b] = divide(sums[b]) }
            let leaving = source + max(y - radius, 0) * pitch, entering = source + min(y + radius + 1, height - 1) * pitch
            for b in 0..<bytes { sums[b] += Int(entering[b]) - Int(leaving[b]) }
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
