import Foundation
import Geometry
import Scene

/// Reads an image's pixel size from its first bytes, without decoding it, so a folder of
/// photos can be laid out before any of them is decoded. A JPEG's size is its upright
/// size: the EXIF orientation (`ImageOrientation`) is applied, as the decoder applies it.
public enum ImageHeaderReader {
    /// The file kinds Splash shows.
    public enum Kind: String, Sendable {
        case jpeg, png, webp, gif, bmp, tiff
    }

    /// Bytes read first: enough for any PNG or WebP header and for the frame header (and
    /// the EXIF orientation before it) of most JPEGs, so a folder of thousands of photos
    /// opens quickly.
    static let firstRead = 16 * 1024
    /// A JPEG's frame header can follow a large EXIF block (thumbnails): reading doubles
    /// up to this many bytes before giving up.
    static let maximumRead = 2 * 1024 * 1024

    /// The kind and size of the image at `path`, or a one-line reason it is not one.
    public static func read(path: String) -> Result<(Kind, Size), PhotoEntryError> {
        let name = (path as NSString).lastPathComponent
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(PhotoEntryError("\(name): cannot open the file"))
        }
        defer { try? handle.close() }
        var bytes = [UInt8]((try? handle.read(upToCount: firstRead)) ?? Data())
        if let size = png(bytes) { return .success((.png, size)) }
        if let size = webp(bytes) { return .success((.webp, size)) }
        if let size = gif(bytes) { return .success((.gif, size)) }
        if let size = bmp(bytes) { return .success((.bmp, size)) }
        if let size = tiff(bytes) { return .success((.tiff, size)) }
        guard bytes.starts(with: [0xFF, 0xD8]) else {
            return .failure(PhotoEntryError("\(name): not a JPEG, PNG, WebP, GIF, BMP or TIFF image"))
        }
        while true {
            if let size = jpeg(bytes) {
                let upright = ImageOrientation.ofJPEG(bytes).uprightSize(width: Int(size.width), height: Int(size.height))
                return .success((.jpeg, Size(width: Double(upright.width), height: Double(upright.height))))
            }
            guard bytes.count < maximumRead,
                  let more = try? handle.read(upToCount: bytes.count), !more.isEmpty else { break }
            bytes += more
        }
        return .failure(PhotoEntryError("\(name): JPEG without a readable frame header"))
    }

    static func png(_ b: [UInt8]) -> Size? {
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return Size(width: Double(be32(b, 16)), height: Double(be32(b, 20)))
    }

    static func webp(_ b: [UInt8]) -> Size? {
        guard b.count >= 30, Array(b[0..<4]) == Array("RIFF".utf8), Array(b[8..<12]) == Array("WEBP".utf8) else { return nil }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            let w = (Int(b[26]) | Int(b[27]) << 8) & 0x3FFF, h = (Int(b[28]) | Int(b[29]) << 8) & 0x3FFF
            return Size(width: Double(w), height: Double(h))
        case "VP8L":
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return Size(width: Double((bits & 0x3FFF) + 1), height: Double(((bits >> 14) & 0x3FFF) + 1))
        case "VP8X":
            let w = Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16, h = Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16
            return Size(width: Double(w + 1), height: Double(h + 1))
        default:
            return nil
        }
    }

    /// A GIF's logical screen size (its first frame is what SDL_image decodes).
    static func gif(_ b: [UInt8]) -> Size? {
        guard b.count >= 10, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else { return nil }
        let w = Int(b[6]) | Int(b[7]) << 8, h = Int(b[8]) | Int(b[9]) << 8
        return w > 0 && h > 0 ? Size(width: Double(w), height: Double(h)) : nil
    }

    /// A Windows or OS/2 bitmap's size; a negative height means rows top to bottom.
    static func bmp(_ b: [UInt8]) -> Size? {
        guard b.count >= 26, b[0] == 0x42, b[1] == 0x4D else { return nil }
        let header = le32(b, 14)
        let w: Int, h: Int
        if header == 12 {
            w = Int(b[18]) | Int(b[19]) << 8
            h = Int(b[20]) | Int(b[21]) << 8
        } else {
            w = Int(Int32(truncatingIfNeeded: le32(b, 18)))
            h = abs(Int(Int32(truncatingIfNeeded: le32(b, 22))))
        }
        return w > 0 && h > 0 ? Size(width: Double(w), height: Double(h)) : nil
    }

    /// A TIFF's ImageWidth (256) and ImageLength (257) from its first directory.
    static func tiff(_ b: [UInt8]) -> Size? {
        guard b.count >= 8 else { return nil }
        let little: Bool
        if b.starts(with: [0x49, 0x49, 42, 0]) { little = true } else if b.starts(with: [0x4D, 0x4D, 0, 42]) {
            little = false
        } else { return nil }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= b.count else { return nil }
            return little ? Int(b[at]) | Int(b[at + 1]) << 8 : Int(b[at]) << 8 | Int(b[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let first = u16(at), let second = u16(at + 2) else { return nil }
            return little ? second << 16 | first : first << 16 | second
        }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        var width: Int?, height: Int?
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2) else { return nil }
            // SHORT (3) values sit in the field's first two bytes, LONG (4) fill it.
            let value = type == 3 ? u16(at + 8) : type == 4 ? u32(at + 8) : nil
            if tag == 256 { width = value } else if tag == 257 { height = value }
        }
        guard let width, let height, width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    /// Walks JPEG segments to the first start-of-frame marker (SOF0–SOF15 except DHT,
    /// JPG and DAC, which share the range).
    static func jpeg(_ b: [UInt8]) -> Size? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { i += 1; continue }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return w > 0 && h > 0 ? Size(width: Double(w), height: Double(h)) : nil
            }
            i += 2 + length
        }
        return nil
    }

    private static func le32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24
    }

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
