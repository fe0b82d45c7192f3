/// An image file's kind and claimed size, read from its first bytes without decoding.
///
/// The decoder checks these numbers against its pixel budget before it hands a single
/// byte to SDL_image: a 300-byte PNG may claim 65535 × 65535 pixels (16 GB decoded).
/// GIF is recognised so it can be refused by name; Splash shows JPEG, PNG and WebP.
public struct ImageHeader: Equatable, Sendable {
    /// The formats recognised by their signatures.
    public enum Kind: String, Sendable {
        case jpeg, png, webp, gif

        /// The type name SDL_image's `IMG_LoadTyped_RW` takes.
        public var loaderName: String {
            switch self {
            case .jpeg: return "JPG"
            case .png: return "PNG"
            case .webp: return "WEBP"
            case .gif: return "GIF"
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

    private static func be32(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    private static func le16(_ b: [UInt8], _ at: Int) -> Int {
        Int(b[at]) | Int(b[at + 1]) << 8
    }
}
