import Foundation
import Geometry
import Motion

/// A tuning written out for the platform that ships it (`splash --export-motion FORMAT`,
/// issue 15): each spring in that platform's own spring API, each number as a constant.
public enum MotionExport: String, CaseIterable, Sendable {
    case swiftui, uikit, compose, css

    /// Samples per second of a CSS `linear()` curve: at 240 a spring's curvature leaves
    /// the straight segments well within 1% of it (tested), and a second-long settle is
    /// a few kilobytes of CSS.
    public static let cssSamplesPerSecond = 240.0

    /// The whole tuning in this format, one commented line or block per value; with
    /// `only`, that one value.
    public func text(for tuning: MotionTuning, only name: String? = nil) -> String {
        var lines = [header]
        for entry in MotionTuning.entries where name == nil || entry.name == name {
            lines.append("")
            lines.append(comment("\(entry.name): \(entry.summary)"))
            switch entry.kind {
            case .number:
                lines.append(number(tuning.number(entry.name), named: entry.name))
            case .spring:
                lines.append(contentsOf: spring(tuning.spring(entry.name), named: entry.name))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var header: String {
        comment("Splash motion, exported as \(rawValue) (docs/MOTION.md lists the defaults and their sources)")
    }

    private func comment(_ text: String) -> String {
        self == .css ? "/* \(text) */" : "// \(text)"
    }

    /// `press.spring` → `pressSpring` (Swift, Kotlin) or `--press-spring` (CSS).
    static func identifier(_ name: String, css: Bool = false) -> String {
        let parts = name.split(separator: ".").map(String.init)
        if css { return "--" + parts.joined(separator: "-") }
        return parts.enumerated().map { index, part in
            index == 0 ? part : part.prefix(1).uppercased() + part.dropFirst()
        }.joined()
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded.shortestText
    }

    private func number(_ value: Double, named name: String) -> String {
        let id = Self.identifier(name), text = Self.format(value)
        switch self {
        case .swiftui, .uikit: return "let \(id): CGFloat = \(text)"
        case .compose: return "val \(id) = \(text)f"
        case .css: return ":root { \(Self.identifier(name, css: true)): \(text); }"
        }
    }

    private func spring(_ spring: TunedSpring, named name: String) -> [String] {
        let id = Self.identifier(name), f = Self.format
        let p = spring.parameters
        switch self {
        case .swiftui:
            let (duration, bounce) = spring.swiftUI
            return ["let \(id) = Animation.spring(duration: \(f(duration)), bounce: \(f(bounce)))"] + velocityNote(spring)
        case .uikit:
            let v = f(spring.initialVelocity)
            return [
                "let \(id) = UISpringTimingParameters(mass: \(f(p.mass)), stiffness: \(f(p.stiffness)), damping: \(f(p.damping)), initialVelocity: CGVector(dx: \(v), dy: \(v)))",
                "// or UIView.animate(withDuration: \(f(p.uikitDuration(initialRelativeVelocity: spring.initialVelocity))), delay: 0, usingSpringWithDamping: \(f(p.dampingRatio)), initialSpringVelocity: \(v), options: [], animations: { … })"
            ]
        case .compose:
            // Compose springs have unit mass: the stiffness per unit of mass is the same spring.
            return ["val \(id) = spring<Float>(dampingRatio = \(f(p.dampingRatio))f, stiffness = \(f(p.stiffness / p.mass))f)"]
                + velocityNote(spring)
        case .css:
            let duration = spring.settlingTime
            let samples = MotionExport.cssCurve(spring)
            return [
                ":root {",
                "  \(Self.identifier(name, css: true))-duration: \(Int(saturating: (duration * 1000).rounded()))ms;",
                "  \(Self.identifier(name, css: true))-easing: linear(\(samples.map { "\(f($0.value)) \(f($0.time / max(duration, 1e-9) * 100))%" }.joined(separator: ", ")));",
                "}"
            ]
        }
    }

    /// SwiftUI's and Compose's springs take their start velocity from the gesture or
    /// the animation they interrupt, not from the spring: say what UIKit was given.
    private func velocityNote(_ spring: TunedSpring) -> [String] {
        guard spring.initialVelocity != 0 else { return [] }
        return [
            comment(
                "starts at \(Self.format(spring.initialVelocity)) distances per second (UIKit's initialSpringVelocity): pass it as the animation's initial velocity"
            )
        ]
    }

    /// The spring's step response sampled for CSS `linear()`: (seconds, value) pairs
    /// from 0 to the settling time, `cssSamplesPerSecond` apart, ending on 1.
    public static func cssCurve(_ spring: TunedSpring) -> [(time: Double, value: Double)] {
        let duration = spring.settlingTime
        let count = max(2, Int(saturating: (duration * cssSamplesPerSecond).rounded(.up)))
        return (0...count).map { index in
            let t = duration * Double(index) / Double(count)
            return (t, index == count ? 1 : spring.stepResponse(at: t))
        }
    }
}
