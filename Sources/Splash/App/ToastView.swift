import Geometry
import Motion
import Scene

/// A short message near the bottom of the window: a dark rounded pill with white text
/// that fades in, stays a few seconds of simulation time, and fades out.
///
/// A new message replaces the one showing. A message too long for the pill loses its
/// middle, measured with the renderer's fonts (a path keeps its start and file name).
public final class ToastView {
    public let node = Node(name: "toast")
    private let label = Node(name: "toast.label")
    public private(set) var message: String?
    /// Every message shown, oldest first (the state report's `toasts`).
    public private(set) var history: [String] = []
    private var opacity = Animation<Double>(value: 0)
    /// Simulation seconds left before the fade out starts.
    private var remaining: Double = 0

    /// Pill colour: black at 80 % (tuned, as iOS HUDs).
    static let background = Color(red: 0, green: 0, blue: 0, alpha: 0.8)
    /// Pill height, radius, side inset and distance from the window's bottom (tuned).
    static let height = 44.0
    static let sideInset = 24.0
    static let bottomInset = 40.0
    /// Text size and the padding inside the pill (tuned).
    static let textSize = 15.0
    static let textPadding = 16.0
    /// How text is measured (the platform's fonts; set through `SplashApp.textMeasure`).
    public var textMeasure: TextMeasuring = EstimatedTextMeasure()
    /// Fade in, hold and fade out times, simulation seconds (tuned).
    static let fadeInDuration = 0.2
    static let holdDuration = 3.0
    static let fadeOutDuration = 0.4

    public init() {
        node.content = .color(ToastView.background)
        node.cornerRadius = ToastView.height / 2
        node.clipsToBounds = true
        node.isUserInteractionEnabled = false
        node.isHidden = true
        node.alpha = 0
        node.addChild(label)
    }

    /// Shows `message` now, for the hold time.
    public func show(_ message: String, in viewport: Size) {
        self.message = message
        history.append(message)
        layout(in: viewport)
        remaining = ToastView.holdDuration
        opacity.retarget(to: 1, duration: ToastView.fadeInDuration)
        node.isHidden = false
    }

    public var isAnimating: Bool { !node.isHidden }

    public func step(dt: Double) {
        guard !node.isHidden else { return }
        opacity.step(dt: dt)
        if opacity.target == 1 {
            remaining -= dt
            if remaining <= 0 { opacity.retarget(to: 0, duration: ToastView.fadeOutDuration) }
        } else if opacity.isFinished {
            node.isHidden = true
            message = nil
        }
        node.alpha = opacity.value
    }

    /// Centres the pill near the bottom of a window of `viewport`.
    public func layout(in viewport: Size) {
        let width = max(0, viewport.width - 2 * ToastView.sideInset)
        node.frame = Rect(
            x: ToastView.sideInset, y: viewport.height - ToastView.bottomInset - ToastView.height,
            width: width, height: ToastView.height)
        let textWidth = max(0, width - 2 * ToastView.textPadding)
        label.frame = Rect(x: ToastView.textPadding, y: 0, width: textWidth, height: ToastView.height)
        let font = Font.regular(ToastView.textSize)
        label.content = .text(
            TextFitting.truncatingMiddle(message ?? "", font: font, width: textWidth, measure: textMeasure),
            font: font, color: .white, alignment: .center)
    }
}
