import Files
import Foundation

/// Reads a JSON manifest front to back, a chunk at a time, counting lines as it goes.
///
/// A million-photo manifest is over 400 MB: decoding it whole (JSONDecoder) took
/// 11–13 s and 1.8 GB. This reader keeps one chunk in memory, hands each value to the
/// caller as it is met and never builds a tree, so a manifest's entries are turned into
/// photos while it is read, and the line every entry starts on is known for messages
/// without a second pass. It accepts exactly JSON (RFC 8259): anything else is a
/// `ManifestSyntaxError` at the line where it was met.
struct ManifestReader {
    /// What the next value is, from its first byte.
    enum ValueKind {
        case object, array, string, number, literal
    }

    private let file: RegularFile
    /// Most bytes read before the file counts as too large (it may grow while read).
    private let limit: Int
    private var bytesRead = 0
    /// Bytes read from the file and not yet consumed start at `index`.
    private var chunk: [UInt8] = []
    private var index = 0
    private var isAtEnd = false
    /// The line the reader is on (one-based).
    private(set) var line = 1
    /// Bytes of the current string or number, reused between values.
    private var scratch: [UInt8] = []
    /// Where the bytes consumed are reported, chunk by chunk, and where a cancel is seen.
    private let progress: LoadProgress?
    /// Lists and objects open around the reader now.
    private var depth = 0

    /// Deepest nesting of lists and objects read (DESIGN.md, "Hostile input"): values are
    /// skipped by recursion, and 100 000 nested `[` overflowed the stack (a crash) where
    /// a manifest needs three levels. 512 is what Python's and Foundation's JSON parsers
    /// accept, give or take.
    static let maximumDepth = 512

    /// How much is read at once (tuned: large enough that reads cost nothing next to
    /// parsing, small enough to be nothing next to the photos it describes).
    static let chunkBytes = 1 << 20

    init(file: RegularFile, limit: Int, progress: LoadProgress? = nil) {
        self.file = file
        self.limit = limit
        self.progress = progress
        scratch.reserveCapacity(256)
    }

    // MARK: Bytes

    /// Reads the next chunk; false at the end of the file. Every chunk before it has been
    /// consumed whole, so this is where progress is reported and a cancel is seen.
    private mutating func refill() throws(ManifestSyntaxError) -> Bool {
        guard !isAtEnd else { return false }
        if let progress {
            if progress.isCancelled { throw ManifestSyntaxError.cancelled(line: line) }
            progress.report(bytesRead, of: file.size)
        }
        do {
            chunk = try file.read(upToCount: Self.chunkBytes)
        } catch {
            throw ManifestSyntaxError("cannot be read (\(error.reason))", line: line)
        }
        index = 0
        bytesRead += chunk.count
        if bytesRead > limit { throw ManifestSyntaxError("grew past the \(limit >> 20) MB limit while being read", line: line) }
        if chunk.isEmpty { isAtEnd = true }
        return !chunk.isEmpty
    }

    /// The next byte, not consumed; nil at the end of the file.
    private mutating func peek() throws(ManifestSyntaxError) -> UInt8? {
        if index == chunk.count, !(try refill()) { return nil }
        return chunk[index]
    }

    /// Skips spaces, tabs and line breaks and returns the byte after them (not consumed).
    mutating func skipWhitespace() throws(ManifestSyntaxError) -> UInt8? {
        while true {
            if index == chunk.count, !(try refill()) { return nil }
            let byte = chunk[index]
            switch byte {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return byte
            }
            index += 1
        }
    }

    /// Consumes `byte` after any whitespace, or throws naming what was expected.
    mutating func expect(_ byte: UInt8, _ what: String) throws(ManifestSyntaxError) {
        guard try skipWhitespace() == byte else { throw ManifestSyntaxError("expected \(what)", line: line) }
        index += 1
    }

    /// Consumes `byte` after any whitespace if it is next.
    mutating func take(_ byte: UInt8) throws(ManifestSyntaxError) -> Bool {
        guard try skipWhitespace() == byte else { return false }
        index += 1
        return true
    }

    /// Whether nothing but whitespace is left.
    mutating func isFinished() throws(ManifestSyntaxError) -> Bool { try skipWhitespace() == nil }

    /// The kind of the next value (after whitespace), not consumed.
    mutating func nextKind() throws(ManifestSyntaxError) -> ValueKind {
        guard let byte = try skipWhitespace() else {
            throw ManifestSyntaxError("the text ends where a value was expected", line: line)
        }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return .literal
        default: throw ManifestSyntaxError("expected a value", line: line)
        }
    }

    /// Whether the next value is `null` (then consumed).
    mutating func takeNull() throws(ManifestSyntaxError) -> Bool {
        guard try skipWhitespace() == UInt8(ascii: "n") else { return false }
        try literal()
        return true
    }

    // MARK: Containers

    /// One level deeper, or a syntax error past `maximumDepth`.
    private mutating func enter() throws(ManifestSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw ManifestSyntaxError("lists and objects are nested more than \(Self.maximumDepth) deep", line: line)
        }
    }

    /// Calls `body` for each element of the array that comes next; `body` must consume
    /// exactly one value.
    mutating func forEachElement(_ body: (inout ManifestReader) throws(ManifestSyntaxError) -> Void) throws(ManifestSyntaxError) {
        try expect(UInt8(ascii: "["), "'['")
        try enter()
        defer { depth -= 1 }
        if try take(UInt8(ascii: "]")) { return }
        repeat {
            try body(&self)
        } while try take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"), "',' or ']'")
    }

    /// Calls `body` for each member of the object that comes next, with the index of its
    /// key in `keys` (-1 for any other key); `body` must consume exactly the value.
    mutating func forEachMember(
        keys: [[UInt8]], _ body: (inout ManifestReader, Int) throws(ManifestSyntaxError) -> Void
    ) throws(ManifestSyntaxError) {
        try expect(UInt8(ascii: "{"), "'{'")
        try enter()
        defer { depth -= 1 }
        if try take(UInt8(ascii: "}")) { return }
        repeat {
            guard try skipWhitespace() == UInt8(ascii: "\"") else { throw ManifestSyntaxError("expected a key", line: line) }
            let key = try withStringBytes { bytes in
                keys.firstIndex { known in
                    known.count == bytes.count
                        && known.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
                } ?? -1
            }
            try expect(UInt8(ascii: ":"), "':'")
            try body(&self, key)
        } while try take(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"), "',' or '}'")
    }

    // MARK: Values

    /// Consumes the next value, whatever it is, checking its syntax.
    mutating func skipValue() throws(ManifestSyntaxError) {
        switch try nextKind() {
        case .object: try forEachMember(keys: []) { reader, _ throws(ManifestSyntaxError) in try reader.skipValue() }
        case .array: try forEachElement { reader throws(ManifestSyntaxError) in try reader.skipValue() }
        case .string: try withStringBytes { _ in }
        case .number: _ = try readNumber()
        case .literal: try literal()
        }
    }

    /// The next value if it is a string (else it is skipped and nil returned).
    mutating func stringOrSkip() throws(ManifestSyntaxError) -> String? {
        guard try nextKind() == .string else {
            try skipValue()
            return nil
        }
        return try readString()
    }

    /// The next value if it is a number (else it is skipped and nil returned).
    mutating func numberOrSkip() throws(ManifestSyntaxError) -> Double? {
        guard try nextKind() == .number else {
            try skipValue()
            return nil
        }
        return try readNumber()
    }

    /// The next value if it is a string, shared through `strings` (else it is skipped
    /// and nil returned).
    mutating func internedStringOrSkip(_ strings: inout StringInterner) throws(ManifestSyntaxError) -> String? {
        guard try nextKind() == .string else {
            try skipValue()
            return nil
        }
        guard let text = try withStringBytes({ strings.intern($0) }) else {
            throw ManifestSyntaxError("a string is not valid UTF-8", line: line)
        }
        return text
    }

    /// The string that comes next, decoded.
    mutating func readString() throws(ManifestSyntaxError) -> String {
        guard let text = try withStringBytes({ StringInterner.make($0) }) else {
            throw ManifestSyntaxError("a string is not valid UTF-8", line: line)
        }
        return text
    }

    /// Calls `body` with the UTF-8 bytes of the string that comes next, escapes decoded.
    /// A string inside the current chunk with no escape (nearly all) is handed over where
    /// it lies; any other is assembled in `scratch`.
    private mutating func withStringBytes<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) throws(ManifestSyntaxError) -> Result {
        let start = index + 1
        let end = chunk.withUnsafeBufferPointer { buffer -> Int? in
            var position = start
            while position < buffer.count {
                let byte = buffer[position]
                if byte == 0x22 { return position }
                if byte == 0x5C || byte < 0x20 { return nil }
                position += 1
            }
            return nil
        }
        if let end {
            index = end + 1
            return chunk.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        try readStringBytes()
        return scratch.withUnsafeBufferPointer { body($0) }
    }

    /// The string that comes next, as UTF-8 bytes in `scratch`, escapes decoded.
    private mutating func readStringBytes() throws(ManifestSyntaxError) {
        scratch.removeAll(keepingCapacity: true)
        index += 1  // the opening quote
        while true {
            if index == chunk.count, !(try refill()) { throw ManifestSyntaxError("a string is not closed", line: line) }
            // The plain run up to a quote, a backslash or a control character is copied
            // in one go.
            let start = index
            while index < chunk.count {
                let byte = chunk[index]
                if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
                index += 1
            }
            if index > start { scratch.append(contentsOf: chunk[start..<index]) }
            guard index < chunk.count else { continue }
            let byte = chunk[index]
            index += 1
            switch byte {
            case 0x22: return
            case 0x5C: try readEscape()
            default: throw ManifestSyntaxError("a string holds a control character (a raw line break?)", line: line)
            }
        }
    }

    /// One escape after a backslash, appended to `scratch` as UTF-8.
    private mutating func readEscape() throws(ManifestSyntaxError) {
        guard let byte = try peek() else { throw ManifestSyntaxError("a string is not closed", line: line) }
        index += 1
        switch byte {
        case 0x22, 0x5C, 0x2F: scratch.append(byte)  // \" \\ \/ stand for themselves
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                // A high surrogate must be followed by `\u` and a low one.
                guard try peek() == UInt8(ascii: "\\") else { throw ManifestSyntaxError("a lone surrogate in \\u escape", line: line) }
                index += 1
                guard try peek() == UInt8(ascii: "u") else { throw ManifestSyntaxError("a lone surrogate in \\u escape", line: line) }
                index += 1
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw ManifestSyntaxError("a lone surrogate in \\u escape", line: line) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw ManifestSyntaxError("a lone surrogate in \\u escape", line: line)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw ManifestSyntaxError("a bad \\u escape", line: line) }
            scratch.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw ManifestSyntaxError("a bad escape in a string", line: line)
        }
    }

    /// Four hexadecimal digits of a `\u` escape.
    private mutating func hexQuad() throws(ManifestSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peek(), let digit = Self.hexValue(byte) else {
                throw ManifestSyntaxError("a bad \\u escape", line: line)
            }
            index += 1
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The number that comes next, checked against JSON's grammar (no leading zeros,
    /// digits after a point and in an exponent).
    mutating func readNumber() throws(ManifestSyntaxError) -> Double {
        // A whole number of a few digits inside the chunk (a photo's width and height) is
        // read on the spot; anything else through the checked path below.
        var position = index
        var value = 0
        while position < chunk.count, position - index < 15, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(chunk[position]) {
            value = value * 10 + Int(chunk[position] - UInt8(ascii: "0"))
            position += 1
        }
        if position < chunk.count, position > index, !Self.continuesNumber(chunk[position]),
            chunk[index] != UInt8(ascii: "0") || position == index + 1
        {
            index = position
            return Double(value)
        }
        scratch.removeAll(keepingCapacity: true)
        while let byte = try peek(), Self.continuesNumber(byte) {
            scratch.append(byte)
            index += 1
        }
        return try number(from: scratch)
    }

    /// Whether `byte` can be part of a number's text.
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default: return false
        }
    }

    private func number(from bytes: [UInt8]) throws(ManifestSyntaxError) -> Double {
        guard Self.isJSONNumber(bytes), let value = Double(String(decoding: bytes, as: UTF8.self)) else {
            throw ManifestSyntaxError("a malformed number", line: line)
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    static func isJSONNumber(_ bytes: [UInt8]) -> Bool {
        var position = 0
        func digits() -> Int {
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        let integer = digits()
        guard integer > 0, integer == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return false }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { return false }
        }
        return position == bytes.count
    }

    /// `true`, `false` or `null`.
    private mutating func literal() throws(ManifestSyntaxError) {
        scratch.removeAll(keepingCapacity: true)
        while let byte = try peek(), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) {
            scratch.append(byte)
            index += 1
        }
        guard scratch == Self.trueBytes || scratch == Self.falseBytes || scratch == Self.nullBytes else {
            throw ManifestSyntaxError("expected a value", line: line)
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)
}
