/// An image file's kind and claimed size, read from its first bytes without decoding.
///
/// The decoder checks these numbers against its pixel budget before it hands a single
/// byte to SDL_image: a 300-byte PNG may claim 65535 × 65535 pixels (16 GB decoded).
/// Splash shows JPEG, PNG, WebP, GIF (its first frame), BMP and TIFF; this is the one
/// parser of their headers, for layout (`ImageHeaderReader`) and for the decoder's budget.
public struct ImageHeader: Equatable, Sendable {
    /// The formats recognised by their signatures.
    public enum Kind: String, Sendable {
        case jpeg, png, webp, gif, bmp, tiff

        /// The type name SDL_image's `IMG_LoadTyped_RW` takes.
        public var loaderName: String {
            switch self {
            case .jpeg: return "JPG"
            case .png: return "PNG"
            case .webp: return "WEBP"
            case .gif: return "GIF"
            case .bmp: return "BMP"
            case .tiff: return "TIF"
            }
        }
    }

    public var kind: Kind
    public var width: Int
    public var height: Int

    public init(kind: Kind, width: Int, height: Int) {
        self.kind = kind
        self.width = width
        self.height = height
    }

    /// Pixels the decoded image would hold (saturating: a header may claim 2³² × 2³²).
    public var pixelCount: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// The format the bytes begin with, whether or not their size can be read.
    public static func kind(of b: [UInt8]) -> Kind? {
        if b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if b.starts(with: [0xFF, 0xD8]) { return .jpeg }
        if b.count >= 12, Array(b[0..<4]) == Array("RIFF".utf8), Array(b[8..<12]) == Array("WEBP".utf8) { return .webp }
        if b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) { return .gif }
        if b.count >= 18, b[0] == 0x42, b[1] == 0x4D, [12, 40, 52, 56, 64, 108, 124].contains(le32(b, 14)) { return .bmp }
        if b.starts(with: [0x49, 0x49, 42, 0]) || b.starts(with: [0x4D, 0x4D, 0, 42]) { return .tiff }
        return nil
    }

    /// The header of a complete file's bytes, or nil when they are not a recognised
    /// image or its size cannot be read.
    public static func parse(_ b: [UInt8]) -> ImageHeader? {
        guard let kind = kind(of: b) else { return nil }
        let size: (Int, Int)?
        switch kind {
        case .png: size = png(b)
        case .jpeg: size = jpeg(b)
        case .webp: size = webp(b)
        case .gif: size = gif(b)
        case .bmp: size = bmp(b)
        case .tiff: size = tiff(b)
        }
        guard let (width, height) = size, width > 0, height > 0 else { return nil }
        return ImageHeader(kind: kind, width: width, height: height)
    }

    /// IHDR: width and height are the first two big-endian words of the first chunk.
    private static func png(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 24, Array(b[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (be32(b, 16), be32(b, 20))
    }

    private static func webp(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            return ((Int(b[26]) | Int(b[27]) << 8) & 0x3FFF, (Int(b[28]) | Int(b[29]) << 8) & 0x3FFF)
        case "VP8L":
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return ((Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1, (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1)
        default:
            return nil
        }
    }

    /// The largest start-of-frame among all JPEG frames (SOF0–SOF15 except DHT, JPG and
    /// DAC, which share the range): a hostile file may put a huge one after a small one.
    private static func jpeg(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        var found: (Int, Int)?
        while i + 9 < b.count {
            guard b[i] == 0xFF else { i += 1; continue }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            if marker == 0xD9 { break }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6]), w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                // A zero height means "defined later" (DNL): assume the worst.
                let frame = (w, h == 0 ? 65535 : h)
                if let known = found { found = (max(known.0, frame.0), max(known.1, frame.1)) } else { found = frame }
            }
            if marker == 0xDA {
                // Entropy-coded data follows: skip to the next marker that is not a
                // stuffed byte or a restart.
                i += 2 + length
                while i + 1 < b.count, !(b[i] == 0xFF && b[i + 1] != 0 && !(0xD0...0xD7).contains(b[i + 1])) { i += 1 }
                continue
            }
            i += 2 + max(length, 2)
        }
        return found
    }

    /// The logical screen and the first image descriptor; the larger of each side.
    private static func gif(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 13 else { return nil }
        var width = le16(b, 6), height = le16(b, 8)
        var i = 13
        if b[10] & 0x80 != 0 { i += 3 << (Int(b[10] & 0x07) + 1) }
        while i < b.count {
            switch b[i] {
            case 0x2C:
                guard i + 9 <= b.count else { return (width, height) }
                width = max(width, le16(b, i + 5))
                height = max(height, le16(b, i + 7))
                return (width, height)
            case 0x21:
                i += 2
                while i < b.count, b[i] != 0 { i += Int(b[i]) + 1 }
                i += 1
            default:
                return (width, height)
            }
        }
        return (width, height)
    }

    /// A Windows or OS/2 bitmap's size; a negative height means rows top to bottom.
    private static func bmp(_ b: [UInt8]) -> (Int, Int)? {
        guard b.count >= 26 else { return nil }
        if le32(b, 14) == 12 { return (le16(b, 18), le16(b, 20)) }
        let width = Int(Int32(truncatingIfNeeded: le32(b, 18)))
        let height = Int(Int32(truncatingIfNeeded: le32(b, 22)))
        return (width, height == Int(Int32.min) ? 0 : abs(height))
    }

    /// A TIFF's ImageWidth (256) and ImageLength (257) from its first directory.
    private static func tiff(_ b: [UInt8]) -> (Int, Int)? {
        let little = b[0] == 0x49
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= b.count else { return nil }
            return little ? le16(b, at) : Int(b[at]) << 8 | Int(b[at + 1])
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
        guard let width, let height else { return nil }
        return (width, height)
    }

    private static func le32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8 | Int(b[at + 2]) << 16 | Int(b[at + 3]) << 24
    }

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    private static func le16(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8
    }
}
