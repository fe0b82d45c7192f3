import Files
import Foundation
import Geometry

/// A parsed input script: timed lines in file order.
///
/// The grammar is DESIGN.md's: `<ms> verb args`, `#` starts a comment, blank lines are
/// ignored. Times are whole milliseconds and never go backwards, so the same script maps
/// onto the same simulation steps at any frame rate.
public struct Script: Hashable, Sendable {
    public var lines: [ScriptLine]

    public init(lines: [ScriptLine]) {
        self.lines = lines
    }

    /// Reads and parses a script file; a missing or unreadable file is a `ScriptError`.
    public init(contentsOfFile path: String) throws(ScriptError) {
        let name = (path as NSString).lastPathComponent
        guard FileManager.default.fileExists(atPath: path) else {
            throw ScriptError(file: path, line: nil, reason: "no such script file")
        }
        // A regular file only: reading a named pipe would wait forever.
        let bytes: [UInt8]
        do { bytes = try RegularFile(path: path).readAll(limit: Script.maximumFileBytes) } catch {
            throw ScriptError(file: path, line: nil, reason: error.reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: path, line: nil, reason: "cannot read the script as UTF-8 text")
        }
        try self.init(parsing: text, fileName: name)
    }

    /// Largest script read (tuned: a ten-minute recording is about 1 MB).
    static let maximumFileBytes = 64 << 20
    /// Latest time a line may have: 24 hours of virtual time, in milliseconds.
    public static let maximumMilliseconds = 24 * 60 * 60 * 1000
    /// Largest window side, points (DESIGN.md, "Hostile input").
    public static let maximumWindowSide = 16384
    /// Largest pointer coordinate or wheel distance, points: a hundred 8K screens away,
    /// while every sum of such numbers stays exact and finite.
    public static let maximumCoordinate = 1_000_000

    public init(parsing text: String, fileName: String = "script") throws(ScriptError) {
        var lines: [ScriptLine] = []
        var lastTime = 0
        // Any line break ends a line: "\r\n" is one Character, so splitting on "\n" alone
        // would read a Windows script as one line; a lone "\r" (old Mac) counts too.
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            func fail(_ reason: String) -> ScriptError { ScriptError(file: fileName, line: number, reason: reason) }
            guard let ms = Int(words[0]) else {
                if words[0].allSatisfy({ $0.isASCII && $0.isNumber }) {
                    throw fail("time \(words[0]) is after 24 hours (\(Script.maximumMilliseconds) ms)")
                }
                throw fail("'\(words[0])' is not a time in whole milliseconds")
            }
            guard ms >= 0 else { throw fail("time \(ms) is negative") }
            guard ms <= Script.maximumMilliseconds else {
                throw fail("time \(ms) is after 24 hours (\(Script.maximumMilliseconds) ms)")
            }
            guard ms >= lastTime else { throw fail("time \(ms) is before the previous line's \(lastTime)") }
            guard words.count >= 2 else { throw fail("a time needs a verb after it") }
            let verb = words[1], args = Array(words.dropFirst(2))
            // Typed text is taken verbatim: a '#' in it is typed, not a comment.
            let typesText = verb == "text" || verb == "compose"
            let command = try Script.command(verb: verb, args: args, rawLine: String(typesText ? raw : body), fail: fail)
            lines.append(ScriptLine(lineNumber: number, milliseconds: ms, command: command))
            lastTime = ms
        }
        self.lines = lines
    }

    /// The time of the explicit `end` line, if any.
    public var endMilliseconds: Int? {
        lines.first { $0.command == .end }?.milliseconds
    }

    private static func command(
        verb: String, args: [String], rawLine: String,
        fail: (String) -> ScriptError
    ) throws(ScriptError) -> ScriptCommand {
        func numbers(_ count: Int) throws(ScriptError) -> [Double] {
            guard args.count == count else {
                throw fail("'\(verb)' takes \(count) number\(count == 1 ? "" : "s"), got \(args.count)")
            }
            var values: [Double] = []
            for arg in args {
                guard let value = Double(arg), value.isFinite else { throw fail("'\(arg)' is not a number") }
                guard abs(value) <= Double(Script.maximumCoordinate) else {
                    throw fail("\(arg) is outside ±\(Script.maximumCoordinate) points")
                }
                values.append(value)
            }
            return values
        }
        func rest() throws(ScriptError) -> String {
            // Everything after the verb, so paths and names may contain spaces.
            guard let range = rawLine.range(of: verb) else { throw fail("missing argument") }
            let text = rawLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw fail("'\(verb)' needs an argument") }
            return text
        }
        /// Everything after the verb and the one space that follows it, untrimmed, so a
        /// typed space survives.
        func verbatim(skippingWords skipped: Int) -> String {
            guard let range = rawLine.range(of: verb) else { return "" }
            var text = rawLine[range.upperBound...]
            for _ in 0..<skipped {
                text = text.drop { $0 == " " || $0 == "\t" }.drop { $0 != " " && $0 != "\t" }
            }
            if text.first == " " || text.first == "\t" { text = text.dropFirst() }
            return String(text)
        }
        switch verb {
        case "text":
            let text = verbatim(skippingWords: 0)
            guard !text.isEmpty else { throw fail("'text' needs the text to type after one space") }
            return .text(text)
        case "compose":
            guard let caretWord = args.first, let caret = Int(caretWord), caret >= 0, caret <= 1000 else {
                throw fail("'compose' takes the caret (0…1000 characters) and then the text being composed")
            }
            return .compose(verbatim(skippingWords: 1), caret: caret)
        case "down": let v = try numbers(2); return .down(Point(x: v[0], y: v[1]))
        case "move": let v = try numbers(2); return .move(Point(x: v[0], y: v[1]))
        case "up": let v = try numbers(2); return .up(Point(x: v[0], y: v[1]))
        case "wheel": let v = try numbers(2); return .wheel(dx: v[0], dy: v[1])
        case "resize":
            let v = try numbers(2)
            guard v[0] >= 1, v[1] >= 1 else { throw fail("a window must be at least 1×1") }
            guard v[0] <= Double(Script.maximumWindowSide), v[1] <= Double(Script.maximumWindowSide) else {
                throw fail("a window side must be at most \(Script.maximumWindowSide) points")
            }
            return .resize(Size(width: v[0], height: v[1]))
        case "key":
            guard args.count == 1 else { throw fail("'key' takes one key name, got \(args.count) words") }
            if let problem = ScriptKeyName.problem(with: args[0]) { throw fail(problem) }
            return .key(args[0])
        case "focus-lost":
            guard args.isEmpty else { throw fail("'focus-lost' takes no arguments") }
            return .focusLost
        case "drop": return .drop(path: try rest())
        case "shot":
            let name = try rest()
            guard Script.isPlainFileName(name) else {
                throw fail("shot name '\(name)' must be a plain file name (no '/', no control or invisible characters, not starting with '.' or '-')")
            }
            return .shot(name: name)
        case "end":
            guard args.isEmpty else { throw fail("'end' takes no arguments") }
            return .end
        default:
            throw fail("unknown verb '\(verb)'")
        }
    }

    /// A name safe to save as a file: no path separator, no control, format (bidi
    /// overrides) or separator characters, not hidden, not read as an option.
    static func isPlainFileName(_ name: String) -> Bool {
        guard !name.contains("/"), !name.hasPrefix("."), !name.hasPrefix("-"), name.utf8.count <= 200 else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return false
            default: return true
            }
        }
    }
}
