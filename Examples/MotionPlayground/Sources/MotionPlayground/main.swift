import Geometry
import Gestures
import Motion

// A UIKit-style spring (0.4 s, damping ratio 0.4, as Splash's press-down effect uses)
// moving a value 100 points, stepped on a fixed 240 Hz clock until it is at rest.
let spring = Spring(duration: 0.4, dampingRatio: 0.4, from: 0, to: 100)
var clock = FixedStepClock()
var peak = (position: 0.0, time: 0.0)
while !spring.isDone(at: clock.time) {
    clock.advance(steps: 1)
    let position = spring.position(at: clock.time)
    if position > peak.position { peak = (position, clock.time) }
}
print(
    "spring: stiffness \(rounded(spring.stiffness)), peaks at \(rounded(peak.position)) pt after",
    "\(rounded(peak.time)) s, at rest after \(clock.steps) steps (\(rounded(clock.time)) s)")

// A pan that waits for a long press to fail: a quick drag pans, a held press does not.
for holdBeforeMoving in [0.05, 0.6] {
    let arena = GestureArena()
    let lift = LongPressGestureRecognizer(name: "lift")
    let pan = PanGestureRecognizer(directionLock: .vertical, name: "pan")
    pan.require(toFail: lift)
    var log: [String] = []
    lift.addTarget { log.append("lift \($0.state)") }
    pan.addTarget { log.append("pan \($0.state) \($0.primaryTranslation)") }

    func send(_ time: Double, _ kind: InputEvent.Kind) {
        arena.advance(to: time)
        arena.handle(InputEvent(time: time, kind: kind)) { _ in [pan, lift] }
    }
    send(0, .touchDown(.mouse, Point(x: 100, y: 100)))
    send(holdBeforeMoving, .touchMove(.mouse, Point(x: 100, y: 130)))
    send(holdBeforeMoving + 0.05, .touchUp(.mouse, Point(x: 100, y: 130)))
    print("hold \(holdBeforeMoving) s, then drag 30 pt: \(log.joined(separator: ", "))")
}

/// `value` to `places` decimals, for printing.
func rounded(_ value: Double, places: Int = 2) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}
