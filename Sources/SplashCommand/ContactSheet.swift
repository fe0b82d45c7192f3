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
    static let thumbnailCornerRadius = 8.0

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
        let thumb = Size(width: (frameSize.width * Self.thumbnailScale).rounded(),
                         height: (frameSize.height * Self.thumbnailScale).rounded())
        let rows = (shots.count + columns - 1) / columns
        let cell = Size(width: thumb.width + Self.spacing, height: thumb.height + Self.captionHeight + Self.spacing)
        let size = Size(width: 2 * Self.margin + Double(columns) * cell.width - Self.spacing,
                        height: 2 * Self.margin + Double(rows) * cell.height - Self.spacing)
        var list = DisplayList(viewport: size, background: Self.background)
        for (index, shot) in shots.enumerated() {
            let origin = Point(x: Self.margin + Double(index % columns) * cell.width,
                               y: Self.margin + Double(index / columns) * cell.height)
            let frame = Rect(origin: origin, size: thumb)
            list.commands.append(.image(ImageRef(path: shot.path, pixelSize: frameSize), frame: frame,
                                        contentMode: .aspectFill, cornerRadius: Self.thumbnailCornerRadius,
                                        alpha: 1, blurRadius: 0, clip: nil))
            let caption = Rect(x: origin.x, y: frame.maxY, width: thumb.width, height: Self.captionHeight)
            list.commands.append(.text(shot.name, font: Self.captionFont, color: Self.captionColor, frame: caption,
                                       alignment: .center, scale: 1, clip: nil))
        }
        return list
    }

    /// Draws the sheet and saves it as a PNG at `path` (whole or not at all).
    func write(to path: String, regularFont: String, boldFont: String) throws {
        guard let first = shots.first else { throw Failure("--contact-sheet: the run took no shots") }
        let firstPixels = try PixelBuffer(contentsOfPNG: first.path)
        let frameSize = Size(width: Double(firstPixels.width), height: Double(firstPixels.height))
        let list = displayList(frameSize: frameSize)
        let context = try SDLContext.start(video: false)
        let canvas = try HeadlessCanvas(context: context, size: list.viewport)
        let store = ImageStore(mode: .synchronous)
        let renderer = try Renderer(sdlRenderer: canvas.sdlRenderer, displayScale: 1, regularFontPath: regularFont,
                                    boldFontPath: boldFont, images: store)
        for case let .image(image, frame, _, _, _, _, _) in list.commands {
            store.request(image, pixelWidth: Int(frame.width.rounded()))
        }
        renderer.draw(list)
        try canvas.savePNG(to: path)
    }
}
