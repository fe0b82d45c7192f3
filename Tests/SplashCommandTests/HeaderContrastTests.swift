import Foundation
import Platform
import SplashTestSupport
import Testing

/// The header's texts keep 3:1 against what is drawn behind them at every offset from 0
/// to 400 in 10-point steps (issue 12): the status bar's clock and the search field's
/// placeholder, measured in the rendered frames, each after its cross-fade has ended.
@Suite(.serialized) struct HeaderContrastTests {
    static let offsets = Array(stride(from: 0, through: 400, by: 10))

    /// Holds the feed at each offset in turn (a drag is 1:1) and shoots it 0.23 s later,
    /// after any 0.2 s cross-fade.
    static var script: String {
        var lines = ["400 shot offset-0", "500 down 200 720", "516 move 200 690"]
        for (index, offset) in offsets.dropFirst().enumerated() {
            let time = 600 + 240 * index
            lines.append("\(time) move 200 \(720 - offset)")
            lines.append("\(time + 230) shot offset-\(offset)")
        }
        lines.append("\(600 + 240 * offsets.count) end")
        return lines.joined(separator: "\n")
    }

    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    static func luminance(_ p: Pixel) -> Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
    }

    /// The contrast of text drawn in `textBox` against the background in `backgroundBoxes`:
    /// the text is the pixel farthest from the background's median; the background is
    /// taken at its 90th percentile toward the text (its worst tenth ignored: photo
    /// detail, not what the text sits on).
    static func contrast(
        _ image: PixelBuffer, text textBox: (ClosedRange<Int>, ClosedRange<Int>),
        background boxes: [(ClosedRange<Int>, ClosedRange<Int>)]
    ) -> Double {
        var background: [Double] = []
        for (xs, ys) in boxes { for y in ys { for x in xs { background.append(luminance(image[x, y])) } } }
        background.sort()
        let median = background[background.count / 2]
        var text = median
        for y in textBox.1 {
            for x in textBox.0 {
                let l = luminance(image[x, y])
                if abs(l - median) > abs(text - median) { text = l }
            }
        }
        let worst = text > median ? background[background.count * 9 / 10] : background[background.count / 10]
        return (max(text, worst) + 0.05) / (min(text, worst) + 0.05)
    }

    @Test func theClockAndThePlaceholderKeepThreeToOne() throws {
        let run = try SplashBinary.runHeadless(script: Self.script, label: "header-contrast")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        var failures: [String] = []
        for offset in Self.offsets {
            let image = try PixelBuffer(contentsOfPNG: run.folder + "/frames/offset-\(offset).png")
            let clock = Self.contrast(image, text: (195...219, 4...15), background: [(160...188, 2...17), (226...254, 2...17)])
            // The field: 16 in from the sides, its top at height / 2 − 12.
            let height = max(96, 350 - offset)
            let top = height / 2 - 12
            let placeholder = Self.contrast(
                image, text: (62...170, (top + 14)...(top + 30)),
                background: [(260...390, (top + 8)...(top + 36))])
            if clock < 3 || placeholder < 3 {
                failures.append("offset \(offset): clock \(clock), placeholder \(placeholder)")
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
