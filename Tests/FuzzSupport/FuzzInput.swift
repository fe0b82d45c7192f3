import Foundation

/// Random scripts and photo manifests for the fuzz targets, from a seed: mostly
/// grammar-valid with extreme values, sometimes grammar-breaking, always with hostile
/// paths (a named pipe, a device, a folder, a lying PNG, a private key) to drop or name.
///
/// `make test` runs a few hundred cases; `make fuzz` sets `SPLASH_FUZZ_CASES`.
public struct FuzzInput {
    /// Cases to run: `SPLASH_FUZZ_CASES` when set, else `standard`.
    public static func caseCount(standard: Int) -> Int {
        ProcessInfo.processInfo.environment["SPLASH_FUZZ_CASES"].flatMap(Int.init) ?? standard
    }

    /// A folder of hostile files: `pipe.jpg` (a FIFO), `folder.jpg` (a directory),
    /// `key.jpg` (text), `huge.png` (a PNG header claiming 65535 × 65535), `empty.png`,
    /// and `photo.jpg`, a copy of a real photo.
    public let folder: String
    public var random: SplitMix64

    public init(seed: UInt64, folder: String) {
        self.folder = folder
        random = SplitMix64(seed: seed)
    }

    /// Creates the hostile files in a fresh folder and returns its path.
    public static func makeHostileFolder(photo: String) throws -> String {
        let folder = NSTemporaryDirectory() + "splash-fuzz-" + UUID().uuidString
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/folder.jpg", withIntermediateDirectories: true)
        guard mkfifo(folder + "/pipe.jpg", 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        try Data("-----BEGIN OPENSSH PRIVATE KEY-----\n".utf8).write(to: URL(fileURLWithPath: folder + "/key.jpg"))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 8, 6, 0, 0, 0, 0, 0, 0, 0]
        try Data(png).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        try Data().write(to: URL(fileURLWithPath: folder + "/empty.png"))
        try manager.copyItem(atPath: photo, toPath: folder + "/photo.jpg")
        return folder
    }

    // MARK: Pieces

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ options: [T]) -> T { options.randomElement(using: &random)! }

    /// A number as a script would write it, sometimes extreme or not a number at all.
    mutating func number(valid: Bool) -> String {
        if chance(80) { return String(Int.random(in: -50...900, using: &random)) }
        if valid { return pick(["1000000", "-1000000", "-0", "0.5", "4.9e-324", "1e6", "16384", "999999.999", "-1e-300"]) }
        return pick([
            "1e308", "-1e308", "1000000", "1000001", "-0", "0.5", "nan", "inf", "-inf", "1e-300", "0x10",
            "99999999999999999999", "", "1_000", "٣", "4.9e-324", "16384", "16385", "1e6"
        ])
    }

    /// A path to drop: hostile, missing, odd.
    mutating func path() -> String {
        pick([
            folder + "/pipe.jpg", folder + "/folder.jpg", folder + "/key.jpg", folder + "/huge.png", folder + "/empty.png",
            folder + "/photo.jpg", "/dev/zero", "/dev/null", folder + "/missing.jpg", folder, "relative.jpg",
            folder + "/photo.jpg\u{202E}gpj", String(repeating: "a/", count: 300)
        ])
    }

    /// A word with the characters that break names: controls, bidi overrides, dots.
    mutating func word() -> String {
        pick([
            "a", "shot", "-rf", ".hidden", "x\u{202E}gnp", "tab\tname", "ünï", "名前", "a/b", "..", "\u{0}nul",
            "very" + String(repeating: "long", count: 80), "Escape", "Ctrl+C", "Shift+Down", "Banana", "F2"
        ])
    }

    // MARK: Scripts

    /// One script's text: 1…30 lines, LF, CRLF or CR line endings. Half the scripts
    /// are grammar-valid with extreme but accepted values (so they are played); the
    /// others mix in broken lines and out-of-range numbers.
    public mutating func script() -> String {
        var lines: [String] = []
        var ms = 0
        let valid = chance(50)
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            if !valid && chance(15) {
                lines.append(
                    pick([
                        "", "# comment", "   ", "junk", "0", "\(ms) ", "-5 down 1 1", "soon end",
                        "\(ms) jump 1 2", "\(ms) down 1", "\(ms) end now", "\(max(0, ms - 10)) up 1 1",
                        "\(ms)\u{0}down 1 1", "\(ms) key", "\(ms) key A B", "\(ms) focus-lost 3",
                        "86400001 end", "\(ms) shot", String(repeating: "9", count: 40) + " end"
                    ]))
                continue
            }
            ms += chance(95) ? Int.random(in: 0...250, using: &random) : pick([1000, 60_000, 86_400_000 - ms])
            ms = min(ms, 86_400_000)
            let verb = pick(["down", "move", "move", "move", "up", "wheel", "key", "resize", "focus-lost", "drop", "shot", "end"])
            switch verb {
            case "down", "move", "up", "wheel": lines.append("\(ms) \(verb) \(number(valid: valid)) \(number(valid: valid))")
            case "resize":
                let sides = valid ? ["1", "2", "320", "900", "1600"] : ["0", "-5", "16385", "1e308", "nan", "20000"]
                func side() -> String { chance(70) ? String(Int.random(in: 1...900, using: &random)) : pick(sides) }
                lines.append("\(ms) resize \(side()) \(side())")
            case "key": lines.append("\(ms) key \(word())")
            case "focus-lost": lines.append("\(ms) focus-lost")
            case "drop": lines.append("\(ms) drop \(path())")
            case "shot": lines.append("\(ms) shot \(valid ? pick(["a", "ünï", "名前", "two words", "x..y"]) : word())")
            default: lines.append("\(ms) end")
            }
        }
        return lines.joined(separator: pick(["\n", "\r\n", "\r"])) + (chance(50) ? "\n" : "")
    }

    // MARK: Manifests

    private mutating func jsonValue() -> String {
        pick([
            "1", "0", "-1", "65535", "65536", "1e308", "1e-300", "9.3e18", "\"10\"", "null", "true", "[]", "{}",
            "\"#FF0000\"", "\"red\"", "\"\"", "\"a\\u0000b\""
        ])
    }

    private mutating func photoEntry(_ index: Int) -> String {
        if chance(8) { return jsonValue() }
        var fields: [String] = []
        if chance(95) { fields.append("\"id\": " + (chance(85) ? "\"p\(Int.random(in: 0...index, using: &random))\"" : jsonValue())) }
        if chance(95) {
            let file = pick([
                "photo.jpg", "photo.jpg", "pipe.jpg", "folder.jpg", "key.jpg", "huge.png", "empty.png",
                "missing.jpg", "../photo.jpg", "/dev/zero", "/proc/version", "photo.jpg\\u0000.txt", "", "./photo.jpg"
            ])
            fields.append("\"file\": " + (chance(90) ? "\"\(file)\"" : jsonValue()))
        }
        for key in ["width", "height"] where chance(95) {
            fields.append("\"\(key)\": " + (chance(70) ? String(Int.random(in: 1...4000, using: &random)) : jsonValue()))
        }
        if chance(60) { fields.append("\"color\": " + (chance(60) ? "\"#A1B2C3\"" : jsonValue())) }
        if chance(40) {
            let hashes = [
                "LZDvm4WCs:M_t:xujYV@IuxuWVt7", "L", "", "~~~~~~~~~~~~~~~~~~~~~~~~~~~~", "LZDvm4WCs:M_t:xujYV@Iuxu",
                "|||||||||||||||||||||||||||", "00000000000000000000000000000000000000000000000000000000000"
            ]
            fields.append("\"blur_hash\": \"\(pick(hashes))\"")
        }
        if chance(90) { fields.append("\"user\": " + (chance(85) ? "{\"name\": \"\(pick(["A", "-rf", "x\\u202Ey", ""]))\"}" : jsonValue())) }
        if chance(30) {
            fields.append(
                "\"description\": " + (chance(70) ? "\"\(String(repeating: "word ", count: Int.random(in: 0...200, using: &random)))\"" : jsonValue())
            )
        }
        return "{" + fields.shuffled(using: &random).joined(separator: ", ") + "}"
    }

    /// One manifest's text: mostly a photos.json shape with hostile values, sometimes
    /// not JSON at all.
    public mutating func manifest() -> String {
        if chance(5) { return pick(["", "{", "[]", "null", "{\"photos\": 5}", "{\"photos\": [", "\u{FEFF}{}"]) }
        let count = Int.random(in: 0...12, using: &random)
        let photos = (0..<count).map { photoEntry($0) }.joined(separator: ", ")
        var fields = ["\"photos\": [\(photos)]"]
        if chance(50) { fields.append("\"header\": " + (chance(70) ? "\"p\(Int.random(in: 0...12, using: &random))\"" : jsonValue())) }
        if chance(50) {
            let categories = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                chance(80) ? "{\"id\": \"c\", \"title\": \"\(word())\", \"photo\": \"p\(Int.random(in: 0...12, using: &random))\"}" : jsonValue()
            }
            fields.append("\"categories\": " + (chance(85) ? "[\(categories.joined(separator: ", "))]" : jsonValue()))
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
