import Geometry
import Scene

/// The 20-point iOS status bar: the time and a battery, light over the open header and
/// dark once it has collapsed (REFERENCE.md, Home feed).
public final class StatusBarView {
    public let node = Node(name: "statusbar")
    private let timeNode = Node(name: "statusbar.time")
    private let batteryNode = Node(name: "statusbar.battery")
    private let batteryLevelNode = Node(name: "statusbar.battery.level")
    /// Whether the content is drawn light (white); changes once per crossing.
    public private(set) var isLight: Bool?

    /// The time every iOS marketing screenshot shows.
    static let clockText = "9:41"
    /// Status bar type and battery sizes (tuned to iOS 11's 20-point bar).
    static let clockSize = 12.0
    static let batterySize = Size(width: 22, height: 10)
    static let batteryInset = 6.0
    static let batteryRing = 1.0
    static let batteryCornerRadius = 2.5
    static let batteryLevel = 0.8

    public init() {
        node.isUserInteractionEnabled = false
        node.addChild(timeNode)
        node.addChild(batteryNode)
        batteryNode.addChild(batteryLevelNode)
        batteryNode.cornerRadius = StatusBarView.batteryCornerRadius
        batteryLevelNode.cornerRadius = StatusBarView.batteryCornerRadius / 2
    }

    public func layout(width: Double) {
        node.frame = Rect(x: 0, y: 0, width: width, height: HeaderMetrics.statusBarHeight)
        timeNode.frame = node.frame
        let size = StatusBarView.batterySize
        batteryNode.frame = Rect(x: width - size.width - StatusBarView.batteryInset,
                                 y: (HeaderMetrics.statusBarHeight - size.height) / 2,
                                 width: size.width, height: size.height)
        let ring = StatusBarView.batteryRing * 2
        batteryLevelNode.frame = Rect(x: ring, y: ring, width: (size.width - 2 * ring) * StatusBarView.batteryLevel,
                                      height: size.height - 2 * ring)
    }

    /// Light content while the header photo is behind the bar.
    public func setLight(_ light: Bool) {
        guard light != isLight else { return }
        isLight = light
        let color: Color = light ? .white : .black
        timeNode.content = .text(StatusBarView.clockText, font: .bold(StatusBarView.clockSize), color: color, alignment: .center)
        batteryNode.content = .ring(color, width: StatusBarView.batteryRing)
        batteryLevelNode.content = .color(color)
    }
}
