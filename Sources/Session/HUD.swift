import Geometry
import Scene

/// The performance overlay (F3 or `--hud`): frames per second, a bar graph of the last
/// 120 frame times against the 16.7 ms budget, the simulation steps the last frame ran,
/// and how many frames were dropped.
///
/// It belongs to the command, not the app: it is drawn as extra commands on top of the
/// app's display list, and it only ever sees numbers the runner measured and passes in,
/// so it reads no clock itself.
final class HUD {
    /// Frames the graph shows (two seconds at 60 fps).
    static let graphFrames = 120
    /// docs/MOTION.md, Time / issue 8: one frame at 60 Hz, the graph's budget line.
    static let budget = 1.0 / 60
    /// A present later than this many frame periods after the previous one means at
    /// least one frame was dropped (tuned: 1.5 periods tolerates timer jitter).
    static let droppedPeriods = 1.5
    /// The numbers refresh this often (seconds), so the text stays readable and the
    /// text cache does not fill with one texture per frame.
    static let refreshInterval = 0.5
    /// Panel placement and size, points (tuned to fit under the status bar at 414 wide).
    static let panelOrigin = Point(x: 8, y: 24)
    static let panelSize = Size(width: 188, height: 92)
    static let padding = 6.0
    static let lineHeight = 14.0
    static let graphHeight = 40.0
    /// The graph's top: frames this slow or slower fill it (twice the budget).
    static let graphCeiling = 2.0 / 60
    static let cornerRadius = 6.0
    static let font = Font.bold(11)
    static let panelColor = Color(red: 0, green: 0, blue: 0, alpha: 0.7)
    static let textColor = Color.white
    static let barColor = Color(r255: 52, g255: 199, b255: 89)
    static let slowBarColor = Color(r255: 255, g255: 59, b255: 48)
    static let budgetLineColor = Color(r255: 255, g255: 204, b255: 0)
    static let budgetLineWidth = 1.0

    var isVisible: Bool
    /// Seconds each frame took to step, build and draw, newest last.
    private(set) var frameTimes: [Double] = []
    private var presentTimes: [Double] = []
    private(set) var droppedFrames = 0
    private var lastSteps = 0
    private var shownText: [String] = []
    private var lastRefresh = -Double.infinity

    init(isVisible: Bool) {
        self.isVisible = isVisible
    }

    /// Adds one presented frame: what it cost, how many steps it ran, when it was
    /// presented (seconds on any steady clock), and whether the loop had been idle
    /// before it (an idle gap is not a dropped frame).
    func record(frameTime: Double, steps: Int, presentedAt time: Double, afterIdle: Bool, period: Double) {
        frameTimes.append(frameTime)
        if frameTimes.count > Self.graphFrames { frameTimes.removeFirst(frameTimes.count - Self.graphFrames) }
        if let previous = presentTimes.last, !afterIdle, time - previous > period * Self.droppedPeriods {
            droppedFrames += Int(saturating: ((time - previous) / period).rounded()) - 1
        }
        if afterIdle { presentTimes.removeAll() }
        presentTimes.append(time)
        presentTimes.removeAll { time - $0 > 1 }
        lastSteps = steps
        if time - lastRefresh >= Self.refreshInterval || shownText.isEmpty {
            lastRefresh = time
            shownText = text()
        }
    }

    /// Presents in the last second (the first second counts what it has).
    var framesPerSecond: Int { presentTimes.count }

    private func text() -> [String] {
        let worst = (frameTimes.max() ?? 0) * 1000
        return [
            "\(framesPerSecond) fps   worst \(Int(saturating: worst.rounded())) ms",
            "\(lastSteps) steps/frame   \(droppedFrames) dropped"
        ]
    }

    /// The overlay's draw commands for a window of `viewport`, or none when hidden.
    func commands(viewport: Size) -> [DrawCommand] {
        guard isVisible else { return [] }
        let panel = Rect(origin: Self.panelOrigin, size: Self.panelSize)
        var commands: [DrawCommand] = [
            .shape(frame: panel, cornerRadius: Self.cornerRadius, color: Self.panelColor, strokeWidth: 0, clip: nil)
        ]
        let lines = shownText.isEmpty ? text() : shownText
        for (index, line) in lines.enumerated() {
            let frame = Rect(
                x: panel.minX + Self.padding, y: panel.minY + Self.padding + Double(index) * Self.lineHeight,
                width: panel.width - 2 * Self.padding, height: Self.lineHeight)
            commands.append(
                .text(
                    line, font: Self.font, color: Self.textColor, frame: frame, alignment: .left,
                    scale: 1, clip: nil))
        }
        let graph = Rect(
            x: panel.minX + Self.padding, y: panel.maxY - Self.padding - Self.graphHeight,
            width: panel.width - 2 * Self.padding, height: Self.graphHeight)
        let barWidth = graph.width / Double(Self.graphFrames)
        for (index, time) in frameTimes.enumerated() {
            let height = min(1, time / Self.graphCeiling) * graph.height
            guard height > 0 else { continue }
            let slot = Self.graphFrames - frameTimes.count + index
            let bar = Rect(x: graph.minX + Double(slot) * barWidth, y: graph.maxY - height, width: barWidth, height: height)
            commands.append(
                .shape(
                    frame: bar, cornerRadius: 0, color: time > Self.budget ? Self.slowBarColor : Self.barColor,
                    strokeWidth: 0, clip: nil))
        }
        let budgetY = graph.maxY - Self.budget / Self.graphCeiling * graph.height
        commands.append(
            .shape(
                frame: Rect(x: graph.minX, y: budgetY, width: graph.width, height: Self.budgetLineWidth),
                cornerRadius: 0, color: Self.budgetLineColor, strokeWidth: 0, clip: nil))
        return commands
    }
}
