import Geometry
import Scene

/// Draws what the search field holds: the typed text (scrolled so the caret is always
/// in view), the selection, an input method's composition underlined, the blinking
/// caret, and the Cancel button beside the field.
///
/// Text is measured with the renderer's own fonts (`TextMeasuring`), so the caret sits
/// right after the last glyph at any display scale.
public final class SearchFieldView {
    /// Clips the text to the field's text area; lives inside the field.
    public let textArea = Node(name: "header.search.text")
    private let selectionNode = Node(name: "header.search.selection")
    private let textNode = Node(name: "header.search.typed")
    private let underlineNode = Node(name: "header.search.composition")
    private let caretNode = Node(name: "header.search.caret")
    /// "Cancel", right of the field; lives in the header.
    public let cancelNode = Node(name: "header.search.cancel")
    public var measure: TextMeasuring = EstimatedTextMeasure()
    /// How far the text is scrolled left to keep the caret in view, points.
    private var scroll: Double = 0
    static let font = Font.regular(HeaderMetrics.placeholderSize)
    static let cancelFont = Font.regular(SearchMetrics.cancelSize)
    static let tint = Color(r255: SearchMetrics.tint.r, g255: SearchMetrics.tint.g, b255: SearchMetrics.tint.b)

    public init() {
        textArea.clipsToBounds = true
        for child in [selectionNode, textNode, underlineNode, caretNode] { textArea.addChild(child) }
        selectionNode.content = .color(SearchFieldView.tint.withAlpha(SearchMetrics.selectionAlpha))
        caretNode.content = .color(SearchFieldView.tint)
        cancelNode.content = .text("Cancel", font: SearchFieldView.cancelFont, color: SearchFieldView.tint, alignment: .left)
    }

    /// Lays the field's contents out: `area` is the text area inside the field (field
    /// coordinates), `field` the field in the header, `light` whether the field has its
    /// light (grey) look, which takes black text.
    public func layout(search: SearchController, area: Rect, field: Rect, light: Bool) {
        textArea.frame = area
        let editing = search.editing
        let shown = editing.displayText
        let textColor: Color = light ? .black : .white
        textNode.content = shown.isEmpty ? .none : .text(shown, font: SearchFieldView.font, color: textColor, alignment: .left)
        let caretX = measure.width(of: String(shown.prefix(editing.displayCaret)), font: SearchFieldView.font)
        let fullWidth = measure.width(of: shown, font: SearchFieldView.font)
        // Scroll only as far as needed to show the caret, and never past the text's end.
        let visible = area.width - SearchMetrics.caretWidth
        if caretX - scroll > visible { scroll = caretX - visible }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = max(0, min(scroll, max(0, fullWidth - visible)))
        textNode.frame = Rect(x: -scroll, y: 0, width: max(fullWidth, area.width) + SearchMetrics.caretWidth, height: area.height)
        let caretY = (area.height - SearchMetrics.caretHeight) / 2
        caretNode.frame = Rect(x: caretX - scroll, y: caretY, width: SearchMetrics.caretWidth, height: SearchMetrics.caretHeight)
        caretNode.isHidden = !search.isCaretLit || editing.hasSelection
        if editing.hasSelection && editing.composition == nil {
            let start = measure.width(of: String(editing.text.prefix(editing.selection.lowerBound)), font: SearchFieldView.font)
            let end = measure.width(of: String(editing.text.prefix(editing.selection.upperBound)), font: SearchFieldView.font)
            selectionNode.frame = Rect(x: start - scroll, y: caretY, width: end - start, height: SearchMetrics.caretHeight)
            selectionNode.isHidden = false
        } else {
            selectionNode.isHidden = true
        }
        if let composition = editing.composition {
            let start = measure.width(of: String(shown.prefix(editing.selection.lowerBound)), font: SearchFieldView.font)
            let width = measure.width(of: composition.text, font: SearchFieldView.font)
            underlineNode.frame = Rect(x: start - scroll, y: caretY + SearchMetrics.caretHeight - 1, width: width, height: 1)
            underlineNode.content = .color(textColor)
            underlineNode.isHidden = false
        } else {
            underlineNode.isHidden = true
        }
        // Cancel slides in from beyond the header's right edge as the field narrows.
        let progress = search.focusProgress
        let cancelWidth = measure.width(of: "Cancel", font: SearchFieldView.cancelFont)
        cancelNode.frame = Rect(
            x: field.maxX + HeaderMetrics.spacing / 2 + (1 - progress) * SearchMetrics.cancelWidth,
            y: field.minY, width: cancelWidth + 2, height: field.height)
        cancelNode.alpha = progress
        cancelNode.isHidden = progress <= 0
    }

    /// Where the caret is drawn, window points (tests check it stays in view).
    var caretFrameInWindow: Rect { caretNode.frameInWindow }
    /// The visible text area, window points.
    var textAreaInWindow: Rect { textArea.frameInWindow }

    /// The character position nearest to `x` in the text area (a click in the field).
    public func caretPosition(atX x: Double, in editing: TextEditing) -> Int {
        let target = x + scroll
        var best = 0, bestDistance = Double.infinity
        for position in 0...editing.text.count {
            let distance = abs(measure.width(of: String(editing.text.prefix(position)), font: SearchFieldView.font) - target)
            if distance < bestDistance { best = position; bestDistance = distance }
        }
        return best
    }
}
