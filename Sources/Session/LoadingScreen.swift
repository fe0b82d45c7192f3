import Geometry
import Scene
import Splash

/// What the window shows while the photos load (a first read of a million-photo
/// manifest takes about 9 s): the app's name, what is read and how far, and a thin
/// progress bar, on the app's background, centred at any window size.
///
/// Like the HUD it belongs to the command, not the app (there is no app yet): it is a
/// small display list drawn by the same `Renderer`, so its text is rasterized at the
/// display's scale as everything else is.
struct LoadingScreen {
    /// The app's name, as the window title says it.
    static let title = "Splash"
    /// iOS's large title weight and a body line (tuned sizes: the title reads as the
    /// app's at 320 pt wide, the line fits a long file name there).
    static let titleFont = Font.bold(28)
    static let lineFont = Font.regular(15)
    /// iOS's label and secondaryLabel (60% of #3C3C43) over white.
    static let titleColor = Color(r255: 0, g255: 0, b255: 0)
    static let lineColor = Color(r255: 138, g255: 138, b255: 142)
    /// iOS's progress view: systemGray5 track, systemBlue fill.
    static let trackColor = Color(r255: 229, g255: 229, b255: 234)
    static let fillColor = Color(r255: SearchMetrics.tint.r, g255: SearchMetrics.tint.g, b255: SearchMetrics.tint.b)
    /// The bar: thin, at most 280 pt wide, 32 pt from the window's sides on a phone
    /// (tuned to read as a progress bar, not a divider).
    static let barHeight = 4.0
    static let barMaximumWidth = 280.0
    static let sideMargin = 32.0
    /// Heights of the two text rows and the gaps between rows, points (tuned).
    static let titleHeight = 34.0
    static let lineHeight = 20.0
    static let titleGap = 8.0
    static let barGap = 16.0

    /// What is read: the manifest's file name or the `--photos` folder's name.
    var subject: String

    /// "Reading photos.json — 43%": the percentage is rounded down, so 100% means done.
    static func line(subject: String, fraction: Double) -> String {
        "Reading \(subject) — \(percent(fraction))%"
    }

    static func percent(_ fraction: Double) -> Int {
        Int(saturating: (min(1, max(0, fraction)) * 100).rounded(.down))
    }

    /// The whole bar (the track), in window points, centred horizontally, below the
    /// title and the line, the three centred vertically together.
    static func barFrame(viewport: Size) -> Rect {
        let width = max(0, min(barMaximumWidth, viewport.width - 2 * sideMargin))
        let blockHeight = titleHeight + titleGap + lineHeight + barGap + barHeight
        let top = ((viewport.height - blockHeight) / 2).rounded()
        return Rect(
            x: ((viewport.width - width) / 2).rounded(), y: top + titleHeight + titleGap + lineHeight + barGap,
            width: width, height: barHeight)
    }

    /// The title's and the line's rows, window points.
    static func textFrames(viewport: Size) -> (title: Rect, line: Rect) {
        let bar = barFrame(viewport: viewport)
        let width = max(0, viewport.width - 2 * sideMargin)
        let lineTop = bar.minY - barGap - lineHeight
        return (
            Rect(x: sideMargin, y: lineTop - titleGap - titleHeight, width: width, height: titleHeight),
            Rect(x: sideMargin, y: lineTop, width: width, height: lineHeight)
        )
    }

    /// The frame for `fraction` read (0…1), at `viewport`'s size; `measure` shortens a
    /// long subject in its middle so the percentage always shows.
    func displayList(viewport: Size, fraction: Double, measure: TextMeasuring) -> DisplayList {
        let bar = Self.barFrame(viewport: viewport)
        let (titleFrame, lineFrame) = Self.textFrames(viewport: viewport)
        // Shortened against the widest percentage, so the name does not change as the
        // digits do.
        let room = lineFrame.width - measure.width(of: Self.line(subject: "", fraction: 1), font: Self.lineFont)
        let subject = TextFitting.truncatingMiddle(self.subject, font: Self.lineFont, width: max(0, room), measure: measure)
        let filled = bar.width * min(1, max(0, fraction))
        var commands: [DrawCommand] = [
            .text(
                Self.title, font: Self.titleFont, color: Self.titleColor, frame: titleFrame, alignment: .center,
                scale: 1, clip: nil),
            .text(
                Self.line(subject: subject, fraction: fraction), font: Self.lineFont, color: Self.lineColor,
                frame: lineFrame, alignment: .center, scale: 1, clip: nil),
            .shape(frame: bar, cornerRadius: Self.barHeight / 2, color: Self.trackColor, strokeWidth: 0, clip: nil)
        ]
        if filled > 0 {
            // Square at its moving end, so it ends where the fraction says to the pixel;
            // the track's rounded ends clip it, so it is rounded where it meets them.
            commands.append(
                .shape(
                    frame: Rect(x: bar.minX, y: bar.minY, width: filled, height: bar.height), cornerRadius: 0,
                    color: Self.fillColor, strokeWidth: 0,
                    clip: Clip(rect: bar, cornerRadius: Self.barHeight / 2, roundedRect: bar)))
        }
        return DisplayList(viewport: viewport, background: SplashApp.background, commands: commands)
    }
}
