import Foundation
import Geometry

/// The feed's photos in a compact form: every distinct string once, in one byte buffer,
/// each photo a fixed record of numbers, and a `Photo` value made only when one is asked
/// for.
///
/// A million `Photo` values are nine reference-counted fields each: building them took
/// most of a second and 300 MB. Here a million photos are about 80 MB of plain numbers
/// and bytes, loaded from the manifest cache with a few copies (DESIGN.md, "A million
/// photos"). A list can also show some of its stored photos in another order (search
/// results, photos dropped in at the top) while sharing the storage.
public struct PhotoList: RandomAccessCollection, Equatable, Sendable {
    /// The strings' UTF-8, back to back.
    private(set) var text: [UInt8] = []
    /// Where each string ends in `text` (it starts where the one before it ends).
    private(set) var stringEnds: [UInt32] = []
    /// `Field.count` numbers for each stored photo.
    private(set) var records: [UInt32] = []
    /// The distinct colours; a record names one by number.
    private(set) var colors: [Color] = []
    /// The distinct category lists; a record names one by number.
    private(set) var categoryLists: [[String]] = []
    /// The stored photos this list shows, in order; nil for all of them as stored.
    private var order: [Int32]?
    /// Each stored string's, colour's and list's number, so a repeat is stored once. A
    /// list read from the cache starts without them: a photo appended later may then
    /// store a string, colour or list again, which costs bytes, never correctness.
    private var stringNumbers: [String: UInt32] = [:]
    private var colorNumbers: [Color: UInt32] = [:]
    private var listNumbers: [[String]: UInt32] = [:]

    /// The number an absent optional string is stored as.
    static let none = UInt32.max

    /// A record's numbers, in order.
    enum Field: Int, CaseIterable {
        case id, path, widthLow, widthHigh, heightLow, heightHigh, color, blurHash, description
        case authorName, authorUsername, license, categories
        /// The fields that name a string (the optional ones may be `none`).
        static let strings: [Field] = [.id, .path, .description, .authorName, .authorUsername]
        static let optionalStrings: [Field] = [.blurHash, .license]
        /// Numbers in a record.
        static let count = allCases.count
    }

    public init() {}

    public init(_ photos: some Sequence<Photo>) {
        for photo in photos { append(photo) }
    }

    /// A list over stored parts read back from the cache, or nil when they do not fit
    /// together (a string, colour or list number out of range, ends out of order).
    init?(text: [UInt8], stringEnds: [UInt32], records: [UInt32], colors: [Color], categoryLists: [[String]]) {
        guard records.count % Field.count == 0, stringEnds.last.map(Int.init) ?? 0 == text.count,
            zip(stringEnds, stringEnds.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        let strings = UInt32(stringEnds.count), colorCount = UInt32(colors.count)
        let lists = UInt32(categoryLists.count)
        let valid = records.withUnsafeBufferPointer { numbers in
            var start = 0
            while start < numbers.count {
                for field in Field.strings where numbers[start + field.rawValue] >= strings { return false }
                for field in Field.optionalStrings {
                    let number = numbers[start + field.rawValue]
                    if number >= strings && number != Self.none { return false }
                }
                if numbers[start + Field.color.rawValue] >= colorCount { return false }
                if numbers[start + Field.categories.rawValue] >= lists { return false }
                start += Field.count
            }
            return true
        }
        guard valid else { return nil }
        self.text = text
        self.stringEnds = stringEnds
        self.records = records
        self.colors = colors
        self.categoryLists = categoryLists
    }

    public static func == (lhs: PhotoList, rhs: PhotoList) -> Bool { lhs.elementsEqual(rhs) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { order?.count ?? storedCount }

    public subscript(position: Int) -> Photo { stored(storedIndex(position)) }

    /// The photo's id, without making the rest of it.
    public func id(at position: Int) -> String { string(field(.id, of: storedIndex(position))) }

    /// The photo's pixel size, without making the rest of it.
    public func pixelSize(at position: Int) -> Size { size(of: storedIndex(position)) }

    /// Where the photo with this id is, found by comparing bytes: no photo is made.
    public func firstIndex(ofID id: String) -> Int? {
        var wanted = id
        return wanted.withUTF8 { wanted in
            text.withUnsafeBufferPointer { text in
                indices.first { position in
                    let number = Int(field(.id, of: storedIndex(position)))
                    let start = number == 0 ? 0 : Int(stringEnds[number - 1])
                    let end = Int(stringEnds[number])
                    guard end - start == wanted.count else { return false }
                    guard let stored = text.baseAddress, let wanted = wanted.baseAddress, end > start else { return true }
                    return memcmp(stored + start, wanted, end - start) == 0
                }
            }
        }
    }

    /// Where the photos at `positions` of `other` first show in this list, nil where
    /// they do not. A list sharing this one's storage (a search's results and the feed
    /// they came from) is matched by stored photo in one pass over this list's numbers,
    /// with no string made; any other by id. A keystroke over a million photos had made
    /// and hashed an id string per row to find the dozen rows that glide.
    public func positions(of positions: [Int], in other: PhotoList) -> [Int?] {
        let sharesStorage =
            records.count == other.records.count
            && records.withUnsafeBufferPointer { mine in
                other.records.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
        guard sharesStorage else { return positions.map { firstIndex(ofID: other.id(at: $0)) } }
        let wanted = positions.map { other.storedIndex($0) }
        guard let order else { return wanted }
        // One bit per stored photo marks the wanted ones; the scan stops once each is found.
        var marks = [UInt64](repeating: 0, count: storedCount / 64 + 1)
        for stored in wanted { marks[stored / 64] |= 1 << UInt64(stored % 64) }
        var found = [Int?](repeating: nil, count: wanted.count)
        var remaining = Set(wanted).count
        for (position, number) in order.enumerated() where remaining > 0 {
            let stored = Int(number)
            guard marks[stored / 64] & (1 << UInt64(stored % 64)) != 0 else { continue }
            marks[stored / 64] &= ~(1 << UInt64(stored % 64))
            remaining -= 1
            for (slot, candidate) in wanted.enumerated() where candidate == stored { found[slot] = position }
        }
        return found
    }

    /// The positions of the photos in category `id`, in order, found through the few
    /// distinct category lists: no photo is made.
    public func positions(inCategory id: String) -> [Int] {
        let lists = Set(categoryLists.indices.filter { categoryLists[$0].contains(id) }.map { UInt32($0) })
        guard !lists.isEmpty else { return [] }
        return indices.filter { lists.contains(field(.categories, of: storedIndex($0))) }
    }

    /// What a search looks in, for each photo in order: the photographer, their
    /// username, the description and the titles of the photo's categories
    /// (`categoryTitles` maps an id to its title), each passed through `transform` (the
    /// search's folding) and joined by spaces; as UTF-8 back to back, each photo's text
    /// followed by `terminator`, with where each starts (and the end, last).
    ///
    /// Each distinct string and category list is transformed once, and no string is
    /// made per photo: a million photos share their photographers and lists, and folding
    /// was most of an index's cost.
    public func searchTexts(
        categoryTitles: [String: String], terminator: UInt8, transform: (String) -> String
    ) -> (bytes: [UInt8], starts: [Int]) {
        // Each transformed string's UTF-8 is kept once, back to back, and every photo's
        // text is then copied from there with `memcpy`: appending a `String`'s UTF-8
        // view per field went through the generic element-by-element path and was
        // three quarters of indexing a million photos.
        var transformed: [UInt8] = []
        // Where each string's transformed bytes lie, by number in `ranges` (so the
        // per-string table is 4 bytes a string: a million ids are never searched).
        var rangeNumbers = [UInt32](repeating: .max, count: stringEnds.count)
        var ranges: [Range<Int>] = []
        func add(_ text: String) -> Range<Int> {
            let start = transformed.count
            transformed.append(contentsOf: Array(transform(text).utf8))
            ranges.append(start..<transformed.count)
            return start..<transformed.count
        }
        func range(of number: UInt32) -> Range<Int> {
            let known = rangeNumbers[Int(number)]
            if known != .max { return ranges[Int(known)] }
            rangeNumbers[Int(number)] = UInt32(truncatingIfNeeded: ranges.count)
            return add(string(number))
        }
        let lists = categoryLists.map { list in add(list.compactMap { categoryTitles[$0] }.joined(separator: " ")) }
        // Two passes: the first transforms what is new and adds up the length, the
        // second copies (no per-photo ranges are kept: a million photos would need 64 MB
        // of them).
        var total = 0
        for position in indices {
            let stored = storedIndex(position)
            total += range(of: field(.authorName, of: stored)).count + range(of: field(.authorUsername, of: stored)).count
            total += range(of: field(.description, of: stored)).count + lists[Int(field(.categories, of: stored))].count
            total += 4
        }
        var starts = [Int](repeating: 0, count: count + 1)
        // Written once, never cleared first: the buffer is as large as all the text.
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { target, initialized in
            transformed.withUnsafeBufferPointer { source in
                // No text at all (every string empty) leaves `source` without an address.
                guard let to = target.baseAddress else { return }
                let from = source.baseAddress
                var offset = 0
                func copy(_ part: Range<Int>, then separator: UInt8) {
                    if let from, !part.isEmpty { memcpy(to + offset, from + part.lowerBound, part.count) }
                    to[offset + part.count] = separator
                    offset += part.count + 1
                }
                for position in 0..<count {
                    let stored = storedIndex(position)
                    starts[position] = offset
                    copy(ranges[Int(rangeNumbers[Int(field(.authorName, of: stored))])], then: 32)
                    copy(ranges[Int(rangeNumbers[Int(field(.authorUsername, of: stored))])], then: 32)
                    copy(ranges[Int(rangeNumbers[Int(field(.description, of: stored))])], then: 32)
                    copy(lists[Int(field(.categories, of: stored))], then: terminator)
                }
                starts[count] = offset
            }
            initialized = total
        }
        return (bytes, starts)
    }

    /// The photos at `positions` (in this list), in that order, sharing this storage.
    public func selecting(_ positions: [Int]) -> PhotoList {
        var selection = self
        selection.order = positions.map { Int32(truncatingIfNeeded: storedIndex($0)) }
        return selection
    }

    /// Every photo's pixel size in order, for the feed's layout, read straight from the
    /// records.
    public var pixelSizes: [Size] { indices.map(pixelSize(at:)) }

    /// Adds a photo at the end.
    public mutating func append(_ photo: Photo) {
        let index = store(photo)
        order?.append(index)
    }

    /// Puts `photos` before the one at `position`.
    public mutating func insert(contentsOf photos: [Photo], at position: Int) {
        var rows = order ?? Array(0..<Int32(truncatingIfNeeded: storedCount))
        rows.insert(contentsOf: photos.map { store($0) }, at: position)
        order = rows
    }

    /// Removes the photos `shouldRemove` picks (it is given each photo's id).
    public mutating func removeAll(whereID shouldRemove: (String) -> Bool) {
        let rows = indices.filter { !shouldRemove(id(at: $0)) }
        guard rows.count != count else { return }
        self = selecting(rows)
    }

    /// This list with its photos stored in its own order and nothing else stored: what
    /// the cache writes.
    var compacted: PhotoList { order == nil ? self : PhotoList(self) }

    // MARK: - Storage

    private var storedCount: Int { records.count / Field.count }

    private func storedIndex(_ position: Int) -> Int {
        guard let order else { return position }
        return Int(order[position])
    }

    private func field(_ field: Field, of stored: Int) -> UInt32 { records[stored * Field.count + field.rawValue] }

    private func double(_ low: Field, _ high: Field, of stored: Int) -> Double {
        Double(bitPattern: UInt64(field(high, of: stored)) << 32 | UInt64(field(low, of: stored)))
    }

    private func size(of stored: Int) -> Size {
        Size(width: double(.widthLow, .widthHigh, of: stored), height: double(.heightLow, .heightHigh, of: stored))
    }

    private func string(_ number: UInt32) -> String {
        let start = number == 0 ? 0 : Int(stringEnds[Int(number) - 1])
        let end = Int(stringEnds[Int(number)])
        return text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    private func optionalString(_ number: UInt32) -> String? { number == Self.none ? nil : string(number) }

    private func stored(_ index: Int) -> Photo {
        Photo(
            id: string(field(.id, of: index)), path: string(field(.path, of: index)), pixelSize: size(of: index),
            color: colors[Int(field(.color, of: index))], blurHash: optionalString(field(.blurHash, of: index)),
            description: string(field(.description, of: index)), authorName: string(field(.authorName, of: index)),
            authorUsername: string(field(.authorUsername, of: index)), license: optionalString(field(.license, of: index)),
            categoryIDs: categoryLists[Int(field(.categories, of: index))])
    }

    /// Stores the photo's record and returns its stored index.
    private mutating func store(_ photo: Photo) -> Int32 {
        let index = Int32(truncatingIfNeeded: storedCount)
        let width = photo.pixelSize.width.bitPattern, height = photo.pixelSize.height.bitPattern
        // The id is the one field that never repeats: it is stored without a lookup.
        records.append(appendString(photo.id))
        records.append(number(of: photo.path))
        records.append(contentsOf: [
            UInt32(truncatingIfNeeded: width), UInt32(truncatingIfNeeded: width >> 32),
            UInt32(truncatingIfNeeded: height), UInt32(truncatingIfNeeded: height >> 32)
        ])
        records.append(Self.number(of: photo.color, in: &colors, numbers: &colorNumbers))
        records.append(photo.blurHash.map { number(of: $0) } ?? Self.none)
        records.append(number(of: photo.description))
        records.append(number(of: photo.authorName))
        records.append(number(of: photo.authorUsername))
        records.append(photo.license.map { number(of: $0) } ?? Self.none)
        records.append(Self.number(of: photo.categoryIDs, in: &categoryLists, numbers: &listNumbers))
        return index
    }

    private mutating func appendString(_ string: String) -> UInt32 {
        text.append(contentsOf: string.utf8)
        stringEnds.append(UInt32(truncatingIfNeeded: text.count))
        return UInt32(truncatingIfNeeded: stringEnds.count - 1)
    }

    private mutating func number(of string: String) -> UInt32 {
        if let known = stringNumbers[string] { return known }
        let number = appendString(string)
        stringNumbers[string] = number
        return number
    }

    private static func number<Value: Hashable>(of value: Value, in values: inout [Value], numbers: inout [Value: UInt32]) -> UInt32 {
        if let known = numbers[value] { return known }
        let number = UInt32(truncatingIfNeeded: values.count)
        values.append(value)
        numbers[value] = number
        return number
    }
}
