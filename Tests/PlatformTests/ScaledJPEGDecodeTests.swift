import CSDL2
import Files
import Foundation
import FuzzSupport
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// JPEGs are decoded at the smallest DCT scale (M/8) still as wide as asked
    /// (`JPEGDecoder`, issue 18): never narrower, close to decoding at full size and
    /// shrinking, turned upright by EXIF as before, and a damaged file is one line.
    @Suite(.serialized) struct ScaledJPEGDecodeTests {
        /// A bundled photo, 1200 × 675.
        static let photo = Repository.assets + "/Photos/bridge-klootwijk.jpg"

        /// The 32-bit pixel at `x`, `y` of an ARGB8888 surface, as red, green, blue.
        static func rgb(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
            let row = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(surface.pointee.pitch)
            let value = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
            return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        }

        /// What every photo went through before: SDL_image at full size, then the shrink.
        static func fullSizeThenShrunk(_ path: String, width: Int) throws -> UnsafeMutablePointer<SDL_Surface> {
            let loaded = try #require(IMG_Load(path))
            defer { SDL_FreeSurface(loaded) }
            let argb = try #require(SDL_ConvertSurfaceFormat(loaded, splash_pixelformat_argb8888(), 0))
            return SurfaceOperations.shrink(argb, toWidth: width)
        }

        @Test func theScaleIsTheSmallestStillAsWideAsAsked() {
            let factors = JPEGDecoder.factors
            for m in 1...8 {
                let reduced = factors.contains { $0.numerator * 8 == m * $0.denominator }
                #expect(reduced, "libjpeg-turbo offers \(m)/8")
            }
            func chosen(_ width: Int, _ height: Int, _ orientation: ImageOrientation, _ target: Int) -> Double {
                let factor = JPEGDecoder.scale(
                    storedWidth: width, storedHeight: height, orientation: orientation, target: target, factors: factors)
                return Double(factor.numerator) / Double(factor.denominator)
            }
            #expect(chosen(1200, 675, .up, 414) == 3.0 / 8)  // 450 pixels: 2/8 would be 300
            #expect(chosen(1200, 675, .up, 450) == 3.0 / 8)
            #expect(chosen(1200, 675, .up, 451) == 1.0 / 2)
            #expect(chosen(1200, 675, .up, 150) == 1.0 / 8)
            #expect(chosen(1200, 675, .up, 1) == 1.0 / 8)
            #expect(chosen(1200, 675, .up, 1199) == 1)
            #expect(chosen(1200, 675, .up, 5000) == 1)
            // Stored sideways (EXIF 6): the upright width is the stored height.
            #expect(chosen(4000, 3000, .right, 414) == 1.0 / 4)  // 750; 1/8 of 3000 is 375
            #expect(chosen(4000, 3000, .up, 414) == 1.0 / 8)  // 500
            // libjpeg rounds a scaled side up: 1/8 of 1201 is 151 pixels.
            #expect(chosen(1201, 675, .up, 151) == 1.0 / 8)
        }

        @Test(arguments: [40, 150, 300, 414, 451, 600, 828, 1199, 1200, 2000])
        func aScaledDecodeIsAtLeastAsWideAsAsked(width: Int) throws {
            _ = try PlatformTests.context()
            let scaled = try ImageFileLoader.load(path: Self.photo, pixelBudget: ImageStore.defaultPixelBudget, minimumWidth: width).get()
            defer { SDL_FreeSurface(scaled) }
            #expect(Int(scaled.pointee.w) >= min(width, 1200))
            // Scaled only when an eighth step down still reaches the width.
            #expect(Int(scaled.pointee.w) < width + 1200 / 8 || scaled.pointee.w == 1200)
            let decoded = try SurfaceOperations.decode(path: Self.photo, maximumWidth: width).get()
            defer { SDL_FreeSurface(decoded) }
            #expect(Int(decoded.pointee.w) == min(width, 1200))
        }

        @Test(arguments: [150, 300, 414, 600, 828])
        func aScaledDecodeLooksLikeAFullDecodeShrunk(width: Int) throws {
            _ = try PlatformTests.context()
            let scaled = try SurfaceOperations.decode(path: Self.photo, maximumWidth: width).get()
            defer { SDL_FreeSurface(scaled) }
            let reference = try Self.fullSizeThenShrunk(Self.photo, width: width)
            defer { SDL_FreeSurface(reference) }
            #expect(scaled.pointee.w == reference.pointee.w)
            // Each path rounds its own height (the scaled decode from its rounded-up size).
            #expect(abs(Int(scaled.pointee.h) - Int(reference.pointee.h)) <= 1)
            let w = Int(min(scaled.pointee.w, reference.pointee.w)), h = Int(min(scaled.pointee.h, reference.pointee.h))
            var total = 0
            for y in 0..<h {
                for x in 0..<w {
                    let a = Self.rgb(scaled, x, y), b = Self.rgb(reference, x, y)
                    total += abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)
                }
            }
            let mean = Double(total) / Double(w * h * 3)
            // The same photo filtered slightly differently: measured 1.1 to 1.4 levels of
            // 255 on average from 300 pixels up, 3.2 at 150 (an eighth: each pixel is one
            // block's average), where another photo differs by tens.
            #expect(mean < 5, "mean channel difference \(mean) at \(width) pixels")
        }

        @Test(arguments: 1...8)
        func aScaledDecodeIsTurnedUprightByEXIF(value: Int) throws {
            _ = try PlatformTests.context()
            let orientation = try #require(ImageOrientation(rawValue: value))
            let stored = (width: 800, height: 400)
            let path = try PlatformTests.temporaryDirectory() + "/oriented-\(value).jpg"
            let jpeg = try QuadrantImage.jpegBytes(width: stored.width, height: stored.height)
            try Data(ExifFixture.jpeg(jpeg, orientation: value)).write(to: URL(fileURLWithPath: path))
            let upright = orientation.uprightSize(width: stored.width, height: stored.height)
            let target = upright.width / 8 + 10

            // Decoded at a quarter: an eighth would be narrower than asked.
            let loaded = try ImageFileLoader.load(path: path, pixelBudget: ImageStore.defaultPixelBudget, minimumWidth: target).get()
            #expect(Int(loaded.pointee.w) == stored.width / 4 && Int(loaded.pointee.h) == stored.height / 4)
            SDL_FreeSurface(loaded)

            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: path, pixelSize: Size(width: Double(upright.width), height: Double(upright.height)))
            store.request(image, pixelWidth: target)
            let decoded = try #require(store.decoded(image))
            #expect(decoded.width == target)
            #expect(decoded.height == Int((Double(target) * Double(upright.height) / Double(upright.width)).rounded()))
            for (qx, qy) in [(1, 1), (3, 1), (1, 3), (3, 3)] {
                let x = decoded.width * qx / 4, y = decoded.height * qy / 4
                let from = orientation.storedPixel(
                    x: upright.width * qx / 4, y: upright.height * qy / 4, width: stored.width, height: stored.height)
                let want = QuadrantImage.color(x: from.x, y: from.y, width: stored.width, height: stored.height)
                let got = Self.rgb(decoded.surface, x, y)
                let close = abs(got.r - Int(want.r)) < 24 && abs(got.g - Int(want.g)) < 24 && abs(got.b - Int(want.b)) < 24
                #expect(close, "orientation \(value) at (\(x), \(y)): decoded \(got), stored quadrant is \(want)")
            }
        }

        @Test func aLargerRequestDecodesAgainAtTheLargerScale() throws {
            _ = try PlatformTests.context()
            let store = ImageStore(mode: .synchronous)
            let image = ImageRef(path: Self.photo, pixelSize: Size(width: 1200, height: 675))
            store.request(image, pixelWidth: 120)
            let small = try #require(store.decoded(image))
            #expect(small.width == 120)
            store.request(image, pixelWidth: 100)
            #expect(store.decoded(image) === small, "a smaller request is met by the pixels already there")
            store.request(image, pixelWidth: 700)
            let large = try #require(store.decoded(image))
            #expect(large.width == 700)
            #expect(large.generation > small.generation)
            store.request(image, pixelWidth: 1200)
            #expect(store.decoded(image)?.width == 1200)
        }

        /// The bytes of a real photo, damaged in ways that reach the decoder past the
        /// header check (`ImageHeader` still reads a size from each).
        static func damaged() throws -> [(name: String, bytes: [UInt8])] {
            let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: photo)))
            let sof = try #require((2..<whole.count - 1).first { whole[$0] == 0xFF && whole[$0 + 1] == 0xC0 })
            let sofEnd = sof + 2 + (Int(whole[sof + 2]) << 8 | Int(whole[sof + 3]))
            let sos = try #require((2..<whole.count - 1).first { whole[$0] == 0xFF && whole[$0 + 1] == 0xDA })
            var noComponents = whole
            noComponents[sof + 9] = 0  // the frame's component count
            var badPrecision = whole
            badPrecision[sof + 4] = 7  // bits per sample: libjpeg takes 8 (or 12)
            var badTable = whole
            for k in (sos - 40)..<sos { badTable[k] = 0xFF }  // the last Huffman table's codes
            return [
                ("cut-after-frame.jpg", Array(whole[..<sofEnd])),
                ("cut-at-scan.jpg", Array(whole[..<(sos + 4)])),
                ("no-components.jpg", noComponents),
                ("bad-precision.jpg", badPrecision),
                ("bad-table.jpg", badTable)
            ]
        }

        @Test func aDamagedJPEGFailsWithOneLineNamingIt() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            for (name, bytes) in try Self.damaged() {
                let path = directory + "/" + name
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                for width in [64, 1200] {
                    guard case .failure(let error) = SurfaceOperations.decode(path: path, maximumWidth: width) else {
                        Issue.record("\(name) decoded at \(width)"); continue
                    }
                    #expect(error.message.hasPrefix("cannot decode \(name): "), "\(error.message)")
                    #expect(!error.message.contains("\n"))
                }
            }
        }

        @Test func aJPEGCutInItsPixelsIsPaddedAsSDLImagePaddedIt() throws {
            _ = try PlatformTests.context()
            let whole = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.photo)))
            let path = try PlatformTests.temporaryDirectory() + "/cut.jpg"
            try Data(whole[..<(whole.count / 2)]).write(to: URL(fileURLWithPath: path))
            // libjpeg under SDL_image warned, padded the missing rows with grey and gave
            // the image; TurboJPEG's warning is taken the same way, at any scale.
            let before = try #require(IMG_Load(path))
            #expect(before.pointee.w == 1200)
            SDL_FreeSurface(before)
            for width in [100, 1200] {
                let decoded = try SurfaceOperations.decode(path: path, maximumWidth: width).get()
                #expect(Int(decoded.pointee.w) == width)
                let bottom = Self.rgb(decoded, Int(decoded.pointee.w) / 2, Int(decoded.pointee.h) - 1)
                #expect(abs(bottom.r - 128) <= 2 && abs(bottom.g - 128) <= 2 && abs(bottom.b - 128) <= 2, "\(bottom)")
                SDL_FreeSurface(decoded)
            }
        }

        @Test func mutatedJPEGsDecodeScaledOrFailWithOneLine() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            let seed = try QuadrantImage.jpegBytes(width: 256, height: 128)
            var random = SplitMix64(seed: 18)
            var decoded = 0, refused = 0
            for index in 0..<200 {
                let path = directory + "/case-\(index).jpg"
                try Data(ImageFuzzTests.mutate(seed, using: &random)).write(to: URL(fileURLWithPath: path))
                switch SurfaceOperations.decode(path: path, maximumWidth: 20, pixelBudget: ImageFuzzTests.budget) {
                case .success(let surface):
                    #expect(surface.pointee.w <= 20)
                    SDL_FreeSurface(surface)
                    decoded += 1
                case .failure(let error):
                    #expect(error.message.hasPrefix("cannot decode case-\(index).jpg"), "\(error.message)")
                    #expect(!error.message.contains("\n"))
                    refused += 1
                }
            }
            #expect(decoded > 0 && refused > 0, "the mutations exercise both outcomes")
        }
    }
}
