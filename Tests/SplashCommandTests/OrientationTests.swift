import Foundation
import Platform
import SplashTestSupport
import Testing

/// Photos stand the right way up through the whole app: a phone photo stored landscape
/// with EXIF orientation 6 is laid out portrait and drawn upright, from `--photos` and
/// when dropped on the window.
@Suite(.serialized) struct OrientationTests {
    /// Stored 80 × 40 (quadrants red, green / blue, yellow), tagged "turn 90° clockwise":
    /// upright it is 40 × 80 with blue top left, red top right, yellow bottom left and
    /// green bottom right.
    static func writePhonePhoto(to path: String) throws {
        let jpeg = try QuadrantImage.jpegBytes(width: 80, height: 40)
        try Data(ExifFixture.jpeg(jpeg, orientation: 6)).write(to: URL(fileURLWithPath: path))
    }

    /// The visible frame of the photo `id` in a report, in window points.
    static func frame(of id: String, in report: [String: Any]) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let entry = (report["visible_photos"] as? [[String: Any]])?.first(where: { $0["id"] as? String == id }),
            let x = entry["x"] as? Double, let y = entry["y"] as? Double,
            let width = entry["width"] as? Double, let height = entry["height"] as? Double
        else { return nil }
        return (x, y, width, height)
    }

    /// Whether a pixel is within JPEG's error of a colour.
    static func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (Int, Int, Int)) -> Bool {
        abs(Int(p.r) - c.0) < 40 && abs(Int(p.g) - c.1) < 40 && abs(Int(p.b) - c.2) < 40
    }

    /// Checks the photo's frame is portrait and its quadrants are upright in the shot.
    static func expectUpright(
        _ id: String, in run: (outcome: SplashBinary.Outcome, report: [String: Any], folder: String),
        shot: String
    ) throws {
        let frame = try #require(Self.frame(of: id, in: run.report), "\(id) is not on screen")
        #expect(abs(frame.height / frame.width - 2) < 0.01, "laid out \(frame.width)×\(frame.height), not portrait 1:2")
        let pixels = try PixelBuffer(contentsOfPNG: run.folder + "/frames/\(shot).png")
        func sample(_ fx: Double, _ fy: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
            let x = Int(frame.x + frame.width * fx), y = Int(frame.y + frame.height * fy)
            guard x >= 0, y >= 0, x < pixels.width, y < pixels.height else { return nil }
            return pixels[x, y]
        }
        // The upper quadrants, just above the photo's middle, are on screen below the header.
        let left = try #require(sample(0.25, 0.4), "the photo's upper half should be on screen: \(frame)")
        let right = try #require(sample(0.75, 0.4), "the photo's upper half should be on screen: \(frame)")
        #expect(near(left, (0, 0, 255)), "top left is \(left), want blue")
        #expect(near(right, (255, 0, 0)), "top right is \(right), want red")
    }

    @Test func aPhonePhotoInAFolderIsLaidOutAndDrawnUpright() throws {
        let folder = try SplashBinary.temporaryFolder("orientation")
        try Self.writePhonePhoto(to: folder + "/Phone_by_Someone.jpg")
        let run = try SplashBinary.runHeadless(
            script: "0 move 1 1\n300 shot feed\n", label: "orientation-folder",
            extra: ["--photos", folder])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        try Self.expectUpright("Phone_by_Someone", in: run, shot: "feed")
    }

    @Test func aDroppedPhonePhotoIsLaidOutAndDrawnUpright() throws {
        let folder = try SplashBinary.temporaryFolder("orientation-drop")
        let path = folder + "/Dropped_by_Someone.jpg"
        try Self.writePhonePhoto(to: path)
        // Dropped photos join the top of the feed; a slow 400 pt drag (no fling) brings
        // the photo's upper half on screen.
        var script = "0 drop \(path)\n1000 down 200 700\n"
        for i in 1...20 { script += "\(1000 + i * 20) move 200 \(700 - i * 20)\n" }
        script += "1700 up 200 300\n2500 shot dropped\n"
        let run = try SplashBinary.runHeadless(script: script, label: "orientation-drop-run")
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        try Self.expectUpright("Dropped_by_Someone", in: run, shot: "dropped")
    }
}
