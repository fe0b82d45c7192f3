import Geometry
import Scene

/// A soft shadow around a rounded rectangle: a few concentric rings outside its edge,
/// darkest at the edge and fading out, as iOS draws under a lifted drag preview or a
/// card in flight (issue 12).
///
/// Only the band outside the shape is drawn, never its inside, which the shape covers:
/// the cost is the perimeter times the spread, whatever the shape's size, so a
/// full-window card's shadow stays cheap on the software renderer.
public final class SoftShadow {
    /// Holds the rings; laid out in its parent's coordinate space.
    public let node: Node
    private let rings: [Node]

    /// Rings drawn (tuned: five bands of under 3 points blend into a smooth falloff).
    static let ringCount = 5
    /// How far beyond the edge the shadow reaches, points (tuned).
    static let spread = 12.0
    /// Black alpha at the edge at full opacity (tuned to UIKit's lifted preview, whose
    /// shadow is faint).
    static let edgeAlpha = 0.22

    public init(name: String) {
        node = Node(name: name)
        node.isUserInteractionEnabled = false
        rings = (0..<SoftShadow.ringCount).map { Node(name: "\(name).ring\($0)") }
        for ring in rings { node.addChild(ring) }
    }

    /// Places the shadow around `rect` (in the parent's space) with corner radius
    /// `cornerRadius`; `opacity` 0 hides it.
    public func layout(around rect: Rect, cornerRadius: Double, opacity: Double) {
        node.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        let visible = opacity > 0 && !rect.isEmpty
        let width = SoftShadow.spread / Double(SoftShadow.ringCount)
        for (index, ring) in rings.enumerated() {
            ring.isHidden = !visible
            guard visible else { continue }
            let reach = width * Double(index + 1)
            // Quadratic falloff from the edge: band i's alpha at its middle.
            let fade = 1 - (Double(index) + 0.5) / Double(SoftShadow.ringCount)
            ring.frame = rect.insetBy(dx: -reach, dy: -reach)
            ring.cornerRadius = max(0, cornerRadius) + reach
            ring.content = .ring(Color.black.withAlpha(SoftShadow.edgeAlpha * fade * fade * min(1, opacity)), width: width)
        }
    }
}
