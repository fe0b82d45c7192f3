import Foundation
import Platform
import SplashTestSupport
import Testing

/// What the scrubbed card looks like, pixel by pixel, compared with the state report's
/// `transition.frame` (issue 12): at several scrub depths its four corners show the
/// backdrop and are inside the window, a point 20 pt in shows the photo as the
/// presented detail drew it, and no light seam runs along its edges.
@Suite(.serialized) struct CardPixelTests {
    /// Opens photo row 0, shoots the detail at rest, then presses on it and drags `down`
    /// points down and `sideways` points right, and shoots it held there.
    static func script(down: Int, sideways: Int) -> String {
        var lines = ["900 shot home", "1000 down 200 650", "1060 up 200 650", "1900 shot presented", "2000 down 200 400"]
        for i in 1...6 { lines.append("\(2000 + 17 * i) move 200 \(400 + down * i / 6)") }
        for i in 1...6 where sideways != 0 { lines.append("\(2102 + 17 * i) move \(200 + sideways * i / 6) \(400 + down)") }
        lines += ["2400 shot scrubbed", "2410 end"]
        return lines.joined(separator: "\n")
    }

    /// A colour's relative luminance (WCAG), 0…1.
    static func luminance(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(pixel.r) + 0.7152 * linear(pixel.g) + 0.0722 * linear(pixel.b)
    }

    static func distance(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int {
        max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
    }

    /// How much lighter one channel of an edge pixel is than both its neighbours.
    static func lift(_ edge: UInt8, _ outside: UInt8, _ inside: UInt8) -> Int {
        Int(edge) - max(Int(outside), Int(inside))
    }

    @Test(arguments: [(30, 0, 1.0), (60, 80, 1.0), (60, 80, 2.0), (90, -80, 1.0)])
    func scrubbedCardShowsRoundCornersInsideTheWindow(down: Int, sideways: Int, scale: Double) throws {
        let run = try SplashBinary.runHeadless(
            script: Self.script(down: down, sideways: sideways),
            label: "card-pixels", extra: ["--scale", String(scale)])
        #expect(run.outcome.status == 0, "\(run.outcome.stderr)")
        let transition = try #require(run.report["transition"] as? [String: Any])
        #expect(transition["phase"] as? String == "scrubbing")
        let progress = try #require(transition["progress"] as? Double)
        #expect(abs(progress - Double(down) / 100) < 1e-3)
        let frame = try #require(transition["frame"] as? [String: Double])
        let x = frame["x"]!, y = frame["y"]!, width = frame["width"]!, height = frame["height"]!
        let radius = try #require(transition["corner_radius"] as? Double)
        // From progress 0.3 on the whole card, all four corners, is inside the window.
        #expect(x >= 0 && y >= 0 && x + width <= 414 && y + height <= 736, "\(frame)")
        #expect(radius >= 4)

        let shot = try PixelBuffer(contentsOfPNG: run.folder + "/frames/scrubbed.png")
        let presented = try PixelBuffer(contentsOfPNG: run.folder + "/frames/presented.png")
        func pixel(_ image: PixelBuffer, _ px: Double, _ py: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            image[min(image.width - 1, max(0, Int(px * scale))), min(image.height - 1, max(0, Int(py * scale)))]
        }
        let cardScale = width / 414
        // Corners (just inside the card's bounding box, outside the arc) show the
        // backdrop, which continues from just outside; 20 points in, the photo is drawn as
        // the presented detail drew that point of its content.
        let corners = [
            (x, y, 1.0, 1.0), (x + width, y, -1.0, 1.0), (x, y + height, 1.0, -1.0),
            (x + width, y + height, -1.0, -1.0)
        ]
        let onePixel = 1 / scale
        for (cx, cy, sx, sy) in corners {
            let corner = pixel(shot, cx + sx * onePixel * 0.5, cy + sy * onePixel * 0.5)
            let outside = pixel(shot, cx - sx * 3 * onePixel, cy - sy * 3 * onePixel)
            #expect(Self.distance(corner, outside) <= 24, "corner \(cx),\(cy) at \(down) pt is not backdrop: \(corner) vs \(outside)")
        }
        for (cx, cy, sx, _) in corners.prefix(2) {
            let inside = pixel(shot, cx + sx * 20, cy + 20)
            let contentX = (cx + sx * 20 - x) / cardScale, contentY = (cy + 20 - y) / cardScale
            let expected = pixel(presented, contentX, contentY)
            #expect(Self.distance(inside, expected) <= 40, "20 pt inside \(cx),\(cy): \(inside) vs photo \(expected)")
        }
        // The home beside the card is dimmed and blurred: darker than the home was, and
        // far smoother (the mean step between neighbouring pixels).
        if x >= 12 {
            let home = try PixelBuffer(contentsOfPNG: run.folder + "/frames/home.png")
            func roughness(_ image: PixelBuffer) -> (step: Double, level: Double) {
                var steps = 0.0, level = 0.0, count = 0.0
                for py in stride(from: 120.0, to: 330.0, by: 1) {
                    for px in stride(from: 1.0, to: x - 3, by: 1) {
                        let a = pixel(image, px, py), b = pixel(image, px + 1, py)
                        steps += Double(Self.distance(a, b))
                        level += Self.luminance(a)
                        count += 1
                    }
                }
                return (steps / count, level / count)
            }
            let before = roughness(home), behind = roughness(shot)
            #expect(behind.step < 0.3 * before.step, "not blurred: \(behind.step) vs \(before.step)")
            #expect(behind.level < 0.8 * before.level, "not dimmed: \(behind.level) vs \(before.level)")
        }
        // No seam: along the photo's top and side edges, the pixel the edge crosses is a
        // blend of the backdrop outside and the photo inside, not lighter than both (a
        // white card under the photo's feathered edge showed as a light line). The photo
        // varies from pixel to pixel, so each edge is judged by its median.
        func lifts(along samples: [(Double, Double)], dx: Int, dy: Int) -> [Int] {
            samples.map { ex, ey in
                // The device pixel the edge runs through, and its neighbours across it.
                let column = Int((ex * scale).rounded(.down)) - (dx < 0 && (ex * scale).rounded() == ex * scale ? 1 : 0)
                let row = Int((ey * scale).rounded(.down))
                let at = { (i: Int, j: Int) in shot[min(shot.width - 1, max(0, i)), min(shot.height - 1, max(0, j))] }
                let edge = at(column, row), out = at(column - dx * 2, row - dy * 2)
                return (1...3).map { step in
                    let inn = at(column + dx * step, row + dy * step)
                    return
                        (Self.lift(edge.r, out.r, inn.r) + Self.lift(edge.g, out.g, inn.g)
                        + Self.lift(edge.b, out.b, inn.b)) / 3
                }.min() ?? 0
            }.sorted()
        }
        let alongTop = stride(from: x + radius + 4, to: x + width - radius - 4, by: 5).map { ($0, y) }
        let alongSide = stride(from: y + radius + 4, to: y + height * 0.3, by: 5).map { $0 }
        for (name, lifted) in [
            ("top", lifts(along: alongTop, dx: 0, dy: 1)),
            ("left", lifts(along: alongSide.map { (x, $0) }, dx: 1, dy: 0)),
            ("right", lifts(along: alongSide.map { (x + width, $0) }, dx: -1, dy: 0))
        ] {
            #expect(lifted[lifted.count / 2] <= 8, "a light seam along the \(name) edge: \(lifted)")
        }
    }
}
