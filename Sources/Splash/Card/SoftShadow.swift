import Geometry
import Scene

/// A soft shadow around a rounded rectangle, darkest at its edge and fading out with the
/// square of the distance, as iOS draws under a lifted drag preview or a card in flight
/// (issue 12).
///
/// Only the band outside the shape is drawn, never its inside, which the shape covers:
/// the cost is the perimeter times the spread, whatever the shape's size, so a
/// full-window card's shadow stays cheap on the software renderer. It was five
/// concentric rings of constant alpha, which showed as five steps of about ten levels
/// each over a light backdrop; one falloff computed per pixel has none, and costs a fifth
/// of the rings' copies (docs/MOTION.md).
public final class SoftShadow {
    /// Holds the shadow; laid out in its parent's coordinate space.
    public let node: Node
    private let band: Node

    /// How far beyond the edge the shadow reaches, points (tuned).
    static let spread = 12.0
    /// Black alpha at the edge at full opacity (tuned to UIKit's lifted preview, whose
    /// shadow is faint).
    static let edgeAlpha = 0.22

    public init(name: String) {
        node = Node(name: name)
        node.isUserInteractionEnabled = false
        band = Node(name: "\(name).band")
        node.addChild(band)
    }

    /// Places the shadow around `rect` (in the parent's space) with corner radius
    /// `cornerRadius`; `opacity` 0 hides it.
    public func layout(around rect: Rect, cornerRadius: Double, opacity: Double) {
        node.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        band.isHidden = opacity <= 0 || rect.isEmpty
        guard !band.isHidden else { return }
        band.frame = rect.insetBy(dx: -SoftShadow.spread, dy: -SoftShadow.spread)
        band.cornerRadius = max(0, cornerRadius) + SoftShadow.spread
        band.content = .shadow(Color.black.withAlpha(SoftShadow.edgeAlpha * min(1, opacity)), spread: SoftShadow.spread)
    }
}
