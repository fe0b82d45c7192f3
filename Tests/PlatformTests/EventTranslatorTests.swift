import CSDL2
import Geometry
import Gestures
import Scene
import Testing

@testable import Platform

extension PlatformTests {
    /// SDL events built by hand, translated to InputEvents.
    @Suite struct EventTranslatorTests {
        var translator = EventTranslator(windowSize: Size(width: 414, height: 736)) { Double($0) / 1000 }

        static func mouseButton(
            _ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
            which: UInt32 = 0, time: UInt32 = 0
        ) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.button.timestamp = time
            event.button.button = UInt8(button)
            event.button.which = which
            event.button.x = x
            event.button.y = y
            return event
        }

        static func motion(x: Int32, y: Int32, state: UInt32, which: UInt32 = 0, time: UInt32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.timestamp = time
            event.motion.which = which
            event.motion.state = state
            event.motion.x = x
            event.motion.y = y
            return event
        }

        static func windowEvent(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
            event.window.data1 = data1
            event.window.data2 = data2
            return event
        }

        @Test mutating func leftButtonIsTheMouseTouch() {
            let left = splash_button_mask(SDL_BUTTON_LEFT)
            let events = translator.translate([
                Self.mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, time: 1500),
                Self.motion(x: 12, y: 25, state: left, time: 1516),
                Self.mouseButton(SDL_MOUSEBUTTONUP, x: 14, y: 30, time: 1532),
                Self.motion(x: 40, y: 50, state: 0, time: 1600)
            ])
            #expect(
                events == [
                    InputEvent(time: 1.5, kind: .touchDown(.mouse, Point(x: 10, y: 20))),
                    InputEvent(time: 1.516, kind: .touchMove(.mouse, Point(x: 12, y: 25))),
                    InputEvent(time: 1.532, kind: .touchUp(.mouse, Point(x: 14, y: 30))),
                    InputEvent(time: 1.6, kind: .hover(Point(x: 40, y: 50)))
                ])
        }

        @Test mutating func otherButtonsAndSyntheticMouseEventsAreIgnored() {
            let fromTouch = splash_touch_mouseid()
            let events = translator.translate([
                Self.mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, button: SDL_BUTTON_RIGHT),
                Self.mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, which: fromTouch),
                Self.motion(x: 1, y: 2, state: 0, which: fromTouch)
            ])
            #expect(events.isEmpty)
        }

        @Test mutating func fingersAreTouchesInWindowPoints() {
            var event = SDL_Event()
            event.type = SDL_FINGERDOWN.rawValue
            event.tfinger.fingerId = 0
            event.tfinger.x = 0.5
            event.tfinger.y = 0.25
            var up = event
            up.type = SDL_FINGERUP.rawValue
            up.tfinger.fingerId = 3
            let events = translator.translate([event, up])
            #expect(
                events.map(\.kind) == [
                    .touchDown(TouchID(1), Point(x: 207, y: 184)),
                    .touchUp(TouchID(4), Point(x: 207, y: 184))
                ])
        }

        @Test mutating func wheelScalesPreciseUnitsAtThePointer() {
            _ = translator.translate(Self.motion(x: 100, y: 200, state: 0))
            var wheel = SDL_Event()
            wheel.type = SDL_MOUSEWHEEL.rawValue
            wheel.wheel.preciseX = 0
            wheel.wheel.preciseY = -1.5
            wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            var flipped = wheel
            flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            let unit = EventTranslator.pointsPerWheelUnit
            let kinds = translator.translate([wheel, flipped]).map(\.kind)
            #expect(
                kinds == [
                    .wheel(dx: 0, dy: -1.5 * unit, at: Point(x: 100, y: 200), modifiers: []),
                    .wheel(dx: 0, dy: 1.5 * unit, at: Point(x: 100, y: 200), modifiers: [])
                ])
        }

        @Test mutating func keysUseSDLNamesAndModifiers() {
            var key = SDL_Event()
            key.type = SDL_KEYDOWN.rawValue
            key.key.keysym.sym = SDLK_DOWN.rawValue.toKeycode
            key.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_LGUI.rawValue)
            var escape = SDL_Event()
            escape.type = SDL_KEYDOWN.rawValue
            escape.key.keysym.sym = SDLK_ESCAPE.rawValue.toKeycode
            escape.key.`repeat` = 1
            var release = escape
            release.type = SDL_KEYUP.rawValue
            let kinds = translator.translate([key, escape, release]).map(\.kind)
            #expect(kinds == [.key("Down", modifiers: [.shift, .command]), .key("Escape", modifiers: [])])
        }

        @Test mutating func windowEventsResizeAndCancel() {
            let kinds = translator.translate([
                Self.windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 800, 600),
                Self.windowEvent(SDL_WINDOWEVENT_FOCUS_LOST),
                Self.windowEvent(SDL_WINDOWEVENT_MOVED, 5, 5)
            ]).map(\.kind)
            #expect(kinds == [.resize(Size(width: 800, height: 600)), .focusLost])
            #expect(translator.windowSize == Size(width: 800, height: 600))
        }

        @Test mutating func dropAndQuit() throws {
            _ = try PlatformTests.context()
            var drop = SDL_Event()
            drop.type = SDL_DROPFILE.rawValue
            drop.drop.file = SDL_strdup("/tmp/photo one.jpg")
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(!translator.quitRequested)
            let kinds = translator.translate([drop, quit]).map(\.kind)
            #expect(kinds == [.drop(path: "/tmp/photo one.jpg")])
            #expect(translator.quitRequested)
        }
    }
}

private extension UInt32 {
    /// SDL key codes are `Sint32` in events but imported enum constants are `UInt32`.
    var toKeycode: SDL_Keycode { SDL_Keycode(bitPattern: self) }
}

extension PlatformTests {
    /// The scroll view tells a whole wheel notch from a trackpad delta by the notch size
    /// the event translator turns one wheel unit into.
    @Suite struct WheelNotchTests {
        @Test func theScrollViewsNotchIsTheTranslatorsWheelUnit() {
            #expect(ScrollView.wheelNotch == EventTranslator.pointsPerWheelUnit)
        }
    }
}
