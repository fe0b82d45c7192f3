import CSDL2
import Foundation
import Platform

/// Writes the quadrant test image (`QuadrantImage`) in the formats SDL_image opens
/// besides JPEG and PNG, each encoded here byte by byte (GIF, TIFF) or by SDL (BMP), so
/// tests need no image tool installed.
public enum ImageFileFixture {
    /// The image's four colours, in palette order.
    static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]

    static func paletteIndex(x: Int, y: Int, width: Int, height: Int) -> Int {
        let c = QuadrantImage.color(x: x, y: y, width: width, height: height)
        return palette.firstIndex { $0 == (c.r, c.g, c.b) } ?? 0
    }

    /// A GIF89a with a 4-colour table and LZW data that stays at 3-bit codes: a clear
    /// code before every second pixel keeps the table from growing (valid GIF, just big).
    public static func gif(width: Int, height: Int) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        out += [0xF1, 0, 0]  // global colour table of 4 entries, 8-bit colour
        for (r, g, b) in palette { out += [r, g, b] }
        out += [0x2C, 0, 0, 0, 0, UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0]
        out.append(2)  // LZW minimum code size: codes 0–3 colours, 4 clear, 5 end
        var bits: [Bool] = []
        func emit(_ code: Int) { for bit in 0..<3 { bits.append(code >> bit & 1 == 1) } }
        var count = 0
        for y in 0..<height {
            for x in 0..<width {
                if count % 2 == 0 { emit(4) }
                emit(paletteIndex(x: x, y: y, width: width, height: height))
                count += 1
            }
        }
        emit(5)
        var data: [UInt8] = []
        for start in stride(from: 0, to: bits.count, by: 8) {
            var byte: UInt8 = 0
            for (offset, bit) in bits[start..<min(start + 8, bits.count)].enumerated() where bit { byte |= 1 << offset }
            data.append(byte)
        }
        for start in stride(from: 0, to: data.count, by: 255) {
            let block = data[start..<min(start + 255, data.count)]
            out.append(UInt8(block.count))
            out += block
        }
        out += [0, 0x3B]
        return out
    }

    /// An uncompressed little-endian RGB TIFF, one strip.
    public static func tiff(width: Int, height: Int) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v & 0xFFFF) + u16(v >> 16) }
        let entries: [(tag: Int, type: Int, count: Int, value: Int)]
        let ifdOffset = 8, entryCount = 9
        let bitsOffset = ifdOffset + 2 + entryCount * 12 + 4
        let pixelsOffset = bitsOffset + 6
        entries = [
            (256, 3, 1, width), (257, 3, 1, height), (258, 3, 3, bitsOffset), (259, 3, 1, 1), (262, 3, 1, 2),
            (273, 4, 1, pixelsOffset), (277, 3, 1, 3), (278, 3, 1, height), (279, 4, 1, width * height * 3)
        ]
        var out: [UInt8] = [0x49, 0x49, 42, 0] + u32(ifdOffset) + u16(entryCount)
        for entry in entries {
            out += u16(entry.tag) + u16(entry.type) + u32(entry.count)
            out += entry.type == 3 && entry.count == 1 ? u16(entry.value) + [0, 0] : u32(entry.value)
        }
        out += u32(0) + u16(8) + u16(8) + u16(8)
        for y in 0..<height {
            for x in 0..<width {
                let c = QuadrantImage.color(x: x, y: y, width: width, height: height)
                out += [c.r, c.g, c.b]
            }
        }
        return out
    }

    /// A 32-bit BMP written by SDL.
    public static func writeBMP(width: Int, height: Int, to path: String) throws {
        var buffer = QuadrantImage.pixels(width: width, height: height)
        let saved = buffer.bytes.withUnsafeMutableBytes { raw -> Int32 in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(width), Int32(height), 32,
                    Int32(width * 4), splash_pixelformat_rgba32())
            else {
                return -1
            }
            defer { SDL_FreeSurface(surface) }
            return SDL_SaveBMP_RW(surface, SDL_RWFromFile(path, "wb"), 1)
        }
        guard saved == 0 else { throw QuadrantImageError(message: String(cString: SDL_GetError())) }
    }
}
