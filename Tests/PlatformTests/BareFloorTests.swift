import Foundation
import Geometry
import SplashTestSupport
import Testing

@testable import Platform

extension PlatformTests {
    /// The bench's two floors (`BareFloor`, `FloorDrawing`) draw what they say: the
    /// copying floor the same photos in the same place every frame when nothing scrolls,
    /// the resampling floor the same photos in the same place at a new size every frame.
    @Suite struct BareFloorTests {
        static let size = Size(width: 120, height: 200)

        /// The bundled photos, as the bench's floor reads them.
        static func photos() throws -> [String] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Repository.assets + "/photos.json"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entries = try #require(root["photos"] as? [[String: Any]])
            return entries.compactMap { $0["file"] as? String }.prefix(3).map { Repository.assets + "/" + $0 }
        }

        /// Each frame's pixels from a floor that does not scroll, so that every change
        /// between frames is the drawing's own.
        static func frames(_ drawing: FloorDrawing, count: Int, scale: Double) throws -> [PixelBuffer] {
            _ = try PlatformTests.context()
            var shots: [PixelBuffer] = []
            let times = try BareFloor.run(
                textures: try photos(), frames: count, size: size, scale: scale, scrollPerFrame: 0, drawing: drawing,
                afterFrame: { shots.append(try $0.pixels()) })
            #expect(times.count == count)
            return shots
        }

        /// The mean difference per channel between two frames, and the share of pixels
        /// that differ at all.
        static func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (mean: Double, changed: Double) {
            var total = 0
            var changed = 0
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a[x, y], q = b[x, y]
                    let d = abs(Int(p.0) - Int(q.0)) + abs(Int(p.1) - Int(q.1)) + abs(Int(p.2) - Int(q.2))
                    total += d
                    if d > 0 { changed += 1 }
                }
            }
            let pixels = Double(max(1, a.width * a.height))
            return (Double(total) / pixels / 3, Double(changed) / pixels)
        }

        @Test(arguments: [1.0, 2.0]) func theCopyingFloorDrawsTheSameFrameEachTime(scale: Double) throws {
            let shots = try Self.frames(.copy, count: 3, scale: scale)
            #expect(shots[0].width == Int(Self.size.width * scale))
            #expect(Self.difference(shots[0], shots[2]).changed == 0)
        }

        @Test(arguments: [1.0, 2.0]) func theResamplingFloorDrawsTheSamePhotosAtANewSizeEachFrame(scale: Double) throws {
            let copies = try Self.frames(.copy, count: 1, scale: scale)
            let shots = try Self.frames(.resampled, count: 4, scale: scale)
            for frame in 1..<shots.count {
                // A new size every frame: most pixels change from one frame to the next.
                let step = Self.difference(shots[frame - 1], shots[frame])
                #expect(step.changed > 0.5, "frame \(frame) changed \(step.changed) of its pixels")
            }
            for shot in shots {
                // The same photos in the same places, zoomed by at most a tenth: close to
                // the copy on average, and never the copy itself.
                let fromCopy = Self.difference(copies[0], shot)
                #expect(fromCopy.changed > 0.5)
                #expect(fromCopy.mean < 30, "mean difference from the copy \(fromCopy.mean) levels")
            }
        }
    }
}
