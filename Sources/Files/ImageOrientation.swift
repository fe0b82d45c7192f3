/// How a photo's stored pixels must be turned to stand the right way up: the EXIF
/// orientation tag (0x0112) that cameras and phones write instead of rotating the pixels.
///
/// The raw values are EXIF's: 1 is upright; 2–4 mirror or turn by 180°; 5–8 swap the
/// axes (a phone photo held upright is usually stored landscape with orientation 6).
/// Layout (the header reader) and decoding (the image store) both read it from the file,
/// so the size a photo is laid out at and the pixels drawn in it always agree.
public enum ImageOrientation: Int, Sendable, CaseIterable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Whether the upright image is the stored one turned a quarter: width and height swap.
    public var swapsAxes: Bool { rawValue >= 5 }

    /// The upright size of an image stored `width` × `height`.
    public func uprightSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// The stored pixel that appears at column `x`, row `y` of the upright image, for an
    /// image stored `width` × `height` pixels.
    public func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }

    /// Bytes to read from the start of a file to find the tag: EXIF lives in an APP1
    /// segment, which JPEG limits to 64 kB, right after the start of the image.
    public static let headerLength = 64 * 1024 + 64

    /// The orientation a JPEG's first bytes declare; `.up` when there is no EXIF block,
    /// no tag, or anything malformed (a photo is then shown as stored, never refused).
    public static func ofJPEG(_ b: [UInt8]) -> ImageOrientation {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return .up }
        var i = 2
        while i + 4 <= b.count, b[i] == 0xFF {
            let marker = b[i + 1]
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            // Start of scan or of a frame: metadata comes before these.
            if marker == 0xDA || (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) { break }
            if marker == 0xE1, length >= 8, i + 2 + length <= b.count,
                Array(b[(i + 4)..<(i + 10)]) == [0x45, 0x78, 0x69, 0x66, 0, 0]
            {  // "Exif\0\0"
                return ofTIFF(Array(b[(i + 10)..<(i + 2 + length)])) ?? .up
            }
            i += 2 + length
        }
        return .up
    }

    /// Reads the tag from IFD0 of the TIFF structure inside an EXIF block.
    private static func ofTIFF(_ t: [UInt8]) -> ImageOrientation? {
        guard t.count >= 8 else { return nil }
        let little: Bool
        switch (t[0], t[1]) {
        case (0x49, 0x49): little = true  // "II"
        case (0x4D, 0x4D): little = false  // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= t.count else { return nil }
            return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(little ? at + 2 : at), let low = u16(little ? at : at + 2) else { return nil }
            return high << 16 | low
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            // SHORT (type 3), count 1: the value sits in the first two bytes of the field.
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8) {
                return ImageOrientation(rawValue: value)
            }
        }
        return nil
    }
}
