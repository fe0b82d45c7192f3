import Foundation
import PhotoLibrary
import Testing

@testable import Splash

/// BlurHash placeholders decode to the photos they stand for.
@Suite struct BlurHashTests {
    /// The reference decoder (woltapp's C code, through the blurhash-python package)
    /// gives these bytes for the header photo's hash at 4 × 3; ours may differ by one
    /// level of rounding.
    @Test func decodingMatchesTheReferenceImplementation() throws {
        let reference: [UInt8] = [
            124, 145, 183, 128, 155, 198, 99, 134, 181, 74, 112, 160,
            121, 122, 136, 141, 149, 169, 123, 137, 155, 122, 129, 142,
            101, 81, 41, 124, 110, 102, 117, 108, 89, 126, 115, 90
        ]
        let pixels = try #require(BlurHash.decode("LZDvm4WCs:M_t:xujYV@IuxuWVt7", width: 4, height: 3))
        for p in 0..<12 {
            for c in 0..<3 {
                #expect(abs(Int(pixels[p * 4 + c]) - Int(reference[p * 3 + c])) <= 1, "pixel \(p) channel \(c)")
            }
        }
    }

    /// Every bundled photo has a hash that decodes.
    @Test func everyBundledHashDecodes() {
        for photo in Fixtures.library().photos {
            #expect(BlurHash.decode(photo.blurHash ?? "", width: 16, height: 12) != nil, "\(photo.id)")
        }
    }

    @Test func aHashVariesAcrossThePhoto() throws {
        let pixels = try #require(BlurHash.decode("LZDvm4WCs:M_t:xujYV@IuxuWVt7", width: 4, height: 3))
        #expect(pixels[0..<3] != pixels[(11 * 4)..<(11 * 4 + 3)], "top-left and bottom-right differ")
        #expect(pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 }, "opaque")
    }

    @Test(arguments: ["", "LZDvm", "LZDvm4WCs:M_t:xujYV@IuxuWVt", "LZDvm4WCs:M_t:xujYV@Iux\u{00e9}WVt7"])
    func malformedHashesDecodeToNothing(hash: String) {
        #expect(BlurHash.decode(hash, width: 4, height: 3) == nil)
    }

    @Test func aPhotoWithoutAValidHashFallsBackToItsColour() throws {
        var photo = Fixtures.library().photos[0]
        photo.blurHash = "nonsense"
        #expect(photo.makePlaceholder() == .color(photo.color))
        photo.blurHash = nil
        #expect(photo.makePlaceholder() == .color(photo.color))
    }
}
