import Motion
import Scene

/// Every motion value a designer can tune without rebuilding (`--motion FILE`, issue 15),
/// by the name a motion file gives it, with the defaults docs/MOTION.md lists. A run
/// without a motion file uses exactly these.
public struct MotionTuning: Equatable, Sendable {
    /// What a tunable value is: a number within a range, or a spring.
    public enum Kind: Sendable {
        case number(ClosedRange<Double>)
        case spring
    }

    /// One tunable value: its name in a motion file, what it is, and what it does.
    public struct Entry: Sendable {
        public var name: String
        public var kind: Kind
        public var summary: String
    }

    public var numbers: [String: Double]
    public var springs: [String: TunedSpring]
    /// The names a motion file set (the rest are defaults): a card's present spring,
    /// unless set, follows the distance it flies (docs/MOTION.md, Card transition).
    public var overridden: Set<String> = []

    /// Every tunable value, grouped by interaction, in the order a panel and an export
    /// list them. A number's range is what a motion file may set (docs/MOTION.md,
    /// Motion files: wide enough for any feel worth trying, narrow enough that nothing
    /// breaks: a scale stays positive, a deceleration rate below 1).
    public static let entries: [Entry] = [
        Entry(name: "press.scale", kind: .number(0.5...1.5), summary: "a feed row's pressed scale"),
        Entry(name: "press.spring", kind: .spring, summary: "the press-down and release spring"),
        Entry(name: "card.press.scale", kind: .number(0.5...1.5), summary: "a category card's pressed scale"),
        Entry(name: "lift.scale", kind: .number(0.5...2), summary: "a held photo's lifted scale"),
        Entry(name: "lift.duration", kind: .number(0.01...5), summary: "seconds the lift, shrink, drop and return take"),
        Entry(name: "drag.shrink.scale", kind: .number(0.1...2), summary: "a dragged photo's scale"),
        Entry(name: "card.present.spring", kind: .spring, summary: "the card's flight open"),
        Entry(name: "card.dismiss.spring", kind: .spring, summary: "the card's flight back into its cell"),
        Entry(name: "card.scrub.distance", kind: .number(10...1000), summary: "points of drag for a whole scrub"),
        Entry(name: "card.scrub.scale", kind: .number(0.1...1), summary: "a fully scrubbed card's scale"),
        Entry(name: "card.scrub.radius", kind: .number(0...100), summary: "a fully scrubbed card's corner radius"),
        Entry(name: "scroll.decelerationRate", kind: .number(0.9...0.9999), summary: "velocity kept per millisecond of a fling"),
        Entry(name: "scroll.rubberBand", kind: .number(0.01...1), summary: "the rubber band's coefficient past an edge"),
        Entry(name: "scroll.bounce.spring", kind: .spring, summary: "the bounce back to an edge"),
        Entry(name: "header.height", kind: .number(120...1000), summary: "the header's height at rest, points"),
        Entry(name: "header.collapsed", kind: .number(60...300), summary: "the header's collapsed height, points")
    ]

    /// The defaults, as docs/MOTION.md lists them.
    public static let defaults = MotionTuning(
        numbers: [
            "press.scale": PressMetrics.pressedScale,
            "card.press.scale": PressMetrics.cardPressedScale,
            "lift.scale": DragMetrics.liftedScale,
            "lift.duration": DragMetrics.animationDuration,
            "drag.shrink.scale": DragMetrics.draggingScale,
            "card.scrub.distance": CardMetrics.scrubDistance,
            "card.scrub.scale": CardMetrics.minimumScale,
            "card.scrub.radius": CardMetrics.maximumCornerRadius,
            "scroll.decelerationRate": Decay.normalRate,
            "scroll.rubberBand": RubberBand.coefficient,
            "header.height": HeaderMetrics.restHeight,
            "header.collapsed": HeaderMetrics.collapsedHeight
        ],
        springs: [
            "press.spring": TunedSpring(
                SpringParameters(
                    duration: PressMetrics.springDuration, dampingRatio: PressMetrics.dampingRatio,
                    initialRelativeVelocity: PressMetrics.initialVelocity),
                initialVelocity: PressMetrics.initialVelocity),
            // The longest flight's spring: shorter flights are quicker unless a file sets it.
            "card.present.spring": TunedSpring(
                SpringParameters(duration: CardMetrics.maximumDuration, dampingRatio: CardMetrics.presentDampingRatio)),
            "card.dismiss.spring": TunedSpring(
                SpringParameters(duration: CardMetrics.maximumDuration, dampingRatio: CardMetrics.dismissDampingRatio)),
            "scroll.bounce.spring": TunedSpring(
                SpringParameters(
                    mass: ScrollView.bounceMass, stiffness: ScrollView.bounceStiffness,
                    dampingRatio: ScrollView.bounceDampingRatio))
        ])

    public func number(_ name: String) -> Double { numbers[name] ?? MotionTuning.defaults.numbers[name] ?? 0 }

    public func spring(_ name: String) -> TunedSpring {
        springs[name] ?? MotionTuning.defaults.springs[name] ?? TunedSpring(SpringParameters(response: 1, dampingRatio: 1))
    }

    /// Whether a motion file set this value.
    public func isOverridden(_ name: String) -> Bool { overridden.contains(name) }
}
