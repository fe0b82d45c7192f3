import Foundation
import Platform
import Testing

/// A white credit on a white photo reads (issue 13): the cell darkens the photo under the
/// name, so the background behind the text keeps 3:1 against white.
@Suite(.serialized) struct CreditContrastTests {
    @Test func aCreditOnAWhitePhotoKeepsThreeToOne() throws {
        let folder = try SplashBinary.temporaryFolder("white-credit")
        let photos = folder + "/photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        try Screenshot.write(
            PixelBuffer(width: 120, height: 80, bytes: [UInt8](repeating: 255, count: 120 * 80 * 4)),
            to: photos + "/Snow_by_Jane_Doe.png")
        let run = try SplashBinary.runHeadless(
            script: "100 wheel 0 -300\n1000 shot white\n", label: "white-credit-run",
            extra: ["--photos", photos])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let visible = try #require((run.report["visible_photos"] as? [[String: Any]])?.first)
        let bottom = Int((visible["y"] as? Double ?? 0) + (visible["height"] as? Double ?? 0))
        let frame = try PixelBuffer(contentsOfPNG: run.folder + "/frames/white.png")
        // Right of the name, in its line: the scrim over white, where the text sits.
        for y in (bottom - 22)...(bottom - 6) {
            let pixel = frame[300, y]
            let luminance = Self.luminance(Int(pixel.r))
            #expect((1.05) / (luminance + 0.05) >= 3, "at y \(y): grey \(pixel.r) is under 3:1 against white")
        }
        // Above the scrim the photo is untouched white.
        #expect(frame[300, bottom - 70].r == 255)
    }

    /// Relative luminance of an sRGB grey.
    static func luminance(_ value: Int) -> Double {
        let c = Double(value) / 255
        return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
