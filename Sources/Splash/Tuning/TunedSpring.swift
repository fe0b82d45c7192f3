import Motion

/// A spring as a motion file writes it: its physics, and the initial velocity UIKit
/// gives a spring animation (distances per second, 0 unless the file says). Readable
/// and writable in the three vocabularies people use, which mean the same spring:
/// SwiftUI's duration and bounce, UIKit's damping ratio and response, and the physical
/// mass, stiffness and damping (docs/MOTION.md, Springs).
public struct TunedSpring: Equatable, Sendable {
    public var parameters: SpringParameters
    /// UIKit's `initialSpringVelocity`: 1 covers the whole distance in a second.
    public var initialVelocity: Double

    public init(_ parameters: SpringParameters, initialVelocity: Double = 0) {
        self.parameters = parameters
        self.initialVelocity = initialVelocity
    }

    /// SwiftUI's `Spring(duration:bounce:)`.
    public var swiftUI: (duration: Double, bounce: Double) { (parameters.response, parameters.bounce) }

    /// UIKit's damping ratio, the response (WWDC 2018's undamped period) and the
    /// relative initial velocity.
    public var uikit: (dampingRatio: Double, response: Double, initialVelocity: Double) {
        (parameters.dampingRatio, parameters.response, initialVelocity)
    }

    /// Mass, stiffness and damping.
    public var physical: (mass: Double, stiffness: Double, damping: Double) {
        (parameters.mass, parameters.stiffness, parameters.damping)
    }

    /// The spring's step response for a unit move (0 → 1) started at `initialVelocity`,
    /// at `t` seconds.
    public func stepResponse(at t: Double) -> Double {
        1 + parameters.basis(at: t).displacement(from: -1, velocity: initialVelocity)
    }

    /// When the unit move is within 0.001 of 1 for good (and slower than 0.001 per
    /// second): the step response's settling time, to 1 ms.
    public var settlingTime: Double {
        let step = TunedSpring.settlingResolution, envelope = SpringParameters.durationEnvelope
        var t = 0.0, settled = 0.0
        while t < TunedSpring.settlingHorizon {
            let basis = parameters.basis(at: t)
            let away = abs(basis.displacement(from: -1, velocity: initialVelocity))
            let speed = abs(basis.velocity(from: -1, velocity: initialVelocity))
            if away > envelope || speed > envelope { settled = t + step }
            t += step
            // Nothing above the envelope for as long again as it took (and a margin): done.
            if t > 2 * settled + TunedSpring.settlingMargin { break }
        }
        return settled
    }

    /// The settling time is found to this many seconds (tuned: a millisecond is finer
    /// than a frame), looked for up to this far (tuned: longer than any usable spring),
    /// and a quiet stretch as long as the motion plus this margin ends the search.
    /// "Settled" is within `SpringParameters.durationEnvelope` (0.001), the envelope
    /// docs/MOTION.md, Springs, gives UIKit's duration springs.
    static let settlingResolution = 0.001
    static let settlingHorizon = 60.0
    static let settlingMargin = 0.1
}
