/// The bytes of a manifest cache being written: little-endian integers and a string
/// table, so every repeated string is stored once and named by its number.
struct CacheBytes {
    private(set) var bytes: [UInt8] = []
    private var numbers: [String: UInt32] = [:]
    private(set) var strings: [String] = []

    /// The number nil is written as.
    static let none = UInt32.max

    mutating func append(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: Double) { append(value.bitPattern) }

    /// The string's number in the table (added the first time).
    mutating func number(of string: String?) -> UInt32 {
        guard let string else { return Self.none }
        if let known = numbers[string] { return known }
        let number = UInt32(strings.count)
        numbers[string] = number
        strings.append(string)
        return number
    }

    mutating func append(string: String?) { append(number(of: string)) }
}
