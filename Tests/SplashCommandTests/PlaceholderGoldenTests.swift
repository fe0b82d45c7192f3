import Foundation
import PhotoLibrary
import Platform
import SplashTestSupport
import Testing

/// A header photo that cannot be decoded, with no other photo to take its place, keeps
/// showing its BlurHash placeholder (and says why once), while its feed cell is gone:
/// only files that decode keep a cell. The frame is a reviewed golden.
@Suite(.serialized) struct PlaceholderGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test func anUndecodablePhotoShowsItsBlurHash() throws {
        let folder = try SplashBinary.temporaryFolder("placeholder")
        // A JPEG by its signature and frame header (so it gets a cell) with no image
        // data: SDL_image cannot decode it.
        let frame: [UInt8] = [0xFF, 0xC0, 0, 11, 8, 0x03, 0x84, 0x04, 0xB0, 1, 1, 0x11, 0]  // 1200 × 900
        try Data([0xFF, 0xD8] + frame + [0xFF, 0xD9]).write(to: URL(fileURLWithPath: folder + "/broken.jpg"))
        let manifest = """
            {"header": "broken", "photos": [
              {"id": "broken", "file": "broken.jpg", "width": 1200, "height": 900, "color": "#696B6D",
               "blur_hash": "LZDvm4WCs:M_t:xujYV@IuxuWVt7", "user": {"name": "Aitzol Berasategi"}}
            ]}
            """
        try manifest.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        let run = try SplashBinary.runHeadless(
            script: "300 shot placeholder\n", label: "placeholder-run",
            extra: ["--manifest", folder + "/photos.json"])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let errors = run.report["errors"] as? [String] ?? []
        #expect(errors.count == 1 && errors[0].hasPrefix("cannot decode broken.jpg"), "\(errors)")
        #expect(run.report["photos"] as? Int == 0)
        let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/placeholder.png")
        try Golden.check(pixels, named: "placeholder-blurhash", in: Self.goldenDirectory)
    }
}
