internal import CSDL2
import Geometry
import Scene
import Tessellation

/// Opaque shapes whose outline changes every frame, drawn with their interior straight
/// onto the target and only their edge blended (issue 18, per-pixel cost). A layer pays
/// for itself when it is baked and kept; a scrubbed card's photo and sheet change shape
/// every frame, and drawing each into a layer first (cleared, filled, its feathered edge
/// rasterized as textured triangles at about 300 instructions a pixel, then copied out)
/// was two thirds of a scrub frame. Here the solid core (`solidCore`) is one unblended
/// copy or fill, and the pixels around it are computed on the CPU (`EdgeCoverage`:
/// coverage times the colour or the photo's own pixel), uploaded to a small streaming
/// layer and blended by their own alpha, SDL's fastest blend. Layers are drawn the same
/// way (`unblended`, coverage into their alpha), translucent content too (the status
/// bar's scrim cut by a card's corners), so every rounded edge is the same whatever the
/// path: a shape's patched frame and its baked ones, a scrim and the photo under it.
extension Renderer {
    /// Most rows of a region computed into the patch layer at once (a taller one is
    /// drawn in stretches: each costs a lock and a copy, a few thousand instructions).
    static let patchRows: Int32 = 256

    /// Draws `polygon` (device pixels, merged; its bounding box `box`) from `source`;
    /// false when it cannot (no patch layer), and the caller draws it another way.
    /// `unblended` writes the edge pixels' coverage into the target's alpha instead of
    /// blending them: how a layer is baked, so a shape drawn patched on one frame and
    /// from its bake on the next has the same pixels. `fade` multiplies the alpha of a
    /// scrim (`PixelImage.isOneColourColumn`), drawn with its rows filled and blended;
    /// other sources are drawn only at 255.
    func fillWithEdgePatches(
        _ polygon: ConvexPolygon, box: Rect, source: FillSource, unblended: Bool = false, fade: UInt8 = 255
    ) -> Bool {
        var scrim: PixelImage?
        if case .pixels(_, let image, _) = source, image.isOneColourColumn { scrim = image }
        guard fade == 255 || scrim != nil else { return false }
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        guard SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight) == 0 else { return false }
        let margin = Self.featherWidth
        let x0 = max(0, (box.minX - margin).rounded(.down)), y0 = max(0, (box.minY - margin).rounded(.down))
        let x1 = min(Double(outputWidth), (box.maxX + margin).rounded(.up))
        let y1 = min(Double(outputHeight), (box.maxY + margin).rounded(.up))
        guard x1 > x0, y1 > y0 else { return true }
        let width = Int32(saturating: x1 - x0), height = Int32(saturating: y1 - y0)
        let origin = (x: Int32(saturating: x0), y: Int32(saturating: y0))
        let local = polygon.translated(dx: -x0, dy: -y0)
        let core = Self.solidCore(of: local, width: width, height: height)
        // The rest of the box, as copyLayer blends it: rows between bands whole, each
        // band's two sides.
        var rest: [PixelBox] = []
        func keep(_ box: PixelBox) { if !box.isEmpty { rest.append(box) } }
        var row: Int32 = 0
        for band in core {
            keep(PixelBox(x0: 0, y0: row, x1: width, y1: band.y0))
            keep(PixelBox(x0: 0, y0: band.y0, x1: band.x0, y1: band.y1))
            keep(PixelBox(x0: band.x1, y0: band.y0, x1: width, y1: band.y1))
            row = band.y1
        }
        keep(PixelBox(x0: 0, y0: row, x1: width, y1: height))
        // A side's strip is a few pixels wide and as tall as the shape, and the rows by a
        // corner as wide as it and a few tall: drawn a stretch of rows at a time, the layer
        // is the shape's width by a stretch, not its width by its height (a card at
        // 3840 × 2160 grew it to 17 MB, zeroed and page-faulted in, 14–27 MB a frame,
        // on the frames a first card opened; callgrind).
        rest = rest.flatMap { box in
            stride(from: box.y0, to: box.y1, by: Int(Self.patchRows)).map {
                PixelBox(x0: box.x0, y0: $0, x1: box.x1, y1: min(box.y1, $0 + Self.patchRows))
            }
        }
        let largest = rest.reduce((w: Int32(0), h: Int32(0))) { (max($0.w, $1.width), max($0.h, $1.height)) }
        guard rest.isEmpty || patchTexture(width: largest.w, height: largest.h) != nil else { return false }

        let blocks = core.map { SDL_Rect(x: origin.x + $0.x0, y: origin.y + $0.y0, w: $0.width, h: $0.height) }
        // The core lands as it is (its alpha too, in a layer): filled or copied unblended.
        switch source {
        case .color(let color):
            blocks.withUnsafeBufferPointer { fillOpaque($0, color: color) }
        case .pixels(_, let image, let placed) where scrim != nil:
            fillScrimRows(core, origin: origin, image: image, placed: placed, fade: fade, unblended: unblended)
        case .image(let texture, _, let placed), .pixels(let texture, _, let placed):
            copyBlocks(blocks, of: texture, placed: placed)
        }
        let coverage = EdgeCoverage(local, featherWidth: Self.featherWidth)
        for region in rest {
            drawEdgePatch(region, origin: origin, coverage: coverage, source: source, unblended: unblended, fade: fade)
        }
        return true
    }

    /// The core of a scrim: each band's rows filled with the row's colour, a run of rows
    /// of one alpha (the text's band under a status bar) as one rectangle, blended as
    /// SDL blends the edge patches (`blitBlended`; written as they are into a layer). The
    /// rows' alpha is sampled as the edge patches sample theirs (`taps`), so core and
    /// edge meet without a seam. SDL copied the scrim's texture through a layer and
    /// blended it under an alpha modulation by its generic per-channel path: 110
    /// instructions a pixel, a fifth of a card frame (callgrind); on a target that keeps
    /// its pixels the CPU blends the rows.
    private func fillScrimRows(
        _ core: [PixelBox], origin: (x: Int32, y: Int32), image: PixelImage, placed: Rect, fade: UInt8, unblended: Bool
    ) {
        guard !core.isEmpty else { return }
        let scaleY = Double(image.height) / placed.height
        func alpha(ofRow row: Int32) -> UInt8 {
            let (top, bottom, weight) = Self.taps(origin.y + row, origin: placed.minY, scale: scaleY, limit: image.height)
            let upper: UInt32 = UInt32(image.bytes[top * 4 + 3]) * (256 - weight)
            let lower: UInt32 = UInt32(image.bytes[bottom * 4 + 3]) * weight
            let sampled: UInt32 = (upper + lower + 128) >> 8
            return UInt8(truncatingIfNeeded: (255 * sampled * UInt32(fade) + 32512) / 65025)
        }
        SDL_SetRenderDrawBlendMode(sdlRenderer, unblended ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        defer { SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND) }
        func fill(_ band: PixelBox, rows: Range<Int32>, alpha: UInt8) {
            var rect = SDL_Rect(x: origin.x + band.x0, y: origin.y + rows.lowerBound, w: band.width, h: Int32(rows.count))
            guard unblended else {
                return blitBlended(rect, color: MeshColor(r: image.bytes[0], g: image.bytes[1], b: image.bytes[2], a: alpha))
            }
            SDL_SetRenderDrawColor(sdlRenderer, image.bytes[0], image.bytes[1], image.bytes[2], alpha)
            SDL_RenderFillRect(sdlRenderer, &rect)
        }
        for band in core where band.y1 > band.y0 {
            // Each row's alpha once; a run of equal ones is filled when the next differs.
            var start = band.y0, value = alpha(ofRow: band.y0)
            for row in (band.y0 + 1)..<band.y1 {
                let next = alpha(ofRow: row)
                guard next != value else { continue }
                fill(band, rows: start..<row, alpha: value)
                (start, value) = (row, next)
            }
            fill(band, rows: start..<band.y1, alpha: value)
        }
    }

    /// The two texels a pixel's centre falls between along one axis of a small image
    /// `limit` texels long mapped from `origin` at `scale` texels a pixel, and the far
    /// one's weight out of 256: bilinear sampling, as the image's enlarged texture was made.
    static func taps(_ pixel: Int32, origin: Double, scale: Double, limit: Int) -> (near: Int, far: Int, weight: UInt32) {
        let t = min(Double(limit - 1), max(0, (Double(pixel) + 0.5 - origin) * scale - 0.5))
        let near = Int(saturating: t)
        return (near, min(limit - 1, near + 1), UInt32(saturating: (t - Double(near)) * 256))
    }

    /// Computes `region`'s pixels (layer coordinates) into the patch layer and blends
    /// them onto the target at `origin`, their alpha times `fade`.
    private func drawEdgePatch(
        _ region: PixelBox, origin: (x: Int32, y: Int32), coverage: EdgeCoverage, source: FillSource, unblended: Bool,
        fade: UInt8
    ) {
        guard let layer = patchLayer?.texture else { return }
        let width = Int(truncatingIfNeeded: region.width), height = Int(truncatingIfNeeded: region.height)
        if patchCoverage.count < width * height { patchCoverage = [UInt8](repeating: 0, count: width * height) }
        patchCoverage.withUnsafeMutableBufferPointer { alpha in
            guard let alpha = alpha.baseAddress else { return }
            coverage.write(region, into: alpha, pitch: width)
            // Written where the patch lands in the layer's own corner: every pixel of the
            // locked rectangle is written, as a GPU renderer's lock wants.
            var area = SDL_Rect(x: 0, y: 0, w: region.width, h: region.height)
            var raw: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(layer, &area, &raw, &pitch) == 0, let raw else { return }
            defer { SDL_UnlockTexture(layer) }
            let rowBytes = Int(pitch)
            switch source {
            case .color(let color):
                let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), own = UInt32(color.a)
                for y in 0..<height {
                    let out = (raw + y * rowBytes).assumingMemoryBound(to: UInt32.self), a = alpha + y * width
                    for x in 0..<width { out[x] = ((UInt32(a[x]) * own + 127) / 255) << 24 | rgb }
                }
            case .pixels(_, let image, let placed):
                Self.sampleBilinearly(
                    image, placed: placed, region: region, origin: origin, coverage: alpha, fade: fade, into: raw, rowBytes: rowBytes)
            case .image(_, let pixels, let placed):
                let surface = pixels.pointee
                let textureWidth = Int(surface.w), textureHeight = Int(surface.h)
                let swapsRedAndBlue = surface.format.pointee.format == splash_pixelformat_rgba32()
                let scaleX = Double(textureWidth) / placed.width, scaleY = Double(textureHeight) / placed.height
                // The texel nearest each pixel's centre, as the core's copy maps them.
                func texel(_ pixel: Int32, origin: Double, scale: Double, limit: Int) -> Int {
                    let t = ((Double(pixel) + 0.5 - origin) * scale).rounded(.down)
                    return min(limit - 1, max(0, Int(saturating: t)))
                }
                let firstColumn = origin.x + region.x0
                withUnsafeTemporaryAllocation(of: Int.self, capacity: width) { columns in
                    for x in 0..<width {
                        columns[x] = texel(firstColumn + Int32(x), origin: placed.minX, scale: scaleX, limit: textureWidth)
                    }
                    for y in 0..<height {
                        let texelRow = texel(origin.y + region.y0 + Int32(y), origin: placed.minY, scale: scaleY, limit: textureHeight)
                        let source = (surface.pixels + texelRow * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
                        let out = (raw + y * rowBytes).assumingMemoryBound(to: UInt32.self), a = alpha + y * width
                        for x in 0..<width {
                            let value = source[columns[x]]
                            let rgb = swapsRedAndBlue ? (value & 0xFF) << 16 | (value & 0xFF00) | (value >> 16 & 0xFF) : value & 0x00FF_FFFF
                            out[x] = ((UInt32(a[x]) * (value >> 24) + 127) / 255) << 24 | rgb
                        }
                    }
                }
            }
        }
        var from = SDL_Rect(x: 0, y: 0, w: region.width, h: region.height)
        var to = SDL_Rect(x: origin.x + region.x0, y: origin.y + region.y0, w: region.width, h: region.height)
        if unblended { SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_NONE) }
        SDL_RenderCopy(sdlRenderer, layer, &from, &to)
        if unblended { SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND) }
    }

    /// `region`'s pixels (layer coordinates, `origin` on the target) of a small image
    /// mapped onto `placed`, as ARGB words into `raw`, rows `rowBytes` apart, each one's
    /// alpha times its coverage (`alpha`, `region.width` a row) and `fade`.
    static func sampleBilinearly(
        _ image: PixelImage, placed: Rect, region: PixelBox, origin: (x: Int32, y: Int32), coverage alpha: UnsafePointer<UInt8>,
        fade: UInt8, into raw: UnsafeMutableRawPointer, rowBytes: Int
    ) {
        let width = Int(truncatingIfNeeded: region.width), height = Int(truncatingIfNeeded: region.height)
        // Sampled bilinearly from the small image itself, in 8-bit fixed point. The core
        // copies the image's texture, made with the same filter at eight times its size
        // and copied nearest, so the two agree to within a step of that texture (a level
        // or two on a BlurHash; a scrim's core uses these very taps). Each texel row is
        // blended across once, into one of two rows of sums, then each pixel down between
        // them. Texel rows span many pixel rows, so most rows only blend down: a third of
        // the instructions of blending four texels at every pixel (callgrind, card script).
        let scaleX = Double(image.width) / placed.width, scaleY = Double(image.height) / placed.height
        let faded = UInt32(fade)
        let columns = (0..<width).map { column in
            Self.taps(origin.x + region.x0 + Int32(column), origin: placed.minX, scale: scaleX, limit: image.width)
        }
        image.bytes.withUnsafeBytes { bytes in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * 4 * width) { sums in
                guard let sums = sums.baseAddress else { return }
                // Which texel row each of the two rows of sums holds (none yet).
                var held = (first: -1, second: -1)
                func blendAcross(_ texelRow: Int, into row: UnsafeMutablePointer<UInt32>) {
                    let texels = texelRow * image.width * 4
                    for x in 0..<width {
                        let (left, right, wx) = columns[x]
                        let p0 = bytes.loadUnaligned(fromByteOffset: texels + left * 4, as: UInt32.self)
                        let p1 = bytes.loadUnaligned(fromByteOffset: texels + right * 4, as: UInt32.self)
                        // RGBA bytes: red lowest.
                        for channel in 0..<4 {
                            let shift = UInt32(channel * 8)
                            row[x * 4 + channel] = (p0 >> shift & 0xFF) * (256 - wx) + (p1 >> shift & 0xFF) * wx
                        }
                    }
                }
                // The sums of `texelRow`, blended now unless held, into the row
                // that does not hold `other` (needed beside it).
                func blended(_ texelRow: Int, besides other: Int) -> UnsafeMutablePointer<UInt32> {
                    if held.first == texelRow { return sums }
                    if held.second == texelRow { return sums + 4 * width }
                    if held.first != other {
                        blendAcross(texelRow, into: sums)
                        held.first = texelRow
                        return sums
                    }
                    blendAcross(texelRow, into: sums + 4 * width)
                    held.second = texelRow
                    return sums + 4 * width
                }
                for y in 0..<height {
                    let (top, bottom, wy) = Self.taps(
                        origin.y + region.y0 + Int32(y), origin: placed.minY, scale: scaleY, limit: image.height)
                    let upper = blended(top, besides: bottom), lower = blended(bottom, besides: top)
                    let out = (raw + y * rowBytes).assumingMemoryBound(to: UInt32.self), a = alpha + y * width
                    for x in 0..<width {
                        func channel(_ index: Int) -> UInt32 {
                            (upper[x * 4 + index] * (256 - wy) + lower[x * 4 + index] * wy + 32768) >> 16
                        }
                        let own = (UInt32(a[x]) * channel(3) * faded + 32512) / 65025
                        out[x] = own << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                    }
                }
            }
        }
    }

    /// The patch layer, grown to at least `width` × `height`.
    private func patchTexture(width: Int32, height: Int32) -> OpaquePointer? {
        grownTexture(&patchLayer, width: width, height: height, format: splash_pixelformat_argb8888(), access: SDL_TEXTUREACCESS_STREAMING)
    }
}
