import Foundation
import Geometry
import Motion

/// Reads a motion file (`--motion FILE`): a JSON object whose keys are
/// `MotionTuning.entries`' names. A partial file keeps the defaults for the rest. A
/// spring may be written in any of three vocabularies, which mean the same spring:
///
/// - SwiftUI: `{"duration": 0.4, "bounce": 0.3}` (bounce from −1 to below 1, 0 if left out)
/// - UIKit: `{"dampingRatio": 0.4, "response": 0.4, "initialVelocity": 3}`
///   (`initialVelocity` in distances per second, 0 if left out)
/// - physical: `{"mass": 1, "stiffness": 250, "damping": 20}` (mass 1 if left out)
///
/// An unknown key, a wrong type, a mix of vocabularies or an impossible value is an
/// error that names the key.
public enum MotionFile {
    /// A motion file's problem, one line naming the key.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public static let swiftUIKeys: Set<String> = ["duration", "bounce"]
    public static let uikitKeys: Set<String> = ["dampingRatio", "response", "initialVelocity"]
    public static let physicalKeys: Set<String> = ["mass", "stiffness", "damping"]

    /// The tuning a file at `path` asks for; problems name the file and the key.
    public static func load(path: String) throws(Problem) -> MotionTuning {
        let name = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(message: "\(path): cannot read the motion file")
        }
        do {
            return try parse(data)
        } catch {
            throw Problem(message: "\(name): \(error.message)")
        }
    }

    /// A motion file for `tuning`: every value, springs in UIKit's terms (damping ratio,
    /// response, initial velocity, which keep every spring whatever its mass), keys
    /// sorted, readable back by `parse` to the same motion.
    public static func encode(_ tuning: MotionTuning) -> Data {
        var lines: [String] = []
        for entry in MotionTuning.entries {
            switch entry.kind {
            case .number:
                lines.append("  \"\(entry.name)\": \(tuning.number(entry.name).shortestText)")
            case .spring:
                let (ratio, response, velocity) = tuning.spring(entry.name).uikit
                lines.append(
                    "  \"\(entry.name)\": { \"dampingRatio\": \(ratio.shortestText), \"response\": \(response.shortestText), "
                        + "\"initialVelocity\": \(velocity.shortestText) }")
            }
        }
        return Data(("{\n" + lines.joined(separator: ",\n") + "\n}\n").utf8)
    }

    /// The tuning a motion file's bytes ask for.
    public static func parse(_ data: Data) throws(Problem) -> MotionTuning {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw Problem(message: "not valid JSON")
        }
        guard case .object(let object) = root else {
            throw Problem(message: "a motion file is a JSON object of names and values, not \(root.typeName)")
        }
        var tuning = MotionTuning.defaults
        let entries = Dictionary(uniqueKeysWithValues: MotionTuning.entries.map { ($0.name, $0) })
        for key in object.keys.sorted() {
            guard let entry = entries[key], let value = object[key] else {
                let known = MotionTuning.entries.map(\.name).joined(separator: ", ")
                throw Problem(message: "unknown key '\(key)' (known: \(known))")
            }
            switch entry.kind {
            case .number(let range):
                guard case .number(let number) = value else {
                    throw Problem(message: "'\(key)' must be a number, not \(value.typeName)")
                }
                guard range.contains(number) else {
                    throw Problem(
                        message: "'\(key)' is \(number.shortestText), outside \(range.lowerBound.shortestText)…\(range.upperBound.shortestText)")
                }
                tuning.numbers[key] = number
            case .spring:
                tuning.springs[key] = try spring(value, key: key)
            }
            tuning.overridden.insert(key)
        }
        let rest = tuning.number("header.height"), collapsed = tuning.number("header.collapsed")
        guard collapsed < rest else {
            throw Problem(
                message: "'header.collapsed' (\(collapsed.shortestText)) must be below 'header.height' (\(rest.shortestText))")
        }
        return tuning
    }

    /// A spring written in one vocabulary.
    static func spring(_ value: JSONValue, key: String) throws(Problem) -> TunedSpring {
        guard case .object(let fields) = value else {
            throw Problem(message: "'\(key)' must be a spring object, not \(value.typeName)")
        }
        var numbers: [String: Double] = [:]
        for (field, fieldValue) in fields {
            guard swiftUIKeys.union(uikitKeys).union(physicalKeys).contains(field) else {
                throw Problem(message: "'\(key)' has an unknown field '\(field)'")
            }
            guard case .number(let number) = fieldValue, number.isFinite else {
                throw Problem(message: "'\(key).\(field)' must be a number, not \(fieldValue.typeName)")
            }
            numbers[field] = number
        }
        let given = Set(numbers.keys)
        let vocabularies = [swiftUIKeys, uikitKeys, physicalKeys].filter { !$0.isDisjoint(with: given) }
        guard vocabularies.count == 1, let vocabulary = vocabularies.first else {
            throw Problem(
                message: vocabularies.isEmpty
                    ? "'\(key)' gives no spring: use {duration, bounce}, {dampingRatio, response} or {mass, stiffness, damping}"
                    : "'\(key)' mixes vocabularies: use one of {duration, bounce}, {dampingRatio, response, initialVelocity}, {mass, stiffness, damping}"
            )
        }
        func positive(_ field: String) throws(Problem) -> Double {
            guard let number = numbers[field] else { throw Problem(message: "'\(key)' needs '\(field)'") }
            guard number > 0 else { throw Problem(message: "'\(key).\(field)' must be positive, not \(number.shortestText)") }
            return number
        }
        switch vocabulary {
        case swiftUIKeys:
            let duration = try positive("duration")
            let bounce = numbers["bounce"] ?? 0
            guard bounce > -1 && bounce < 1 else {
                throw Problem(message: "'\(key).bounce' must be above −1 and below 1, not \(bounce.shortestText)")
            }
            return TunedSpring(SpringParameters(duration: duration, bounce: bounce))
        case uikitKeys:
            let ratio = try positive("dampingRatio"), response = try positive("response")
            return TunedSpring(
                SpringParameters(response: response, dampingRatio: ratio), initialVelocity: numbers["initialVelocity"] ?? 0)
        default:
            let mass = numbers["mass"] == nil ? 1 : try positive("mass")
            let stiffness = try positive("stiffness")
            guard let damping = numbers["damping"], damping >= 0 else {
                throw Problem(message: "'\(key).damping' must be given and not negative")
            }
            return TunedSpring(SpringParameters(mass: mass, stiffness: stiffness, damping: damping))
        }
    }
}
