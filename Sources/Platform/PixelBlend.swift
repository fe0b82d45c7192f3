import Tessellation

/// Blending ARGB8888 pixels into a target's kept pixels on the CPU, bit for bit as SDL's
/// software renderer blends them, eight pixels at a time in 16-bit lanes (a lane's low
/// byte is blue or red, its high byte green or alpha; no lane's sum passes 255 · 256).
/// SDL's surface-alpha blit takes about 11 instructions a pixel, this about 5
/// (callgrind, a card's backdrop fading over a 1280 × 800 feed); BackdropTests holds it
/// to SDL's results. Blending a shadow's rings by their own alpha the same way was tried
/// and measured dearer than SDL's per-pixel blit (0.72 against 0.43 G instructions over
/// the card script at 1280 × 800: SDL passes over the transparent pixels at once), so
/// rings stay SDL's. A translucent colour filled over the target (`fill`) is SDL's
/// blended rectangle fill, which works a pixel at a time at about 28 instructions.
enum PixelBlend {
    /// `width` × `height` pixels: the source's rows `sourcePitch` bytes apart, the
    /// target's `targetPitch`.
    struct Rows {
        var source: UnsafeRawPointer
        var sourcePitch: Int
        var target: UnsafeMutableRawPointer
        var targetPitch: Int
        var width: Int
        var height: Int
    }

    /// The source copied over the target, as SDL copies an opaque texture of the
    /// target's format with blending off.
    static func copy(_ rows: Rows) {
        for row in 0..<rows.height {
            (rows.target + row * rows.targetPitch).copyMemory(from: rows.source + row * rows.sourcePitch, byteCount: rows.width * 4)
        }
    }

    /// The source over the target at `alpha` (0…254), as SDL blends a texture without an
    /// alpha channel under an alpha modulation: each colour channel (s·a + d·(256 − a))
    /// >> 8, the result opaque. (At 255 SDL copies instead.)
    static func fade(_ rows: Rows, alpha: UInt8) {
        let weight = UInt16(truncatingIfNeeded: alpha), keep = 256 - UInt16(truncatingIfNeeded: alpha)
        var opaque = SIMD16<UInt16>(repeating: 0)
        for lane in stride(from: 1, to: 16, by: 2) { opaque[lane] = 0xFF00 }
        for row in 0..<rows.height {
            let s = rows.source + row * rows.sourcePitch, d = rows.target + row * rows.targetPitch
            var column = 0
            // Wrapping arithmetic on the offsets: a row's bytes fit an Int, and the
            // overflow checks were a tenth of the loop's instructions.
            while column &+ 8 <= rows.width {
                let offset = column &* 4
                let over = s.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
                let under = d.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
                let low = ((over & 0x00FF) &* weight &+ (under & 0x00FF) &* keep) &>> 8
                let high = ((over &>> 8) &* weight &+ (under &>> 8) &* keep) & 0xFF00
                d.storeBytes(of: low | high | opaque, toByteOffset: offset, as: SIMD16<UInt16>.self)
                column &+= 8
            }
            while column < rows.width {
                for channel in 0..<3 {
                    let offset = column * 4 + channel
                    let over = UInt16(truncatingIfNeeded: s.load(fromByteOffset: offset, as: UInt8.self))
                    let under = UInt16(truncatingIfNeeded: d.load(fromByteOffset: offset, as: UInt8.self))
                    d.storeBytes(of: UInt8(truncatingIfNeeded: (over * weight + under * keep) >> 8), toByteOffset: offset, as: UInt8.self)
                }
                d.storeBytes(of: 255, toByteOffset: column * 4 + 3, as: UInt8.self)
                column += 1
            }
        }
    }

    /// `color` (straight, not premultiplied) blended over `height` rows of `width` target
    /// pixels `pitch` bytes apart, as SDL's software renderer fills a rectangle with
    /// blending on (`SDL_BlendFillRect` into ARGB8888): each colour channel
    /// d·(255 − a)/255 + c·a/255 and the alpha d·(255 − a)/255 + a, every division
    /// truncating; OpaqueFillTests holds it to SDL's results.
    static func fill(_ target: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, color: MeshColor) {
        let alpha = UInt16(truncatingIfNeeded: color.a)
        func premultiplied(_ channel: UInt8) -> UInt16 { UInt16(truncatingIfNeeded: channel) * alpha / 255 }
        let added = Added(
            blue: premultiplied(color.b), green: premultiplied(color.g), red: premultiplied(color.r), alpha: alpha)
        let keep = 255 - alpha
        // x / 255 truncated, exactly, for every x up to 255 · 255 (and no lane passes 65 535).
        scaleAndAdd(target, pitch: pitch, width: width, height: height, added: added) { channels in
            let product = channels &* keep
            return (product &+ 1 &+ (product &>> 8)) &>> 8
        } scaleOne: {
            (($0 * keep) as UInt16) / 255
        }
    }

    /// The ARGB8888 `pixel` blended over `height` rows of `width` target pixels `pitch`
    /// bytes apart as SDL's software renderer blits a texture by its per-pixel alpha a
    /// (`BlitRGBtoRGBPixelAlphaMMX`): each colour channel (s·a >> 8) + (d·(255 − a) >> 8),
    /// the alpha (a·255 >> 8) + (d·(255 − a) >> 8); at a = 0 nothing, at 255 the pixel
    /// itself. OpaqueFillTests holds it to SDL's results.
    static func blit(_ target: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, pixel: UInt32) {
        let alpha = UInt16(truncatingIfNeeded: pixel >> 24)
        guard alpha > 0 else { return }
        guard alpha < 255 else {
            for row in 0..<height {
                (target + row &* pitch).assumingMemoryBound(to: UInt32.self).update(repeating: pixel, count: width)
            }
            return
        }
        func weighted(_ shift: UInt32) -> UInt16 { (UInt16(truncatingIfNeeded: (pixel >> shift) & 0xFF) * alpha) >> 8 }
        let added = Added(blue: weighted(0), green: weighted(8), red: weighted(16), alpha: (alpha * 255) >> 8)
        let keep = 255 - alpha
        scaleAndAdd(target, pitch: pitch, width: width, height: height, added: added) {
            ($0 &* keep) &>> 8
        } scaleOne: {
            ($0 * keep) >> 8
        }
    }

    /// What `scaleAndAdd` adds to each channel, as eight pixels' 16-bit lanes: a lane
    /// pair is one pixel, the even lane's low byte blue and high byte green, the odd
    /// lane's red and alpha.
    struct Added {
        var low = SIMD16<UInt16>(repeating: 0), high = SIMD16<UInt16>(repeating: 0)

        init(blue: UInt16, green: UInt16, red: UInt16, alpha: UInt16) {
            for lane in stride(from: 0, to: 16, by: 2) {
                (low[lane], high[lane]) = (blue, green)
                (low[lane + 1], high[lane + 1]) = (red, alpha)
            }
        }
    }

    /// Every channel of the target's pixels scaled (`scale` eight pixels' 16-bit lanes
    /// at a time, `scaleOne` for the row's last few) plus `added`: the loop under `fill`
    /// and `blit`. No channel's result passes 255, so no lane carries into the next.
    /// Inlined into each caller, so that its scaling is inlined into the loop.
    @inline(__always)
    private static func scaleAndAdd(
        _ target: UnsafeMutableRawPointer, pitch: Int, width: Int, height: Int, added: Added,
        scale: (SIMD16<UInt16>) -> SIMD16<UInt16>, scaleOne: (UInt16) -> UInt16
    ) {
        for row in 0..<height {
            let d = target + row &* pitch
            var column = 0
            while column &+ 8 <= width {
                let offset = column &* 4
                let under = d.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
                let low = scale(under & 0x00FF) &+ added.low
                let high = (scale(under &>> 8) &+ added.high) &<< 8
                d.storeBytes(of: low | high, toByteOffset: offset, as: SIMD16<UInt16>.self)
                column &+= 8
            }
            while column < width {
                let under = d.load(fromByteOffset: column * 4, as: UInt32.self)
                func channel(_ shift: UInt32, plus add: UInt16) -> UInt32 {
                    UInt32(truncatingIfNeeded: scaleOne(UInt16(truncatingIfNeeded: (under >> shift) & 0xFF)) + add) << shift
                }
                let blended =
                    channel(0, plus: added.low[0]) | channel(8, plus: added.high[0]) | channel(16, plus: added.low[1])
                    | channel(24, plus: added.high[1])
                d.storeBytes(of: blended, toByteOffset: column * 4, as: UInt32.self)
                column += 1
            }
        }
    }
}
