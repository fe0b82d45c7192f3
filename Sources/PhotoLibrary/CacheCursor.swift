/// Reads back what `CacheBytes` wrote, checking every length and number against what is
/// left: a damaged or foreign cache reads as nil, never as a crash or a wrong photo.
struct CacheCursor {
    private let bytes: [UInt8]
    private var position: Int
    /// The strings of the cache's table, once read.
    var strings: [String] = []

    init(_ bytes: [UInt8], from position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func uint32() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        withUnsafeMutableBytes(of: &value) { target in
            bytes.withUnsafeBytes { source in target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<position + 4])) }
        }
        position += 4
        return UInt32(littleEndian: value)
    }

    mutating func uint64() -> UInt64? {
        guard let low = uint32(), let high = uint32() else { return nil }
        return UInt64(high) << 32 | UInt64(low)
    }

    mutating func double() -> Double? { uint64().map(Double.init(bitPattern:)) }

    /// A count of items at least `itemBytes` long each, refused when the bytes left
    /// cannot hold that many.
    mutating func count(itemBytes: Int) -> Int? {
        guard let value = uint32().map(Int.init), value * itemBytes <= bytes.count - position else { return nil }
        return value
    }

    /// What `ManifestCache.write(array:to:)` wrote, or nil when the bytes left cannot hold it.
    mutating func array<Number: FixedWidthInteger>(of type: Number.Type) -> [Number]? {
        let size = MemoryLayout<Number>.stride
        guard let count = count(itemBytes: size) else { return nil }
        let start = position
        position += count * size
        return [Number](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { source in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + count * size]))
            }
            initialized = count
        }
    }

    /// `count` bytes as UTF-8 text (nil when it is not valid UTF-8).
    mutating func text(count: Int) -> String? {
        guard count <= bytes.count - position else { return nil }
        let text = bytes.withUnsafeBufferPointer { StringInterner.make(UnsafeBufferPointer(rebasing: $0[position..<position + count])) }
        position += count
        return text
    }

    /// A string named by its number in `strings`: `.some(nil)` for `CacheBytes.none`,
    /// nil when the number is out of the table.
    mutating func optionalString() -> String?? {
        guard let number = uint32() else { return nil }
        if number == CacheBytes.none { return .some(nil) }
        guard Int(number) < strings.count else { return nil }
        return .some(strings[Int(number)])
    }

    /// A string that must be there.
    mutating func string() -> String? { optionalString() ?? nil }

    /// A count, then that many strings (a category list, the messages).
    mutating func stringList() -> [String]? {
        guard let count = count(itemBytes: 4) else { return nil }
        var list: [String] = []
        for _ in 0..<count {
            guard let string = string() else { return nil }
            list.append(string)
        }
        return list
    }
}
