import CSDL2
import Testing

@testable import Platform

extension PlatformTests {
    /// The box blur behind every blurred image and the card's backdrop: the same pixels as
    /// the plain definition (three passes of clamped running averages, rows then
    /// columns), however it walks memory.
    @Suite struct BlurTests {
        @Test func theRoundedAverageIsExactForEveryWindowAndSum() {
            for window in [1, 2, 3, 7, 9, 15, 63, 255, 1_001] {
                let divide = BoxDivision(window: window)
                for sum in stride(from: 0, through: 255 * window, by: max(1, window / 7)) {
                    #expect(Int(divide(sum)) == (sum + window / 2) / window, "window \(window), sum \(sum)")
                }
            }
        }

        @Test func theBlurMatchesThePlainDefinition() throws {
            let width = 37, height = 23
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, splash_pixelformat_argb8888()))
            defer { SDL_FreeSurface(surface) }
            let pitch = Int(surface.pointee.pitch)
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            for y in 0..<height {
                for b in 0..<(width * 4) { pixels[y * pitch + b] = bytes[y * width * 4 + b] }
            }
            // σ at the working σ: no resampling, so only the box passes act.
            let sigma = SurfaceOperations.blurWorkingSigma
            let blurred = try #require(SurfaceOperations.blurred(surface, sigma: sigma))
            defer { SDL_FreeSurface(blurred) }
            let boxWidth = (12 * sigma * sigma / Double(SurfaceOperations.blurPasses) + 1).squareRoot()
            let radius = max(1, Int(((boxWidth - 1) / 2).rounded()))
            var expected = bytes
            func pass(_ count: Int, _ lines: Int, _ index: (Int, Int) -> Int) {
                let source = expected
                let window = 2 * radius + 1
                for line in 0..<lines {
                    for i in 0..<count {
                        for c in 0..<4 {
                            var sum = 0
                            for k in (i - radius)...(i + radius) { sum += Int(source[index(line, min(max(k, 0), count - 1)) + c]) }
                            expected[index(line, i) + c] = UInt8((sum + window / 2) / window)
                        }
                    }
                }
            }
            for _ in 0..<SurfaceOperations.blurPasses {
                pass(width, height) { y, x in (y * width + x) * 4 }
                pass(height, width) { x, y in (y * width + x) * 4 }
            }
            let out = blurred.pointee.pixels.assumingMemoryBound(to: UInt8.self)
            var mismatches = 0
            for y in 0..<height {
                for b in 0..<(width * 4) where out[y * Int(blurred.pointee.pitch) + b] != expected[y * width * 4 + b] { mismatches += 1 }
            }
            #expect(mismatches == 0)
        }
    }
}
