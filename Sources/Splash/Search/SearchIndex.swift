import Foundation
import PhotoLibrary

/// Finds the documents (one per photo: its photographer, description and categories)
/// that contain every word of a query, ignoring case and accents, fast enough to run on
/// every keystroke over 100 000 photos.
///
/// Every document is folded once (lower case, accents removed) and stored in one byte
/// buffer, each followed by a 0 byte, so a query word is one `memmem` pass over the whole
/// buffer rather than 100 000 string searches; words after the first only look inside the
/// documents still in the running.
public struct SearchIndex: Sendable {
    /// Every folded document, each ended by a 0 byte.
    private let bytes: [UInt8]
    /// Where each document starts in `bytes`, plus the end as a final element.
    private let starts: [Int]

    public init(documents: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(documents.count + 1)
        for document in documents {
            starts.append(bytes.count)
            bytes.append(contentsOf: SearchIndex.indexable(document).utf8)
            bytes.append(0)
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// The feed's photos, each distinct string folded once (`PhotoList.searchTexts`).
    public init(photos: PhotoList, categoryTitles: [String: String]) {
        (bytes, starts) = photos.searchTexts(categoryTitles: categoryTitles, terminator: 0, transform: SearchIndex.indexable)
    }

    /// Text as the index keeps it: folded, and with any 0 byte (JSON allows "\u0000")
    /// made a space, since a 0 byte ends a document in `bytes`.
    private static func indexable(_ text: String) -> String {
        let folded = fold(text)
        guard folded.utf8.contains(0) else { return folded }
        return String(decoding: folded.utf8.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    }

    public var count: Int { starts.count - 1 }

    /// The words of a query as they are matched: folded, split on spaces and punctuation.
    public static func words(of query: String) -> [String] {
        fold(query).split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The text as it is compared: lower case, without accents or other marks ("Café
    /// Zürich" and "cafe zurich" are the same).
    public static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The documents containing every word of `query`, in order (all of them for a
    /// query with no words).
    public func matches(_ query: String) -> [Int] {
        let words = SearchIndex.words(of: query)
        guard let first = words.first else { return Array(0..<count) }
        var found = documents(containing: first)
        for word in words.dropFirst() where !found.isEmpty {
            let needle = Array(word.utf8)
            found = found.filter { contains(needle, inDocument: $0) }
        }
        return found
    }

    /// `matches(query)`, found among the previous query's matches when `query` only
    /// added to the end of that query's text: each of its words then contains one of
    /// the previous query's words, so no other document can match. Typing on over a
    /// million photos then looks at the few documents the first letters left instead
    /// of the whole buffer (a keystroke was a 50 MB scan).
    public func matches(_ query: String, narrowing previous: (query: String, matches: [Int])?) -> [Int] {
        guard let previous, query.hasPrefix(previous.query), !SearchIndex.words(of: previous.query).isEmpty,
            previous.matches.count <= count / SearchIndex.narrowingShare
        else { return matches(query) }
        let needles = SearchIndex.words(of: query).map { Array($0.utf8) }
        return previous.matches.filter { document in needles.allSatisfy { contains($0, inDocument: document) } }
    }

    /// Previous matches are searched one by one only when there are at most 1/this of
    /// the documents (tuned: one scan of the whole buffer costs about as much as
    /// looking into a few documents per byte-run of it; with more candidates the scan
    /// is faster).
    static let narrowingShare = 4

    /// Every document containing `word`: one scan of the whole buffer.
    private func documents(containing word: String) -> [Int] {
        let needle = Array(word.utf8)
        var found: [Int] = []
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return }
                var offset = 0, document = 0
                while offset < haystack.count {
                    guard let position = SearchIndex.find(patternBase, pattern.count, in: base, from: offset, to: haystack.count)
                    else { break }
                    document = self.document(at: position, from: document)
                    found.append(document)
                    // On to the next document: one hit is enough.
                    offset = starts[document + 1]
                }
            }
        }
        return found
    }

    private func contains(_ needle: [UInt8], inDocument document: Int) -> Bool {
        let start = starts[document], end = starts[document + 1]
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return false }
                return SearchIndex.find(patternBase, pattern.count, in: base, from: start, to: end) != nil
            }
        }
    }

    /// The first position in `base[from..<to]` where the `length` bytes of `pattern`
    /// start: `memchr` finds each candidate first byte, `memcmp` checks the rest (glibc's
    /// `memmem` is a GNU extension Swift's Glibc module does not export).
    private static func find(
        _ pattern: UnsafeRawPointer, _ length: Int, in base: UnsafeRawPointer,
        from: Int, to end: Int
    ) -> Int? {
        guard length > 0 else { return from <= end ? from : nil }
        let first = Int32(pattern.load(as: UInt8.self))
        var offset = from
        while end - offset >= length {
            guard let hit = memchr(base + offset, first, end - offset - length + 1) else { return nil }
            let position = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(base + position, pattern, length) == 0 { return position }
            offset = position + 1
        }
        return nil
    }

    /// The document holding byte `position`, at or after document `first`: a hit is
    /// most often in one of the next few documents, so the search gallops forward from
    /// `first` before it bisects (a bisection of all million starts per hit was a
    /// quarter of a one-letter query).
    private func document(at position: Int, from first: Int) -> Int {
        var low = first, step = 1
        while low + step < count, starts[low + step] <= position {
            low += step
            step *= 2
        }
        var high = min(count - 1, low + step - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
