import Foundation
import SplashTestSupport
import Testing

/// Guards the rule that no `Double` becomes an integer unchecked: `Int(1e308)` traps
/// (a script's `resize 1e308 …`, a manifest width of 9.3e18 once crashed Splash). Every
/// integer conversion under `Sources/` whose argument looks like floating-point
/// arithmetic must be labelled: `saturating:` (Geometry's checked helper), or for
/// integers `clamping:`, `truncatingIfNeeded:`, `exactly:`, `bitPattern:`.
struct SaturatingConversionTests {
    /// Words that mark a floating-point argument in this code base: rounding, Double,
    /// geometry and time names, a decimal literal, a division.
    static var floatingSigns: Regex<AnyRegexOutput> {
        try! Regex(
            #"rounded|Double|\bwidth\b|\bheight\b|\.width|\.height|time|scale|seconds|factor|delta|offset|progress|radius|alpha|remaining|ratio|[0-9]\.[0-9]|/"#
        )
    }
    static var conversion: Regex<AnyRegexOutput> { try! Regex(#"\b(Int|Int8|Int16|Int32|Int64|UInt|UInt8|UInt16|UInt32|UInt64)\("#) }
    static let labels = ["saturating:", "truncatingIfNeeded:", "exactly:", "bitPattern:", "clamping:"]

    /// The argument of the call whose "(" ends at `start`: up to the matching ")".
    static func argument(in line: Substring, from start: String.Index) -> Substring {
        var depth = 1
        var index = start
        while index < line.endIndex {
            if line[index] == "(" { depth += 1 } else if line[index] == ")" { depth -= 1; if depth == 0 { break } }
            index = line.index(after: index)
        }
        return line[start..<index]
    }

    /// Unlabelled conversions of floating-looking arguments in `text`, as "line: call".
    static func uncheckedConversions(in text: String) -> [String] {
        var found: [String] = []
        for (number, fullLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = fullLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            for match in line.matches(of: conversion) {
                let argument = Self.argument(in: line, from: match.range.upperBound)
                let trimmed = argument.trimmingCharacters(in: .whitespaces)
                if labels.contains(where: trimmed.hasPrefix) || trimmed.hasPrefix("\"") || trimmed.contains("radix") { continue }
                if argument.contains(floatingSigns) { found.append("\(number + 1): \(match.output[0].substring ?? "")\(argument))") }
            }
        }
        return found
    }

    @Test func theCheckCatchesUncheckedConversions() {
        #expect(Self.uncheckedConversions(in: "let a = Int(size.width.rounded())\nlet b = Int32(x * scale)").count == 2)
        #expect(Self.uncheckedConversions(in: "let a = Int(saturating: size.width)\nlet b = Int(b[3]) << 8").isEmpty)
    }

    @Test func everyDoubleToIntegerConversionInSourcesIsChecked() throws {
        var found: [String] = []
        let base = Repository.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: base.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasSuffix("Int+Saturating.swift") else { continue }
            let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
            found += Self.uncheckedConversions(in: text).map { "Sources/\(relative):\($0)" }
        }
        #expect(found.isEmpty, "use Int(saturating:) (Geometry) or a labelled integer conversion:\n\(found.joined(separator: "\n"))")
    }
}
