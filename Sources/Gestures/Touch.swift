import Geometry

/// One touch in flight as the arena sees it: where it started, where it is now, and when.
///
/// The arena builds these from `InputEvent`s so recognizers never re-derive a touch's
/// history from raw events; the left mouse button and each finger are one touch each.
public struct Touch: Hashable, Sendable {
    /// Where the touch is in its life.
    public enum Phase: Hashable, Sendable {
        case began, moved, ended, cancelled
    }

    public let id: TouchID
    public var phase: Phase
    /// Current location in window points.
    public var location: Point
    /// Location before the latest move, so a recognizer can tell how far one event went.
    public var previousLocation: Point
    /// Where the touch went down.
    public let startLocation: Point
    /// Virtual time of the touch-down, seconds.
    public let startTime: Double
    /// Virtual time of the latest event for this touch, seconds.
    public var timestamp: Double

    public init(id: TouchID, location: Point, time: Double) {
        self.id = id
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.startLocation = location
        self.startTime = time
        self.timestamp = time
    }

    /// The same touch after an event moved, lifted or cancelled it.
    func updated(phase: Phase, location: Point, time: Double) -> Touch {
        var next = self
        next.phase = phase
        next.previousLocation = self.location
        next.location = location
        next.timestamp = time
        return next
    }
}
