import Foundation
import Testing

@testable import PhotoLibrary
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

    /// The decoder as first written, one cosine per pixel and component and a digit
    /// looked up by character: the decoder computes each cosine once per row and column
    /// and must give the same bytes.
    private func straightforwardDecode(_ hash: String, width: Int, height: Int) -> [UInt8]? {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")
        func value(_ digits: ArraySlice<Character>) -> Int? {
            var result = 0
            for digit in digits {
                guard let v = alphabet.firstIndex(of: digit) else { return nil }
                result = result * 83 + v
            }
            return result
        }
        let characters = Array(hash)
        guard characters.count >= 6, let sizeFlag = value(characters[0...0]) else { return nil }
        let componentsY = sizeFlag / 9 + 1, componentsX = sizeFlag % 9 + 1
        guard characters.count == 4 + 2 * componentsX * componentsY, let quantised = value(characters[1...1]) else { return nil }
        let maximum = Double(quantised + 1) / 166
        var colours: [(Double, Double, Double)] = []
        for index in 0..<(componentsX * componentsY) {
            if index == 0 {
                guard let dc = value(characters[2..<6]) else { return nil }
                colours.append((BlurHash.linear(dc >> 16), BlurHash.linear((dc >> 8) & 255), BlurHash.linear(dc & 255)))
            } else {
                guard let ac = value(characters[(4 + index * 2)..<(6 + index * 2)]) else { return nil }
                func component(_ q: Int) -> Double {
                    let v = (Double(q) - 9) / 9
                    return (v < 0 ? -v * v : v * v) * maximum
                }
                colours.append((component(ac / 361), component((ac / 19) % 19), component(ac % 19)))
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var r = 0.0, g = 0.0, b = 0.0
                for j in 0..<componentsY {
                    let cy = cos(Double.pi * Double(y) * Double(j) / Double(height))
                    for i in 0..<componentsX {
                        let basis = cos(Double.pi * Double(x) * Double(i) / Double(width)) * cy
                        let colour = colours[i + j * componentsX]
                        r += colour.0 * basis
                        g += colour.1 * basis
                        b += colour.2 * basis
                    }
                }
                pixels[(y * width + x) * 4] = BlurHash.sRGB(r)
                pixels[(y * width + x) * 4 + 1] = BlurHash.sRGB(g)
                pixels[(y * width + x) * 4 + 2] = BlurHash.sRGB(b)
            }
        }
        return pixels
    }

    /// Every bundled hash and 300 seeded random ones (every component count from
    /// 1 × 1 to 9 × 9) decode to the bytes of the straightforward decoder, at the
    /// placeholder's size and at others.
    @Test func theDecoderGivesTheBytesOfTheStraightforwardOne() {
        var hashes = Fixtures.library().photos.compactMap(\.blurHash)
        let digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let flag = next(81)
            let length = 4 + 2 * (flag % 9 + 1) * (flag / 9 + 1)
            hashes.append(String([digits[flag]] + (1..<length).map { _ in digits[next(83)] }))
        }
        var compared = 0
        for hash in hashes {
            for (width, height) in [(16, 12), (4, 3), (32, 32), (7, 5)] {
                let expected = straightforwardDecode(hash, width: width, height: height)
                #expect(expected != nil, "\(hash)")
                let same = BlurHash.decode(hash, width: width, height: height) == expected
                #expect(same, "\(hash) at \(width) × \(height) decodes to other bytes")
                compared += 1
            }
        }
        #expect(compared > 1200)
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
