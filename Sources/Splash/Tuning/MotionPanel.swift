import Foundation
import Geometry
import Gestures
import Motion
import Scene

/// The motion panel (M, issue 15): every tunable value beside the phone, grouped by
/// interaction, each editable live with the keyboard (↑↓ select, ←→ adjust, Shift+←→ a
/// spring's bounce) or the mouse (drag a row sideways); a spring shows its three
/// vocabularies side by side and its step response, with the overshoot and the settling
/// time marked. The window widens by the panel's width, so the phone keeps its size.
public final class MotionPanel {
    public let node = Node(name: "motion-panel", content: .color(MotionPanel.background))
    /// The rows, scrolled when they are taller than the window.
    public let scroll = ScrollView(name: "motion-panel.scroll", axis: .vertical, frame: .zero)
    /// A sideways drag on a row adjusts its value.
    public let adjust = PanGestureRecognizer(directionLock: .horizontal, name: "motion-panel.adjust")
    public private(set) var isShown = false
    /// The text being typed for the selected value (Return or a click on its value
    /// starts it, Return applies it, Escape cancels), or nil.
    public private(set) var typing: String?
    /// A click on a row selects it; on its value, starts typing a new one.
    public let tap = TapGestureRecognizer(name: "motion-panel.tap")
    /// The values shown and edited.
    public private(set) var tuning = MotionTuning.defaults
    /// The row selected (an index into `MotionTuning.entries`).
    public private(set) var selected = 0
    /// Told the tuning after every edit; the app applies it at once.
    public var onChange: (MotionTuning) -> Void = { _ in }
    private var rows: [(entry: MotionTuning.Entry, node: Node)] = []
    /// A title over each interaction's values ("Press", "Lift and drag"…).
    private var groupTitles: [Node] = []

    /// The interaction a value belongs to, by the first part of its name.
    static func group(of name: String) -> String {
        // A category card's press is a press.
        if name.hasPrefix("card.press") { return "Press" }
        return switch name.split(separator: ".").first ?? "" {
        case "press": "Press"
        case "lift", "drag": "Lift and drag"
        case "card": "Card"
        case "scroll": "Scrolling"
        case "header": "Header"
        default: "Other"
        }
    }
    static let groupHeight = 26.0
    private let title = Node(name: "motion-panel.title")
    private let hint = Node(name: "motion-panel.hint")
    private let hint2 = Node(name: "motion-panel.hint2")
    private var dragStartValue: (number: Double?, spring: TunedSpring?) = (nil, nil)
    private var displayScale = 1.0
    /// The last real run of each spring, by name, drawn over its curve.
    public private(set) var traces: [String: MotionTrace] = [:]

    /// New traces of the last runs; the curves are drawn again if shown.
    public func setTraces(_ traces: [String: MotionTrace]) {
        guard traces != self.traces else { return }
        self.traces = traces
        if isShown { rebuildRows() }
    }

    /// The panel's width in points (tuned: the three vocabularies of a spring on one line
    /// at 11 pt, and a curve wide enough to read).
    public static let width = 360.0
    static let background = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let selection = Color(red: 0.22, green: 0.22, blue: 0.25)
    static let accent = Color(r255: 255, g255: 214, b255: 10)
    static let grey = Color(red: 0.6, green: 0.6, blue: 0.62)
    /// Insets, line boxes and the curve's height (tuned).
    static let inset = 16.0
    static let headerHeight = 74.0
    static let rowHeight = 26.0
    static let detailHeight = 16.0
    static let curveHeight = 56.0
    static let rowGap = 4.0
    /// A key press moves a number by this share of its range, a spring's duration by
    /// this factor and its bounce by this much (tuned: fine enough to feel, a few dozen
    /// presses across the useful range).
    static let numberStepShare = 1.0 / 200
    static let durationStep = 1.05
    static let bounceStep = 0.05
    /// Points of sideways drag per key-press step.
    static let dragPointsPerStep = 6.0
    /// What the panel lets a spring become (tuned: from a near-instant 20 ms to a slow
    /// 10 s, and from −0.9, heavily over-damped, to 0.95, nearly undamped; SwiftUI's
    /// bounce must stay above −1 and below 1).
    static let durationRange = 0.02...10.0
    static let bounceRange = -0.9...0.95
    /// Type sizes: the title, a value's name and number, the hints, group titles and a
    /// spring's details (tuned to read at the panel's width).
    static let titleSize = 17.0
    static let valueSize = 12.0
    static let smallSize = 10.0
    /// The header's lines: the title's top and line box, and the two hint lines' tops
    /// and line box (tuned).
    static let titleTop = 14.0
    static let titleLineHeight = 24.0
    static let hintTops = (40.0, 54.0)
    static let smallLineHeight = 14.0
    /// A row's text sits this far below its top in an 18-point line box; a name takes
    /// up to this share of the width, the value the rest (tuned).
    static let rowTextTop = 4.0
    static let rowLineHeight = 18.0
    static let nameShare = 0.6
    /// A group title sits this far below the gap above it (tuned).
    static let groupTitleTop = 8.0
    /// The curve's gap above (and three times it below), and its settling label's line
    /// box (tuned).
    static let curveGap = 2.0
    static let settleLineHeight = 12.0

    public init() {
        node.isHidden = true
        node.addChild(title)
        node.addChild(hint)
        node.addChild(hint2)
        node.addChild(scroll)
        title.content = .text("Motion", font: .bold(MotionPanel.titleSize), color: .white, alignment: .left)
        hint.content = .text(
            "↑↓ select · ←→ adjust · Shift ←→ bounce · drag a row · R replay", font: .regular(MotionPanel.smallSize),
            color: MotionPanel.grey, alignment: .left)
        hint2.content = .text(
            "Ctrl+S save · Ctrl+1 SwiftUI, 2 UIKit, 3 Compose, 4 CSS copy (Shift: all)", font: .regular(MotionPanel.smallSize),
            color: MotionPanel.grey, alignment: .left)
        scroll.addGestureRecognizer(adjust)
        scroll.addGestureRecognizer(tap)
        tap.addTarget { [unowned self] recognizer in
            guard recognizer.state == .recognized else { return }
            let point = self.scroll.convertFromWindow(recognizer.location)
            guard let index = self.rows.firstIndex(where: { $0.node.frame.contains(point) }) else { return }
            self.select(index)
            // The value is in the row's right half.
            if point.x > MotionPanel.width / 2 && point.y - self.rows[index].node.frame.minY < MotionPanel.rowHeight {
                self.beginTyping()
            }
        }
        adjust.addTarget { [unowned self] recognizer in self.adjustChanged(recognizer) }
        for entry in MotionTuning.entries {
            let row = Node(name: "motion-panel.row.\(entry.name)")
            scroll.addChild(row)
            rows.append((entry, row))
        }
    }

    /// Shows or hides the panel with these values.
    public func setShown(_ shown: Bool, tuning: MotionTuning) {
        isShown = shown
        self.tuning = tuning
        node.isHidden = !shown
        if shown { rebuildRows() }
    }

    /// Places the panel at `x` (the phone's right edge), `height` tall.
    public func layout(x: Double, height: Double, displayScale: Double) {
        self.displayScale = displayScale
        node.frame = Rect(x: x, y: 0, width: MotionPanel.width, height: height)
        let inner = MotionPanel.width - 2 * MotionPanel.inset
        title.frame = Rect(x: MotionPanel.inset, y: MotionPanel.titleTop, width: inner, height: MotionPanel.titleLineHeight)
        hint.frame = Rect(x: MotionPanel.inset, y: MotionPanel.hintTops.0, width: inner, height: MotionPanel.smallLineHeight)
        hint2.frame = Rect(x: MotionPanel.inset, y: MotionPanel.hintTops.1, width: inner, height: MotionPanel.smallLineHeight)
        scroll.frame = Rect(x: 0, y: MotionPanel.headerHeight, width: MotionPanel.width, height: max(0, height - MotionPanel.headerHeight))
        if isShown { rebuildRows() }
    }

    /// The keys the panel takes while shown; true when one was used.
    public func handleKey(_ name: String, modifiers: KeyModifiers) -> Bool {
        if typing != nil {
            switch name {
            case "Return", "KP_Enter": commitTyping()
            case "Escape": typing = nil
            case "Backspace": if var text = typing, !text.isEmpty { text.removeLast(); typing = text }
            default: return true  // Other keys do nothing while a value is typed.
            }
            rebuildRows()
            return true
        }
        switch name {
        case "Return": beginTyping()
        case "Up": select(selected - 1)
        case "Down": select(selected + 1)
        case "Left": step(-1, bounce: modifiers.contains(.shift))
        case "Right": step(1, bounce: modifiers.contains(.shift))
        default: return false
        }
        return true
    }

    /// Typed text for the value being typed: digits, one point, a leading minus.
    public func type(_ text: String) {
        guard var current = typing else { return }
        for character in text {
            if character.isNumber && character.isASCII {
                current.append(character)
            } else if character == "." && !current.contains(".") {
                current.append(character)
            } else if character == "-" && current.isEmpty {
                current.append(character)
            }
        }
        typing = current
        rebuildRows()
    }

    /// Starts typing the selected value: a number, or a spring's SwiftUI duration.
    func beginTyping() {
        typing = ""
        rebuildRows()
    }

    /// Applies the typed number to the selected value, within its range (a spring's
    /// duration keeps its bounce); text that is no number changes nothing.
    private func commitTyping() {
        defer { typing = nil }
        guard let text = typing, let value = Double(text), value.isFinite else { return }
        let entry = selectedEntry
        switch entry.kind {
        case .number(let range):
            set(entry.name, number: min(max(value, range.lowerBound), range.upperBound))
        case .spring:
            let spring = tuning.spring(entry.name)
            guard value > 0 else { return }
            set(
                entry.name,
                spring: TunedSpring(
                    SpringParameters(duration: min(MotionPanel.durationRange.upperBound, value), bounce: spring.swiftUI.bounce),
                    initialVelocity: spring.initialVelocity))
        }
    }

    /// The entry selected now.
    public var selectedEntry: MotionTuning.Entry { MotionTuning.entries[selected] }

    private func select(_ index: Int) {
        selected = min(max(0, index), MotionTuning.entries.count - 1)
        rebuildRows()
        // Keep the selected row in view.
        let frame = rows[selected].node.frame
        if frame.minY < scroll.offset {
            scroll.setOffset(frame.minY)
        } else if frame.maxY > scroll.offset + scroll.frame.height {
            scroll.setOffset(min(scroll.maxOffset, frame.maxY - scroll.frame.height))
        }
    }

    /// Moves the selected value by `steps` key presses (a spring's duration, or with
    /// `bounce` its bounce).
    private func step(_ steps: Double, bounce: Bool) {
        let entry = selectedEntry
        switch entry.kind {
        case .number(let range):
            let value = tuning.number(entry.name) + steps * (range.upperBound - range.lowerBound) * MotionPanel.numberStepShare
            set(entry.name, number: min(max(value, range.lowerBound), range.upperBound))
        case .spring:
            let spring = tuning.spring(entry.name)
            set(entry.name, spring: MotionPanel.stepped(spring, by: steps, bounce: bounce))
        }
    }

    /// A spring moved by `steps`: its SwiftUI duration scaled by 1.05 a step, or its
    /// bounce moved by 0.05, the initial velocity kept.
    static func stepped(_ spring: TunedSpring, by steps: Double, bounce: Bool) -> TunedSpring {
        var (duration, newBounce) = spring.swiftUI
        if bounce {
            newBounce = min(bounceRange.upperBound, max(bounceRange.lowerBound, newBounce + steps * bounceStep))
        } else {
            duration = min(durationRange.upperBound, max(durationRange.lowerBound, duration * pow(durationStep, steps)))
        }
        return TunedSpring(SpringParameters(duration: duration, bounce: newBounce), initialVelocity: spring.initialVelocity)
    }

    private func set(_ name: String, number: Double) {
        tuning.numbers[name] = number
        tuning.overridden.insert(name)
        changed()
    }

    private func set(_ name: String, spring: TunedSpring) {
        tuning.springs[name] = spring
        tuning.overridden.insert(name)
        changed()
    }

    private func changed() {
        rebuildRows()
        onChange(tuning)
    }

    private func adjustChanged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            let point = scroll.convertFromWindow(pan.location)
            if let index = rows.firstIndex(where: { $0.node.frame.contains(point) }) { select(index) }
            let name = selectedEntry.name
            dragStartValue = (tuning.numbers[name] ?? tuning.number(name), tuning.spring(name))
        case .changed:
            let steps = (pan.translation.x / MotionPanel.dragPointsPerStep).rounded()
            let entry = selectedEntry
            switch entry.kind {
            case .number(let range):
                let start = dragStartValue.number ?? tuning.number(entry.name)
                let value = start + steps * (range.upperBound - range.lowerBound) * MotionPanel.numberStepShare
                set(entry.name, number: min(max(value, range.lowerBound), range.upperBound))
            case .spring:
                let start = dragStartValue.spring ?? tuning.spring(entry.name)
                set(entry.name, spring: MotionPanel.stepped(start, by: steps, bounce: false))
            }
        default:
            break
        }
    }

    /// Lays the rows out afresh for the current values and selection.
    private func rebuildRows() {
        var y = 0.0
        let width = MotionPanel.width, inner = width - 2 * MotionPanel.inset
        for title in groupTitles { title.removeFromParent() }
        groupTitles.removeAll()
        var group = ""
        for (index, (entry, row)) in rows.enumerated() {
            if MotionPanel.group(of: entry.name) != group {
                group = MotionPanel.group(of: entry.name)
                let title = Node(name: "motion-panel.group")
                title.content = .text(group.uppercased(), font: .bold(MotionPanel.smallSize), color: MotionPanel.grey, alignment: .left)
                title.frame = Rect(
                    x: MotionPanel.inset, y: y + MotionPanel.groupTitleTop, width: inner, height: MotionPanel.smallLineHeight)
                scroll.addChild(title)
                groupTitles.append(title)
                y += MotionPanel.groupHeight
            }
            for child in row.children { child.removeFromParent() }
            let isSelected = index == selected
            row.content = isSelected ? .color(MotionPanel.selection) : .none
            let name = Node(name: "motion-panel.name")
            name.content = .text(entry.name, font: .bold(MotionPanel.valueSize), color: .white, alignment: .left)
            name.frame = Rect(
                x: MotionPanel.inset, y: MotionPanel.rowTextTop, width: inner * MotionPanel.nameShare,
                height: MotionPanel.rowLineHeight)
            row.addChild(name)
            let value = Node(name: "motion-panel.value")
            let color = tuning.isOverridden(entry.name) ? MotionPanel.accent : .white
            let typed = isSelected ? typing : nil
            var height = MotionPanel.rowHeight
            switch entry.kind {
            case .number:
                value.content = .text(
                    typed.map { $0 + "▏" } ?? MotionPanel.format(tuning.number(entry.name)), font: .regular(MotionPanel.valueSize),
                    color: typed == nil ? color : MotionPanel.accent, alignment: .right)
            case .spring:
                let spring = tuning.spring(entry.name)
                let (duration, bounce) = spring.swiftUI
                value.content = .text(
                    typed.map { "duration \($0)▏ s" } ?? "SwiftUI \(MotionPanel.format(duration)) s, bounce \(MotionPanel.format(bounce))",
                    font: .regular(MotionPanel.valueSize), color: typed == nil ? color : MotionPanel.accent, alignment: .right)
                let p = spring.parameters
                let vocabularies = Node(name: "motion-panel.vocabularies")
                vocabularies.content = .text(
                    "UIKit ζ \(MotionPanel.format(p.dampingRatio)), response \(MotionPanel.format(p.response)) s, v \(MotionPanel.format(spring.initialVelocity))"
                        + " · mass \(MotionPanel.format(p.mass)), k \(MotionPanel.format(p.stiffness)), c \(MotionPanel.format(p.damping))",
                    font: .regular(MotionPanel.smallSize), color: MotionPanel.grey, alignment: .left)
                vocabularies.frame = Rect(x: MotionPanel.inset, y: height, width: inner, height: MotionPanel.detailHeight)
                row.addChild(vocabularies)
                height += MotionPanel.detailHeight
                let curve = Node(name: "motion-panel.curve")
                let pixels = Int(saturating: (inner * displayScale).rounded())
                let curvePixelsHigh = Int(saturating: (MotionPanel.curveHeight * displayScale).rounded())
                curve.content = .pixels(
                    SpringCurveImage.make(spring, trace: traces[entry.name], width: pixels, height: curvePixelsHigh))
                curve.frame = Rect(
                    x: MotionPanel.inset, y: height + MotionPanel.curveGap, width: inner, height: MotionPanel.curveHeight)
                row.addChild(curve)
                let settle = Node(name: "motion-panel.settle")
                settle.content = .text(
                    "settles in \(Int(saturating: (spring.settlingTime * 1000).rounded())) ms", font: .regular(MotionPanel.smallSize),
                    color: MotionPanel.accent, alignment: .right)
                settle.frame = Rect(
                    x: MotionPanel.inset, y: height + MotionPanel.curveGap, width: inner, height: MotionPanel.settleLineHeight)
                row.addChild(settle)
                height += MotionPanel.curveHeight + 3 * MotionPanel.curveGap
            }
            value.frame = Rect(x: MotionPanel.inset, y: MotionPanel.rowTextTop, width: inner, height: MotionPanel.rowLineHeight)
            row.addChild(value)
            row.frame = Rect(x: 0, y: y, width: width, height: height)
            y += height + MotionPanel.rowGap
        }
        scroll.contentLength = y + MotionPanel.inset
    }

    /// A value as the panel shows it: at most three decimals, no trailing zeros.
    static func format(_ value: Double) -> String { ((value * 1000).rounded() / 1000).shortestText }
}
