import Files
import Foundation
import Geometry

/// Reads an image's pixel size from its first bytes, without decoding it, so a folder of
/// photos can be laid out before any of them is decoded.
public enum ImageHeaderReader {
    /// The file kinds Splash shows.
    public enum Kind: String, Sendable {
        case jpeg, png, webp
    }

    /// Bytes read first: enough for any PNG or WebP header and for the frame header of
    /// most JPEGs, so a folder of thousands of photos opens quickly.
    static let firstRead = 16 * 1024
    /// A JPEG's frame header can follow a large EXIF block (thumbnails): reading doubles
    /// up to this many bytes before giving up.
    static let maximumRead = 2 * 1024 * 1024

    /// The kind and size of the image at `path`, or a one-line reason it is not one.
    public static func read(path: String) -> Result<(Kind, Size), PhotoEntryError> {
        let name = (path as NSString).lastPathComponent
        // A regular file only: a named pipe would block this read forever.
        let handle: RegularFile
        do { handle = try RegularFile(path: path) } catch { return .failure(PhotoEntryError(error.message)) }
        var bytes = (try? handle.read(upToCount: firstRead)) ?? []
        if let size = png(bytes) { return .success((.png, size)) }
        if let size = webp(bytes) { return .success((.webp, size)) }
        guard bytes.starts(with: [0xFF, 0xD8]) else {
            return .failure(PhotoEntryError("\(name): not a JPEG, PNG or WebP image"))
        }
        while true {
            if let size = jpeg(bytes) { return .success((.jpeg, size)) }
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

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }
}
