import Geometry
import Motion
import Scene

/// The 20-point iOS status bar: the time and a battery, light over a dark background and
/// dark over a light one (docs/MOTION.md, Home feed). A change of style cross-fades over
/// 0.2 s, as UIKit animates status-bar appearance changes (issue 12).
public final class StatusBarView {
    public let node = Node(name: "statusbar")
    /// The two looks, drawn over each other while they cross-fade.
    private let light = Node(name: "statusbar.light")
    private let dark = Node(name: "statusbar.dark")
    /// Whether the content is (going) light (white).
    public private(set) var isLight: Bool?
    /// 1 shows the light look, 0 the dark one.
    private var fade = Animation<Double>(value: 1)

    /// The time every iOS marketing screenshot shows.
    static let clockText = "9:41"
    /// Status bar type and battery sizes (tuned to iOS 11's 20-point bar).
    static let clockSize = 12.0
    static let batterySize = Size(width: 22, height: 10)
    static let batteryInset = 6.0
    static let batteryRing = 1.0
    static let batteryCornerRadius = 2.5
    static let batteryLevel = 0.8
    /// UIKit animates a status-bar appearance change; 0.2 s (tuned to the issue's
    /// "about 0.2 s").
    public static let crossFadeDuration = 0.2

    public init() {
        node.isUserInteractionEnabled = false
        for (look, color) in [(light, Color.white), (dark, Color.black)] {
            let time = Node(name: look.name + ".time")
            time.content = .text(StatusBarView.clockText, font: .bold(StatusBarView.clockSize), color: color, alignment: .center)
            let battery = Node(name: look.name + ".battery", content: .ring(color, width: StatusBarView.batteryRing))
            battery.cornerRadius = StatusBarView.batteryCornerRadius
            let level = Node(name: look.name + ".level", content: .color(color))
            level.cornerRadius = StatusBarView.batteryCornerRadius / 2
            battery.addChild(level)
            look.addChild(time)
            look.addChild(battery)
            node.addChild(look)
        }
    }

    public func layout(width: Double) {
        node.frame = Rect(x: 0, y: 0, width: width, height: HeaderMetrics.statusBarHeight)
        let size = StatusBarView.batterySize
        let ring = StatusBarView.batteryRing * 2
        for look in [light, dark] {
            look.frame = Rect(origin: .zero, size: node.frame.size)
            look.children[0].frame = look.frame
            let battery = look.children[1]
            battery.frame = Rect(
                x: width - size.width - StatusBarView.batteryInset,
                y: (HeaderMetrics.statusBarHeight - size.height) / 2,
                width: size.width, height: size.height)
            battery.children[0].frame = Rect(
                x: ring, y: ring, width: (size.width - 2 * ring) * StatusBarView.batteryLevel,
                height: size.height - 2 * ring)
        }
        applyFade()
    }

    /// Light content over a dark background; the first call sets it at once, later
    /// changes cross-fade.
    public func setLight(_ wanted: Bool) {
        guard wanted != isLight else { return }
        if isLight == nil {
            fade.setImmediately(wanted ? 1 : 0)
        } else {
            fade.retarget(to: wanted ? 1 : 0, duration: StatusBarView.crossFadeDuration)
        }
        isLight = wanted
        applyFade()
    }

    public var isAnimating: Bool { !fade.isFinished }

    /// How light the content is drawn now, 0…1 (it cross-fades).
    public var lightness: Double { fade.value }

    public func step(dt: Double) {
        guard !fade.isFinished else { return }
        fade.step(dt: dt)
        applyFade()
    }

    private func applyFade() {
        light.alpha = fade.value
        dark.alpha = 1 - fade.value
    }
}
