import Geometry
import Scene
import Testing

@testable import Splash

/// F1's panel fits any window: every key and description inside the panel, the panel
/// inside the window, and no description running into its key (at 320 pt wide the keys
/// overlapped their descriptions and the descriptions ran out of the panel).
@Suite struct ShortcutsOverlayTests {
    @Test(arguments: [Size(width: 320, height: 568), Size(width: 414, height: 736), Size(width: 1920, height: 1080)])
    func everyLabelFitsInsideThePanelAndThePanelInsideTheWindow(window: Size) {
        let overlay = ShortcutsOverlay()
        overlay.layout(in: window)
        let panel = overlay.node.children[0]
        #expect(panel.frame.minX >= 0 && panel.frame.maxX <= window.width)
        #expect(panel.frame.minY >= 0 && panel.frame.maxY <= window.height)
        let measure = EstimatedTextMeasure()
        let labels = panel.children
        for label in labels {
            #expect(label.frame.minX >= 0 && label.frame.maxX <= panel.frame.width + 1e-9, "\(label.name)")
            #expect(label.frame.maxY <= panel.frame.height + 1e-9, "\(label.name)")
            guard case let .text(text, font, _, _) = label.content else { continue }
            #expect(measure.width(of: text, font: font) <= label.frame.width + 0.5, "\(text) overflows")
        }
        // Keys end before their descriptions begin.
        let keys = labels.filter { $0.name == "shortcuts.key" }
        let actions = labels.filter { $0.name == "shortcuts.action" }
        #expect(keys.count == ShortcutsOverlay.shortcuts.count)
        for key in keys {
            guard case let .text(text, font, _, _) = key.content else { continue }
            for action in actions where action.frame.minY == key.frame.minY {
                #expect(key.frame.minX + measure.width(of: text, font: font) < action.frame.minX)
            }
        }
    }
}
