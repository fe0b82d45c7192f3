/// The line each element of a top-level array in a JSON manifest starts on, so a message
/// about photo 1 204 can say `photos.json:7 410:` and an editor can jump there.
///
/// `JSONDecoder` keeps no positions, so this is one extra pass over the bytes that only
/// tracks strings, nesting and newlines: it never decodes a value, and on text that is not
/// well-formed it stops early and callers fall back to no line.
public struct ManifestLines: Sendable {
    /// One-based line of each element of the arrays found, by their key.
    private var lines: [String: [Int]] = [:]

    /// Scans `bytes` for the arrays under `keys` in the top-level object.
    public init(_ bytes: [UInt8], keys: Set<String>) {
        var line = 1
        var depth = 0
        var index = 0
        /// The key just read at depth 1, and the array it opened (if it is one of `keys`).
        var lastKey: String?
        var openArray: String?
        /// Whether the next value at depth 2 inside `openArray` starts an element.
        var expectingElement = false
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case newline:
                line += 1
            case quote:
                let start = index + 1, startLine = line
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    if bytes[index] == backslash { index += 1 }
                    if index < bytes.count, bytes[index] == newline { line += 1 }
                    index += 1
                }
                if depth == 2, let key = openArray, expectingElement {
                    lines[key, default: []].append(startLine)
                    expectingElement = false
                } else if depth == 1 {
                    lastKey = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 2, let key = openArray, expectingElement {
                    lines[key, default: []].append(line)
                    expectingElement = false
                }
                depth += 1
                if depth == 2, byte == UInt8(ascii: "["), let key = lastKey, keys.contains(key) {
                    openArray = key
                    lines[key] = []
                    expectingElement = true
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 2 { openArray = nil }
                if depth < 0 { return }
            case UInt8(ascii: ","):
                if depth == 2, openArray != nil { expectingElement = true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ":"):
                break
            default:
                // A number, true, false or null starting an element.
                if depth == 2, let key = openArray, expectingElement {
                    lines[key, default: []].append(line)
                    expectingElement = false
                }
            }
            index += 1
        }
    }

    /// The line element `index` of the array under `key` starts on, if it was found.
    public func line(ofElement index: Int, in key: String) -> Int? {
        guard let found = lines[key], index >= 0, index < found.count else { return nil }
        return found[index]
    }
}
