import Geometry
import Motion
import Scene

/// The keyboard shortcuts, listed on a dark panel over the app (F1 shows and hides it,
/// Escape hides it), as a desktop program's Help ▸ Keyboard Shortcuts does.
///
/// It lists the runner's keys too (F2, F3, F11, S): the app draws the list, the runner
/// handles those keys. The panel fades in and out; it catches no touches, so the app
/// under it keeps working.
public final class ShortcutsOverlay {
    public let node = Node(name: "shortcuts")
    private let panel = Node(name: "shortcuts.panel")
    private var opacity = Animation<Double>(value: 0)

    /// Every shortcut, key then what it does (README.md, "Using it", keeps the same list).
    public static let shortcuts: [(key: String, action: String)] = [
        ("F1", "Show or hide these shortcuts"),
        ("Ctrl+C", "Copy the photo under the pointer"),
        ("Ctrl+V", "Paste an image or files"),
        ("/  Ctrl+F", "Search photos"),
        ("Escape", "Close the top card (photo, collection), cancel a search or a drag"),
        ("↑ ↓  PgUp PgDn", "Scroll (Space, Home, End too)"),
        ("F11", "Full screen"),
        ("F2", "Save a shot (with --frames)"),
        ("F3", "Performance HUD"),
        ("M", "Motion panel: tune springs live"),
        ("S", "Slow animations"),
        ("Ctrl+Q, Ctrl+W", "Quit")
    ]
    /// Panel colour: black at 92 % (tuned, darker than the toast so the rows read over photos).
    static let background = Color(red: 0, green: 0, blue: 0, alpha: 0.92)
    static let keyColor = Color(r255: 255, g255: 214, b255: 10)
    static let cornerRadius = 14.0
    /// Panel side inset from the window, inner padding, title height, gap between rows
    /// and the line pitch of a wrapped description (tuned).
    static let sideInset = 20.0
    static let padding = 16.0
    static let titleHeight = 30.0
    static let rowGap = 6.0
    static let lineHeight = 18.0
    static let titleSize = 17.0
    static let textSize = 13.0
    /// The panel's widest, so a desktop window shows a panel, not a banner (tuned).
    static let maximumWidth = 480.0
    /// Space between the widest key and the descriptions (tuned).
    static let columnGap = 12.0
    /// Fade in and out, simulation seconds (tuned, as the toast's fade in).
    static let fadeDuration = 0.15

    /// How text is measured (the platform's fonts; set through `SplashApp.textMeasure`):
    /// the key column is as wide as the widest key and descriptions wrap at real widths.
    public var textMeasure: TextMeasuring = EstimatedTextMeasure() {
        didSet { layout(in: node.frame.size) }
    }

    public init() {
        node.isUserInteractionEnabled = false
        node.isHidden = true
        node.alpha = 0
        panel.content = .color(ShortcutsOverlay.background)
        panel.cornerRadius = ShortcutsOverlay.cornerRadius
        panel.clipsToBounds = true
        panel.isUserInteractionEnabled = false
        node.addChild(panel)
    }

    /// Whether the overlay is shown or fading in (not when it is fading out).
    public var isShown: Bool { opacity.target == 1 }

    public var isAnimating: Bool { !opacity.isFinished }

    /// Shows the overlay, or hides it when it is shown.
    public func toggle(in viewport: Size) {
        setShown(!isShown, in: viewport)
    }

    public func setShown(_ shown: Bool, in viewport: Size) {
        guard shown != isShown else { return }
        layout(in: viewport)
        opacity.retarget(to: shown ? 1 : 0, duration: ShortcutsOverlay.fadeDuration)
        node.isHidden = false
    }

    public func step(dt: Double) {
        guard !node.isHidden else { return }
        opacity.step(dt: dt)
        node.alpha = opacity.value
        if opacity.isFinished && opacity.target == 0 { node.isHidden = true }
    }

    /// Centres the panel in a window of `viewport`, as tall as its rows need: the key
    /// column as wide as the widest key, each description wrapped to the rest.
    public func layout(in viewport: Size) {
        node.frame = Rect(origin: .zero, size: viewport)
        for child in panel.children { child.removeFromParent() }
        let width = max(0, min(ShortcutsOverlay.maximumWidth, viewport.width - 2 * ShortcutsOverlay.sideInset))
        let inner = max(0, width - 2 * ShortcutsOverlay.padding)
        let keyFont = Font.bold(ShortcutsOverlay.textSize), actionFont = Font.regular(ShortcutsOverlay.textSize)
        let widestKey = ShortcutsOverlay.shortcuts.map { textMeasure.width(of: $0.key, font: keyFont) }.max() ?? 0
        // The keys keep at least half the row, shortened with "…" if they must.
        let keyWidth = min(widestKey + ShortcutsOverlay.columnGap, inner / 2)
        let actionWidth = max(0, inner - keyWidth)
        let title = Node(name: "shortcuts.title")
        title.content = .text("Keyboard shortcuts", font: .bold(ShortcutsOverlay.titleSize), color: .white, alignment: .left)
        title.frame = Rect(x: ShortcutsOverlay.padding, y: ShortcutsOverlay.padding, width: inner, height: ShortcutsOverlay.titleHeight)
        panel.addChild(title)
        var y = ShortcutsOverlay.padding + ShortcutsOverlay.titleHeight
        for (key, action) in ShortcutsOverlay.shortcuts {
            let keyLabel = Node(name: "shortcuts.key")
            let fittedKey = TextFitting.truncatingEnd(
                key, font: keyFont, width: keyWidth - ShortcutsOverlay.columnGap, measure: textMeasure)
            keyLabel.content = .text(fittedKey, font: keyFont, color: ShortcutsOverlay.keyColor, alignment: .left)
            keyLabel.frame = Rect(x: ShortcutsOverlay.padding, y: y, width: keyWidth, height: ShortcutsOverlay.lineHeight)
            panel.addChild(keyLabel)
            let lines = TextFitting.wrap(action, font: actionFont, width: actionWidth, measure: textMeasure)
            for (index, line) in lines.enumerated() {
                let actionLabel = Node(name: "shortcuts.action")
                actionLabel.content = .text(line, font: actionFont, color: .white, alignment: .left)
                actionLabel.frame = Rect(
                    x: ShortcutsOverlay.padding + keyWidth, y: y + Double(index) * ShortcutsOverlay.lineHeight,
                    width: actionWidth, height: ShortcutsOverlay.lineHeight)
                panel.addChild(actionLabel)
            }
            y += Double(max(1, lines.count)) * ShortcutsOverlay.lineHeight + ShortcutsOverlay.rowGap
        }
        let height = y - ShortcutsOverlay.rowGap + ShortcutsOverlay.padding
        panel.frame = Rect(
            x: ((viewport.width - width) / 2).rounded(), y: max(0, (viewport.height - height) / 2),
            width: width, height: height)
    }
}
