import CSDL2
import Foundation
import Geometry
import Scene
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Decoding is bounded: a file's header is checked against the pixel budget before
    /// SDL_image sees a byte, and only regular JPEG, PNG and WebP files are decoded.
    @Suite struct BoundedDecodeTests {
        /// A valid 16 × 16 PNG whose IHDR is rewritten to claim `width` × `height` (the
        /// CRC no longer matches, as in a hostile file).
        static func lyingPNG(width: UInt32, height: UInt32, to path: String) throws {
            try QuadrantImage.writePNG(width: 16, height: 16, to: path)
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            for (offset, value) in [(16, width), (20, height)] {
                for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
            }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }

        @Test func aPNGClaimingBillionsOfPixelsIsRefusedFromItsHeader() throws {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/huge.png"
            try Self.lyingPNG(width: 65535, height: 65535, to: path)
            guard case .failure(let error) = SurfaceOperations.decode(path: path, maximumWidth: 100) else {
                Issue.record("decoded"); return
            }
            #expect(error.message == "cannot decode huge.png: it is 65535×65535 pixels, more than the 100-megapixel limit (--max-megapixels)")
        }

        @Test func theBudgetIsConfigurable() throws {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/q.png"
            try QuadrantImage.writePNG(width: 200, height: 100, to: path)
            let small = ImageStore(mode: .synchronous, pixelBudget: 19_999)
            let image = ImageRef(path: path, pixelSize: Size(width: 200, height: 100))
            small.request(image, pixelWidth: 50)
            #expect(
                small.status(of: image)
                    == .failed("cannot decode q.png: it is 200×100 pixels, more than the 0.019999-megapixel limit (--max-megapixels)"))
            let enough = ImageStore(mode: .synchronous, pixelBudget: 20_000)
            enough.request(image, pixelWidth: 50)
            #expect(enough.status(of: image) == .ready)
        }

        @Test func pipesDevicesAndOtherFormatsAreNeverDecoded() throws {
            _ = try PlatformTests.context()
            let directory = try PlatformTests.temporaryDirectory()
            #expect(mkfifo(directory + "/pipe.png", 0o644) == 0)
            let gif = Data(base64Encoded: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")!
            try gif.write(to: URL(fileURLWithPath: directory + "/dot.gif"))
            // A TGA has no signature: SDL_image's IMG_Load would have guessed at it.
            try Data([0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 32, 8, 1, 2, 3, 4]).write(to: URL(fileURLWithPath: directory + "/x.png"))
            let cases = [
                (directory + "/pipe.png", "cannot decode pipe.png: is a named pipe, not a regular file"),
                ("/dev/zero", "cannot decode zero: is a device, not a regular file"),
                (directory, "cannot decode \((directory as NSString).lastPathComponent): is a folder, not a regular file"),
                (directory + "/x.png", "cannot decode x.png: not a JPEG, PNG, WebP, GIF, BMP or TIFF image")
            ]
            for (path, message) in cases {
                guard case .failure(let error) = SurfaceOperations.decode(path: path, maximumWidth: 10) else {
                    Issue.record("\(path) decoded"); continue
                }
                #expect(error.message == message)
            }
            // A GIF is one of the formats shown (its first frame).
            guard case .success(let dot) = SurfaceOperations.decode(path: directory + "/dot.gif", maximumWidth: 10) else {
                Issue.record("dot.gif did not decode"); return
            }
            #expect(dot.pointee.w == 1 && dot.pointee.h == 1)
            SDL_FreeSurface(dot)
        }

        @Test func webPStillDecodes() throws {
            _ = try PlatformTests.context()
            let path = try PlatformTests.temporaryDirectory() + "/dot.webp"
            try ImageFuzzTests.seeds()["lossless.webp"]!.write(to: URL(fileURLWithPath: path))
            guard case .success(let surface) = SurfaceOperations.decode(path: path, maximumWidth: 10) else {
                Issue.record("not decoded"); return
            }
            #expect(surface.pointee.w == 1 && surface.pointee.h == 1)
            SDL_FreeSurface(surface)
        }
    }
}
