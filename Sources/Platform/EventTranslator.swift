internal import CSDL2
import Geometry
import Gestures

/// Turns SDL events into Splash's `InputEvent`s, in window points.
///
/// The left mouse button is the one `.mouse` touch; SDL's synthetic mouse events made
/// from fingers are dropped because the fingers arrive as touches of their own. Key
/// repeats are kept: holding an arrow key keeps scrolling, as on a Mac.
public struct EventTranslator {
    /// Points scrolled per wheel notch; tuned (UIKit has no wheel): three ~13-point
    /// lines per notch, close to a Mac's line scroll.
    public static let pointsPerWheelUnit = 40.0

    /// Window size in points, for touch coordinates (SDL gives fingers in 0…1).
    public var windowSize: Size
    /// Window units per point (`Window.scale`): mouse positions and sizes arrive in window
    /// units and leave in points.
    public var scale: Double = 1
    /// True once SDL reported a quit request (window closed, Ctrl-C).
    public private(set) var quitRequested = false
    /// Maps an SDL timestamp (ms since SDL started) to the session's time in seconds.
    private let time: (UInt32) -> Double
    /// The pointer's last known position, where wheel events apply.
    private var pointer = Point.zero

    public init(windowSize: Size, time: @escaping (UInt32) -> Double) {
        self.windowSize = windowSize
        self.time = time
    }

    /// The input events one SDL event stands for (usually one, often none).
    mutating func translate(_ event: SDL_Event) -> [InputEvent] {
        guard let kind = kind(of: event) else { return [] }
        return [InputEvent(time: time(event.common.timestamp), kind: kind)]
    }

    /// Translates a batch, oldest first.
    mutating func translate(_ events: [SDL_Event]) -> [InputEvent] {
        events.flatMap { translate($0) }
    }

    private mutating func kind(of event: SDL_Event) -> InputEvent.Kind? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let button = event.button
            guard button.which != splash_touch_mouseid(), Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            pointer = Point(x: Double(button.x) / scale, y: Double(button.y) / scale)
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .touchDown(.mouse, pointer) : .touchUp(.mouse, pointer)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            guard motion.which != splash_touch_mouseid() else { return nil }
            pointer = Point(x: Double(motion.x) / scale, y: Double(motion.y) / scale)
            let leftHeld = motion.state & splash_button_mask(SDL_BUTTON_LEFT) != 0
            return leftHeld ? .touchMove(.mouse, pointer) : .hover(pointer)
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            guard wheel.which != splash_touch_mouseid() else { return nil }
            let sign: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            return .wheel(
                dx: Double(wheel.preciseX) * Self.pointsPerWheelUnit * sign,
                dy: Double(wheel.preciseY) * Self.pointsPerWheelUnit * sign,
                at: pointer, modifiers: Self.modifiers(SDL_GetModState()))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            let finger = event.tfinger
            let id = Self.touchID(finger: finger.fingerId)
            let point = Point(x: Double(finger.x) * windowSize.width, y: Double(finger.y) * windowSize.height)
            switch SDL_EventType(event.type) {
            case SDL_FINGERDOWN: return .touchDown(id, point)
            case SDL_FINGERMOTION: return .touchMove(id, point)
            default: return .touchUp(id, point)
            }
        case SDL_KEYDOWN:
            let keysym = event.key.keysym
            guard let name = SDL_GetKeyName(keysym.sym).map({ String(cString: $0) }), !name.isEmpty else { return nil }
            return .key(name, modifiers: Self.modifiers(SDL_Keymod(UInt32(keysym.mod))))
        case SDL_TEXTINPUT:
            // A C string in a fixed-size array: read it up to its NUL.
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING:
            let text = withUnsafeBytes(of: event.edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .composition(text, caret: Int(event.edit.start))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                windowSize = Size(width: Double(event.window.data1) / scale, height: Double(event.window.data2) / scale)
                return .resize(windowSize)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .focusLost
            default:
                return nil
            }
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .drop(path: String(cString: file))
        case SDL_QUIT:
            quitRequested = true
            return nil
        default:
            return nil
        }
    }

    /// Finger ids start at 0 in SDL, but 0 is the mouse's touch: shift them up by one.
    static func touchID(finger: SDL_FingerID) -> TouchID {
        TouchID(finger >= 0 ? finger + 1 : finger)
    }

    /// SDL's left/right modifier bits folded into Splash's four; GUI is Command.
    static func modifiers(_ mod: SDL_Keymod) -> KeyModifiers {
        var result: KeyModifiers = []
        if mod.rawValue & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod.rawValue & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod.rawValue & KMOD_ALT.rawValue != 0 { result.insert(.alt) }
        if mod.rawValue & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }
}
