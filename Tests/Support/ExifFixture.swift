/// Makes test JPEGs that carry an EXIF orientation, as a phone writes them: the JPEG's
/// own bytes with an APP1 "Exif" segment inserted after the start-of-image marker.
public enum ExifFixture {
    /// `jpeg` with an EXIF block whose IFD0 holds only the orientation tag (0x0112) set to
    /// `orientation` (1…8), in little-endian ("II") or big-endian ("MM") TIFF order.
    public static func jpeg(_ jpeg: [UInt8], orientation: Int, bigEndian: Bool = false) -> [UInt8] {
        precondition(jpeg.starts(with: [0xFF, 0xD8]), "not a JPEG")
        func u16(_ v: Int) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8)  // header, IFD0 right after it
        tiff += u16(2)  // two entries: a decoy tag, then orientation
        tiff += u16(0x010F) + u16(2) + u32(4) + [0x54, 0x65, 0x73, 0x74]  // Make = "Test"
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        tiff += u32(0)  // no next IFD
        let payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Array(jpeg[0..<2]) + segment + Array(jpeg[2...])
    }
}
