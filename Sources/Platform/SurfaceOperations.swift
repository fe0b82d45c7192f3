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
        switch ImageFileLoader.load(path: path, pixelBudget: pixelBudget) {
        case .success(let surface): loaded = surface
        case .failure(let error): return .failure(error)
        }
        defer { SDL_FreeSurface(loaded) }
        guard loaded.pointee.w > 0, loaded.pointee.h > 0,
            // ARGB8888 is the canvas's and the textures' order: converting here, on the
            // decoding thread, spares the render thread a conversion per new photo.
            let rgba = SDL_ConvertSurfaceFormat(loaded, splash_pixelformat_argb8888(), 0)
        else {
            return .failure(PlatformError("cannot decode \(name): \(oneLine(String(cString: SDL_GetError())))"))
        }
        // SDL_image draws a JPEG as stored; a phone photo stored sideways carries the turn
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

    /// Box passes approximating a Gaussian (central limit: three are visually enough).
    static let blurPasses = 3
    /// The blur runs on a copy shrunk until σ is about this many pixels, then scaled
    /// back up: cheap, and smooth because a blurred image has no fine detail to lose.
    static let blurWorkingSigma = 3.0

    /// A Gaussian-like blur of `surface` with standard deviation `sigma` pixels, same
    /// size as the source. The source is not changed.
    static func blurred(_ surface: UnsafeMutablePointer<SDL_Surface>, sigma: Double) -> UnsafeMutablePointer<SDL_Surface>? {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let factor = max(1, sigma / blurWorkingSigma)
        let smallWidth = max(1, Int(saturating: (Double(width) / factor).rounded()))
        let smallHeight = max(1, Int(saturating: (Double(height) / factor).rounded()))
        guard let small = stretch(surface, width: smallWidth, height: smallHeight) else { return nil }
        defer { SDL_FreeSurface(small) }
        // Box width whose three passes have variance σ² (Kovesi, "Fast almost-Gaussian
        // filtering"): w = √(12σ²/n + 1).
        let smallSigma = sigma / factor
        let boxWidth = (12 * smallSigma * smallSigma / Double(blurPasses) + 1).squareRoot()
        let radius = max(1, Int(saturating: ((boxWidth - 1) / 2).rounded()))
        boxBlur(small, radius: radius)
        return stretch(small, width: width, height: height)
    }

    /// Blurs in place: `blurPasses` horizontal and vertical box passes, edges clamped.
    private static func boxBlur(_ surface: UnsafeMutablePointer<SDL_Surface>, radius: Int) {
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var line = [Int](repeating: 0, count: max(width, height) * 4)
        for _ in 0..<blurPasses {
            for y in 0..<height {
                blurLine(pixels + y * pitch, count: width, stride: 4, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                blurLine(pixels + x * 4, count: height, stride: pitch, radius: radius, scratch: &line)
            }
        }
    }

    /// One running-sum box pass along a row or column of RGBA pixels.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, stride: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count {
            for c in 0..<4 { scratch[i * 4 + c] = Int(start[i * stride + c]) }
        }
        let window = 2 * radius + 1
        for c in 0..<4 {
            var sum = 0
            for k in -radius...radius { sum += scratch[min(max(k, 0), count - 1) * 4 + c] }
            for i in 0..<count {
                start[i * stride + c] = UInt8(clamping: (sum + window / 2) / window)
                let leaving = min(max(i - radius, 0), count - 1), entering = min(max(i + radius + 1, 0), count - 1)
                sum += scratch[entering * 4 + c] - scratch[leaving * 4 + c]
            }
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
