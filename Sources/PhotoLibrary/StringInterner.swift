import Foundation

/// Hands out one shared copy of each distinct string it is given, found by its bytes.
///
/// A large manifest repeats itself: a generated million-photo manifest cycles a few
/// dozen files, photographers, descriptions and licences. A Swift string copy shares
/// its storage, so keeping the first copy of each makes the millionth photographer's
/// name cost no memory of its own; and finding it by the bytes the reader holds means a
/// repeated string is never even made (DESIGN.md, "A million photos").
struct StringInterner {
    /// Open addressing: `slots` holds an index into `strings` (or -1), found by the
    /// bytes' hash; kept at most half full.
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt64] = []
    private var strings: [String] = []

    /// Strings longer than this are made afresh each time (tuned: a manifest's repeated
    /// fields are short; a long one is a description, where sharing still pays below
    /// this length).
    static let longest = 4096

    /// The shared string with these UTF-8 bytes, made (and checked to be valid UTF-8)
    /// the first time; nil when they are not valid UTF-8.
    mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count <= Self.longest else { return Self.make(bytes) }
        let hash = Self.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, Self.equal(strings[index], bytes) { return strings[index] }
            slot = (slot + 1) & mask
        }
        guard let made = Self.make(bytes) else { return nil }
        slots[slot] = Int32(strings.count)
        hashes.append(hash)
        strings.append(made)
        if strings.count * 2 > slots.count { grow() }
        return made
    }

    /// A string from UTF-8 bytes, or nil when they are not valid UTF-8 (ASCII, the common
    /// case, needs no decoding check).
    static func make(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// FNV-1a, 64-bit, of the length and at most the first and last 32 bytes (equal
    /// strings are then told apart by comparing all their bytes): a manifest is not an
    /// adversary of the table (a hostile one makes loading slower, never wrong).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        let sampled = 32
        if bytes.count <= 2 * sampled {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        } else {
            for byte in bytes.prefix(sampled) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            for byte in bytes.suffix(sampled) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return hash
    }

    private static func equal(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var string = string
        return string.withUTF8 { stored in
            stored.count == bytes.count && (bytes.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
    }
}
