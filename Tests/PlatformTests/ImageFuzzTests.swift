import CSDL2
import Foundation
import FuzzSupport
import Geometry
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// Mutated PNG, JPEG, WebP and GIF files, from a fixed seed, through the decoder every
    /// photo goes through (`--photos`, drops, manifests, the window's decoding threads):
    /// each must decode within the pixel budget or fail with one line naming the file.
    /// A crash or a hang fails the run. `make test` runs `defaultCases`; `make fuzz`
    /// sets `SPLASH_FUZZ_CASES` to run thousands.
    @Suite struct ImageFuzzTests {
        static let defaultCases = 300
        /// The fuzz decodes with a small budget so that a mutated header claiming a
        /// little less than it (and so decoded) stays cheap.
        static let budget = 1_000_000

        /// Seed files: tiny valid images of each kind (the WebP and GIF bytes are the
        /// well-known 1 × 1 feature-detection images).
        static func seeds() throws -> [String: Data] {
            var seeds: [String: Data] = [
                "lossless.webp": Data(base64Encoded: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")!,
                "lossy.webp": Data(base64Encoded: "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA")!,
                "alpha.webp": Data(
                    base64Encoded: "UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==")!,
                "dot.gif": Data(base64Encoded: "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")!
            ]
            let directory = try PlatformTests.temporaryDirectory()
            try QuadrantImage.writePNG(width: 24, height: 16, to: directory + "/q.png")
            seeds["q.png"] = try Data(contentsOf: URL(fileURLWithPath: directory + "/q.png"))
            seeds["q.jpg"] = try jpeg(width: 24, height: 16)
            return seeds
        }

        /// A small baseline JPEG, encoded by SDL_image.
        static func jpeg(width: Int32, height: Int32) throws -> Data {
            guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, splash_pixelformat_rgba32()) else {
                throw PlatformError("no surface")
            }
            defer { SDL_FreeSurface(surface) }
            SDL_FillRect(surface, nil, 0xFF3366CC)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let written: Int = buffer.withUnsafeMutableBytes { raw in
                guard let stream = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SaveJPG_RW(surface, stream, 0, 80) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
            guard written > 0 else { throw PlatformError("cannot encode a JPEG") }
            return Data(buffer.prefix(written))
        }

        /// One mutation of `seed`: flipped bytes, a rewritten size field, a cut, a
        /// repeated or inserted run, or several of these.
        static func mutate(_ seed: [UInt8], using random: inout SplitMix64) -> [UInt8] {
            var bytes = seed
            let count = Bool.random(using: &random) ? 1 : Int.random(in: 2...4, using: &random)
            for _ in 0..<count {
                guard bytes.count > 12 else { break }
                // Mostly past the 12-byte signatures, so the damage reaches the decoders.
                let floor = Int.random(in: 0..<10, using: &random) == 0 ? 0 : 12
                switch Int.random(in: 0..<6, using: &random) {
                case 0:
                    for _ in 0..<Int.random(in: 1...8, using: &random) {
                        bytes[Int.random(in: floor..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                    }
                case 1:
                    // The size fields of every format sit in the first 32 bytes: make them huge or odd.
                    let at = Int.random(in: floor..<min(bytes.count, 32), using: &random)
                    let values: [UInt8] = [0xFF, 0x7F, 0x00, 0x80, 0x01]
                    for k in at..<min(bytes.count, at + 4) { bytes[k] = values.randomElement(using: &random)! }
                case 2:
                    bytes.removeSubrange(Int.random(in: floor..<bytes.count, using: &random)...)
                case 3:
                    let start = Int.random(in: floor..<bytes.count, using: &random)
                    let end = min(bytes.count, start + Int.random(in: 1...64, using: &random))
                    bytes.insert(contentsOf: bytes[start..<end], at: Int.random(in: floor...bytes.count, using: &random))
                case 4:
                    let junk = (0..<Int.random(in: 1...32, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                    bytes.insert(contentsOf: junk, at: Int.random(in: floor...bytes.count, using: &random))
                default:
                    let at = Int.random(in: floor..<bytes.count, using: &random)
                    bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
                }
            }
            // Half the mutated PNGs get valid chunk CRCs again, so the damage reaches
            // libpng's decoding instead of stopping at its checksum test.
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), Bool.random(using: &random) { repairCRCs(&bytes) }
            return bytes
        }

        /// Rewrites each PNG chunk's CRC-32 to match its (mutated) type and data.
        static func repairCRCs(_ bytes: inout [UInt8]) {
            var at = 8
            while at + 12 <= bytes.count {
                let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
                guard length <= bytes.count - at - 12 else { return }
                var crc: UInt32 = 0xFFFF_FFFF
                for byte in bytes[(at + 4)..<(at + 8 + length)] {
                    crc ^= UInt32(byte)
                    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
                }
                crc ^= 0xFFFF_FFFF
                for k in 0..<4 { bytes[at + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
                at += 12 + length
            }
        }

        static var caseCount: Int {
            ProcessInfo.processInfo.environment["SPLASH_FUZZ_CASES"].flatMap(Int.init) ?? defaultCases
        }

        @Test func mutatedImagesDecodeWithinBudgetOrFailWithOneLine() throws {
            _ = try PlatformTests.context()
            let seeds = try Self.seeds().sorted { $0.key < $1.key }
            let directory = try PlatformTests.temporaryDirectory()
            var random = SplitMix64(seed: 19)
            var decoded = 0, refused = 0
            for index in 0..<Self.caseCount {
                let (name, seed) = seeds[index % seeds.count]
                let bytes = Self.mutate([UInt8](seed), using: &random)
                let path = directory + "/case-\(index)." + (name as NSString).pathExtension
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                switch SurfaceOperations.decode(path: path, maximumWidth: 64, pixelBudget: Self.budget) {
                case .success(let surface):
                    #expect(Int(surface.pointee.w) * Int(surface.pointee.h) <= Self.budget)
                    SDL_FreeSurface(surface)
                    decoded += 1
                case .failure(let error):
                    #expect(error.message.hasPrefix("cannot decode case-\(index)."), "\(error.message)")
                    #expect(!error.message.contains("\n"))
                    refused += 1
                }
                try FileManager.default.removeItem(atPath: path)
            }
            #expect(decoded + refused == Self.caseCount)
            #expect(decoded > 0 && refused > 0, "the mutations exercise both outcomes")
            print("image fuzz: \(Self.caseCount) cases, \(decoded) decoded, \(refused) refused with a message, 0 crashes")
        }
    }
}
