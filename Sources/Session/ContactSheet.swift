import Foundation
import Geometry
import Platform
import Scene

/// One PNG showing a run's shots side by side, each captioned with its name
/// (`--contact-sheet`, `make demo`).
///
/// The sheet is laid out as a display list and drawn by the same renderer as the app,
/// with the shots as images, so it needs no image code of its own.
struct ContactSheet {
    /// Shots are shown at half their size: a 414 × 736 frame becomes 207 × 368.
    static let thumbnailScale = 0.5
    static let maximumColumns = 5
    /// Layout of the sheet, points (tuned).
    static let margin = 24.0
    static let spacing = 16.0
    static let captionHeight = 28.0
    static let captionFont = Font.bold(14)
    static let background = Color(r255: 242, g255: 242, b255: 247)
    static let captionColor = Color(r255: 60, g255: 60, b255: 67)

    /// Each shot's caption and PNG path, in the order the script took them.
    var shots: [(name: String, path: String)]

    /// The grid's shape: one row up to five shots, then rows of equal length.
    var columns: Int {
        guard shots.count > Self.maximumColumns else { return max(1, shots.count) }
        let rows = (shots.count + Self.maximumColumns - 1) / Self.maximumColumns
        return (shots.count + rows - 1) / rows
    }

    /// The sheet for shots of `frameSize` pixels.
    func displayList(frameSize: Size) -> DisplayList {
        let thumb = Size(
            width: (frameSize.width * Self.thumbnailScale).rounded(),
            height: (frameSize.height * Self.thumbnailScale).rounded())
        let rows = (shots.count + columns - 1) / columns
        let cell = Size(width: thumb.width + Self.spacing, height: thumb.height + Self.captionHeight + Self.spacing)
        let size = Size(
            width: 2 * Self.margin + Double(columns) * cell.width - Self.spacing,
            height: 2 * Self.margin + Double(rows) * cell.height - Self.spacing)
        var list = DisplayList(viewport: size, background: Self.background)
        for (index, shot) in shots.enumerated() {
            let origin = Point(
                x: Self.margin + Double(index % columns) * cell.width,
                y: Self.margin + Double(index / columns) * cell.height)
            let frame = Rect(origin: origin, size: thumb)
            // Square corners: the renderer then blits the thumbnail pixel for pixel
            // instead of texturing triangles, which speckles small text.
            list.commands.append(
                .image(
                    ImageRef(path: shot.path, pixelSize: thumb), frame: frame,
                    contentMode: .aspectFill, cornerRadius: 0,
                    alpha: 1, blurRadius: 0, clip: nil))
            let caption = Rect(x: origin.x, y: frame.maxY, width: thumb.width, height: Self.captionHeight)
            list.commands.append(
                .text(
                    shot.name, font: Self.captionFont, color: Self.captionColor, frame: caption,
                    alignment: .center, scale: 1, clip: nil))
        }
        return list
    }

    /// Draws the sheet and saves it as a PNG at `path` (whole or not at all).
    ///
    /// The shots are first halved with a 2 × 2 box filter into a scratch folder: text in
    /// a frame stays legible at half size, which the renderer's own scaling does not
    /// promise.
    func write(to path: String, regularFont: String, boldFont: String) throws {
        guard !shots.isEmpty else { throw Failure("--contact-sheet: the run took no shots") }
        let scratch = NSTemporaryDirectory() + "splash-sheet-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var frameSize = Size.zero
        var halved = ContactSheet(shots: [])
        for (index, shot) in shots.enumerated() {
            let pixels = try PixelBuffer(contentsOfPNG: shot.path)
            if index == 0 {
                frameSize = Size(width: Double(pixels.width), height: Double(pixels.height))
            }
            let small = scratch + "/\(index).png"
            try Screenshot.write(Self.halved(pixels), to: small)
            halved.shots.append((shot.name, small))
        }
        let list = halved.displayList(frameSize: frameSize)
        let context = try SDLContext.start(video: false)
        let canvas = try SoftwareCanvas(context: context, size: list.viewport)
        let store = ImageStore(mode: .synchronous)
        let renderer = try Renderer(
            target: canvas.renderTarget, regularFontPath: regularFont,
            boldFontPath: boldFont, images: store)
        for case let .image(image, frame, _, _, _, _, _, _) in list.commands {
            store.request(image, pixelWidth: Int(saturating: frame.width.rounded()))
        }
        renderer.draw(list)
        try canvas.savePNG(to: path)
    }

    /// Half the size, each pixel the mean of a 2 × 2 block (an odd last row or column
    /// is dropped).
    static func halved(_ pixels: PixelBuffer) -> PixelBuffer {
        guard pixels.width >= 2, pixels.height >= 2 else { return pixels }
        let width = pixels.width / 2, height = pixels.height / 2
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        pixels.bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                for x in 0..<width {
                    let top = (2 * y * pixels.width + 2 * x) * 4, bottom = top + pixels.width * 4
                    for channel in 0..<4 {
                        let sum =
                            Int(source[top + channel]) + Int(source[top + 4 + channel])
                            + Int(source[bottom + channel]) + Int(source[bottom + 4 + channel])
                        bytes[(y * width + x) * 4 + channel] = UInt8(clamping: (sum + 2) / 4)
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }
}
