import Geometry
import Gestures
import Motion

/// A script turned into what the runner does at each step: input events for the app,
/// screenshots to take, and where to stop.
///
/// Step indices come from whole milliseconds with integer arithmetic, so a script lands
/// on identical steps at every frame rate. `move` with the button up is a hover, and the
/// wheel acts at the last pointer position, as a real mouse would.
public struct ScriptTimeline: Sendable {
    /// One thing to do at a step.
    public enum Action: Hashable, Sendable {
        case input(InputEvent)
        case shot(String)
        case end
    }

    /// An action and the step it belongs to.
    public struct Item: Hashable, Sendable {
        public var step: Int
        public var milliseconds: Int
        public var action: Action
    }

    public private(set) var items: [Item] = []

    public init(script: Script, stepsPerSecond: Int) {
        let clock = FixedStepClock(stepsPerSecond: stepsPerSecond)
        var pointer = Point.zero
        var buttonDown = false
        for line in script.lines {
            let ms = line.milliseconds
            let step = clock.stepIndex(containingMilliseconds: ms)
            let time = Double(ms) / 1000
            func input(_ kind: InputEvent.Kind) -> Action { .input(InputEvent(time: time, kind: kind)) }
            let action: Action
            switch line.command {
            case .down(let p):
                pointer = p
                buttonDown = true
                action = input(.touchDown(.mouse, p))
            case .move(let p):
                pointer = p
                action = input(buttonDown ? .touchMove(.mouse, p) : .hover(p))
            case .up(let p):
                pointer = p
                buttonDown = false
                action = input(.touchUp(.mouse, p))
            case .wheel(let dx, let dy):
                action = input(.wheel(dx: dx, dy: dy, at: pointer, modifiers: []))
            case .key(let spec):
                let (name, modifiers) = ScriptTimeline.parseKey(spec)
                action = input(.key(name, modifiers: modifiers))
            case .resize(let size): action = input(.resize(size))
            case .focusLost:
                buttonDown = false
                action = input(.focusLost)
            case .drop(let path): action = input(.drop(path: path))
            case .text(let text): action = input(.text(text))
            case .compose(let text, let caret): action = input(.composition(text, caret: caret))
            case .shot(let name): action = .shot(name)
            case .end: action = .end
            }
            items.append(Item(step: step, milliseconds: ms, action: action))
        }
    }

    /// Splits "Ctrl+Shift+C" into the key name and its modifiers.
    static func parseKey(_ spec: String) -> (String, KeyModifiers) {
        var parts = spec.split(separator: "+").map(String.init)
        guard parts.count > 1, let name = parts.popLast() else { return (spec, []) }
        var modifiers: KeyModifiers = []
        for part in parts {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "shift": modifiers.insert(.shift)
            case "alt", "option": modifiers.insert(.alt)
            case "cmd", "command", "gui", "super": modifiers.insert(.command)
            default: return (spec, [])
            }
        }
        return (name, modifiers)
    }
}
