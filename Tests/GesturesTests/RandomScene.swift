import Geometry
import PropertyBased
import Testing

@testable import Gestures

/// The home screen's and the detail's recognizers, wired as the app wires them.
struct RandomScene {
    let all: [GestureRecognizer]
    let hitTest: (Point) -> [GestureRecognizer]

    init() {
        let feed = PanGestureRecognizer(name: "feed")
        let card = TapGestureRecognizer(name: "card")
        let strip = PanGestureRecognizer(directionLock: .horizontal, name: "strip")
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.05, name: "press")
        press.shouldRecognizeSimultaneously = { _, _ in true }
        press.cancelsTouchesInView = false
        let lift = LongPressGestureRecognizer(name: "lift")
        let open = TapGestureRecognizer(name: "open")
        let zoom = TapGestureRecognizer(numberOfTapsRequired: 2, name: "zoom")
        open.require(toFail: zoom)
        let scrub = InstantPanGestureRecognizer(name: "scrub")
        let close = TapGestureRecognizer(name: "close")
        scrub.require(toFail: close)
        // The app cancels the press when scrolling starts (docs/MOTION.md, Press feedback).
        feed.addTarget { if $0.state == .began { press.cancel() } }

        all = [feed, card, strip, press, lift, open, zoom, scrub, close]
        hitTest = { point in
            switch point.y {
            case ..<150: [card, strip, feed]
            case ..<600: [press, lift, open, zoom, feed]
            default: [close, scrub]
            }
        }
    }
}
