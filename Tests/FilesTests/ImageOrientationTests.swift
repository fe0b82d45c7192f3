import SplashTestSupport
import Testing

@testable import Files

/// EXIF orientation: read from a JPEG's first bytes in either byte order, and the pixel
/// mapping that turns stored pixels upright.
struct ImageOrientationTests {
    /// The smallest JPEG start: SOI, then a frame header the parser must stop at.
    static let bareJPEG: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x02, 0x00, 0x03, 0x01, 0x01, 0x11, 0x00]

    @Test(arguments: 1...8)
    func everyValueIsReadInBothByteOrders(value: Int) {
        for bigEndian in [false, true] {
            let bytes = ExifFixture.jpeg(Self.bareJPEG, orientation: value, bigEndian: bigEndian)
            #expect(ImageOrientation.ofJPEG(bytes).rawValue == value)
        }
    }

    @Test func missingOrMalformedTagsLeaveThePhotoAsStored() {
        #expect(ImageOrientation.ofJPEG(Self.bareJPEG) == .up)
        #expect(ImageOrientation.ofJPEG(ExifFixture.jpeg(Self.bareJPEG, orientation: 9)) == .up)
        #expect(ImageOrientation.ofJPEG([0x89, 0x50, 0x4E, 0x47]) == .up)
        var truncated = ExifFixture.jpeg(Self.bareJPEG, orientation: 6)
        truncated.removeLast(truncated.count - 20)
        #expect(ImageOrientation.ofJPEG(truncated) == .up)
    }

    /// A 3 × 2 image with pixels numbered row by row, turned upright, read back row by row.
    static func upright(_ orientation: ImageOrientation) -> [[Int]] {
        let (width, height) = (3, 2)
        let size = orientation.uprightSize(width: width, height: height)
        return (0..<size.height).map { y in
            (0..<size.width).map { x in
                let p = orientation.storedPixel(x: x, y: y, width: width, height: height)
                return p.y * width + p.x
            }
        }
    }

    @Test func theEightOrientationsTurnAndMirrorAsEXIFDefines() {
        // Stored:  0 1 2
        //          3 4 5
        #expect(Self.upright(.up) == [[0, 1, 2], [3, 4, 5]])
        #expect(Self.upright(.upMirrored) == [[2, 1, 0], [5, 4, 3]])
        #expect(Self.upright(.down) == [[5, 4, 3], [2, 1, 0]])
        #expect(Self.upright(.downMirrored) == [[3, 4, 5], [0, 1, 2]])
        #expect(Self.upright(.leftMirrored) == [[0, 3], [1, 4], [2, 5]])
        // 6: the stored top row is the upright right-hand column (turn 90° clockwise).
        #expect(Self.upright(.right) == [[3, 0], [4, 1], [5, 2]])
        #expect(Self.upright(.rightMirrored) == [[5, 2], [4, 1], [3, 0]])
        // 8: the stored top row is the upright left-hand column (turn 90° anticlockwise).
        #expect(Self.upright(.left) == [[2, 5], [1, 4], [0, 3]])
    }
}
