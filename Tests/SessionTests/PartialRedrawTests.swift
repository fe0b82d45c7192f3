import Foundation
import Platform
import Testing

@testable import Session

/// A frame redrawn in part (only what changed, scrolled rows moved: Renderer+Damage,
/// Renderer+Scroll) is the frame redrawn whole, pixel for pixel, on every frame of the
/// bench's fling, drag and card scripts, at 1x and 2x and on a desktop-sized window.
@Suite(.serialized) struct PartialRedrawTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// A digest of every frame's pixels of a headless run, by frame index (a few hundred
    /// whole frames of a desktop window would be over a gigabyte).
    final class Frames: @unchecked Sendable {
        private let lock = NSLock()
        private var digests: [Int: UInt64] = [:]
        func add(_ index: Int, _ frame: PixelBuffer) {
            let digest = Self.digest(frame.bytes)
            lock.withLock { digests[index] = digest }
        }
        var all: [Int: UInt64] { lock.withLock { digests } }

        /// FNV-1a over 64-bit words: any pixel that differs changes it.
        static func digest(_ bytes: [UInt8]) -> UInt64 {
            bytes.withUnsafeBytes { raw in
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                let words = raw.bindMemory(to: UInt64.self)
                for word in words { hash = (hash ^ word) &* 0x100_0000_01b3 }
                for byte in raw.suffix(raw.count % 8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                return hash
            }
        }
    }

    /// Runs `script` headless twice, drawing only what changed and drawing every frame
    /// whole, and returns how many frames were drawn and which differ.
    func compare(script: String, width: Int, height: Int, scale: Double, label: String) throws -> (frames: Int, differing: [Int]) {
        let folder = NSTemporaryDirectory() + "splash-partial-\(label)-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/script.txt"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        var runs: [[Int: UInt64]] = []
        for whole in [false, true] {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let frames = Frames()
            var options = SessionOptions()
            options.headless = true
            options.script = path
            options.size = .init(width: Double(width), height: Double(height))
            options.scale = scale
            options.downloads = folder + "/downloads-\(whole)"
            options.assets = Self.root.appendingPathComponent("Assets").path
            options.redrawWhole = whole
            options.frameObserver = { index, pixels in frames.add(index, pixels) }
            try options.run()
            runs.append(frames.all)
        }
        let (part, whole) = (runs[0], runs[1])
        #expect(part.keys.sorted() == whole.keys.sorted(), "both runs draw the same frames")
        let differing = whole.keys.sorted().filter { part[$0] != whole[$0] }
        return (whole.count, differing)
    }

    @Test(arguments: [(414, 736, 1.0), (414, 736, 2.0), (1280, 800, 1.0)])
    func aFlingRedrawnInPartIsTheFlingRedrawnWhole(width: Int, height: Int, scale: Double) throws {
        let result = try compare(
            script: FlingScript.text(flings: 2), width: width, height: height, scale: scale, label: "fling-\(width)-\(scale)")
        #expect(result.frames > 100)
        #expect(result.differing.isEmpty, "frames \(result.differing.prefix(10)) differ")
    }

    @Test(arguments: [(414, 736, 1.0), (1280, 800, 1.0)])
    func aDragRedrawnInPartIsTheDragRedrawnWhole(width: Int, height: Int, scale: Double) throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("Scripts/bench-drag.txt"), encoding: .utf8)
        let result = try compare(script: script, width: width, height: height, scale: scale, label: "drag-\(width)")
        #expect(result.frames > 100)
        #expect(result.differing.isEmpty, "frames \(result.differing.prefix(10)) differ")
    }

    @Test(arguments: [(414, 736, 1.0)])
    func aCardRedrawnInPartIsTheCardRedrawnWhole(width: Int, height: Int, scale: Double) throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("Scripts/bench-card.txt"), encoding: .utf8)
        let result = try compare(script: script, width: width, height: height, scale: scale, label: "card-\(scale)")
        #expect(result.frames > 100)
        #expect(result.differing.isEmpty, "frames \(result.differing.prefix(10)) differ")
    }
}
