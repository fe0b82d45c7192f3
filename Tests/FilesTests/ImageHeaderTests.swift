import Foundation
import Testing

@testable import Files

/// Image sizes come from the headers, including the sizes hostile files claim.
@Suite struct ImageHeaderTests {
    /// A PNG signature and IHDR claiming `width` × `height`.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        return bytes + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    @Test func aPNGClaimingAHugeSizeIsReadAsClaimed() {
        let header = ImageHeader.parse(Self.pngHeader(width: 65535, height: 65535))
        #expect(header == ImageHeader(kind: .png, width: 65535, height: 65535))
        #expect(header!.pixelCount == 65535 * 65535)
        let absurd = ImageHeader.parse(Self.pngHeader(width: .max, height: .max))
        #expect(absurd?.pixelCount == Int.max, "saturates instead of overflowing")
    }

    @Test func theLargestJPEGFrameCounts() {
        func frame(_ marker: UInt8, width: Int, height: Int) -> [UInt8] {
            [0xFF, marker, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        }
        let bytes: [UInt8] = [0xFF, 0xD8] + frame(0xC0, width: 10, height: 10) + frame(0xC2, width: 60000, height: 50000) + [0xFF, 0xD9]
        #expect(ImageHeader.parse(bytes) == ImageHeader(kind: .jpeg, width: 60000, height: 50000))
    }

    @Test func aGIFsImageDescriptorMayBeLargerThanItsScreen() {
        var bytes = Array("GIF89a".utf8) + [10, 0, 10, 0, 0, 0, 0]
        bytes += [0x21, 0xF9, 4, 0, 0, 0, 0, 0]  // graphic control extension
        bytes += [0x2C, 0, 0, 0, 0, 0x30, 0x75, 0x30, 0x75, 0]
        #expect(ImageHeader.parse(bytes) == ImageHeader(kind: .gif, width: 30000, height: 30000))
    }

    @Test func otherBytesAreNotImages() {
        #expect(ImageHeader.parse(Array("-----BEGIN OPENSSH PRIVATE KEY-----".utf8)) == nil)
        #expect(ImageHeader.kind(of: []) == nil)
        #expect(ImageHeader.parse([0x89, 0x50, 0x4E, 0x47]) == nil)
    }
}
