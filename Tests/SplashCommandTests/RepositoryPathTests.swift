import Foundation
import SplashTestSupport
import Testing

/// Guards the fresh-machine promise: code and tests find resources through the
/// repository, never through a folder that only some machines have (a system font
/// folder, a data folder, someone's home). A test that named Debian's fonts-inter folder
/// once passed on the machine it was written on and failed everywhere else.
struct RepositoryPathTests {
    /// String literals that begin with a system or home folder, or with `~/`. `/proc`,
    /// `/dev` and `/tmp` are interfaces every Linux machine has, not installed resources.
    static var outsidePath: Regex<AnyRegexOutput> {
        try! Regex(#""(~/|/(usr|opt|home|root|etc|var|Users|Library|System|Applications|snap|srv|mnt|media|nix)(/|"))"#)
    }

    /// Every line of a Swift file under `Sources/` or `Tests/` that names such a path,
    /// as `file:line: text`.
    static func offendingLines() throws -> [String] {
        var found: [String] = []
        for folder in ["Sources", "Tests"] {
            let base = Repository.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let relative = walker?.nextObject() as? String {
                let file = base.appendingPathComponent(relative)
                // This file holds the examples that the check must catch.
                guard relative.hasSuffix(".swift"), file.path != URL(fileURLWithPath: #filePath).path else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(outsidePath) {
                    found.append("\(folder)/\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    @Test func noSourceOrTestNamesAPathOutsideTheRepository() throws {
        let lines = try Self.offendingLines()
        #expect(lines.isEmpty, "use Repository (Tests/Support) or a path relative to the repository:\n\(lines.joined(separator: "\n"))")
    }

    @Test func theCheckCatchesTheKindOfPathThatBrokeFreshMachines() {
        // Built at run time, so this file does not itself name the folder it guards against.
        let fontsFolder = "/" + ["usr", "share", "fonts", "opentype", "inter", "Inter-Regular.otf"].joined(separator: "/")
        #expect("let font = \"\(fontsFolder)\"".contains(Self.outsidePath))
        #expect(#"let pictures = "~/Pictures""#.contains(Self.outsidePath))
        #expect(#"let home = "/home""#.contains(Self.outsidePath))
        #expect(!#"let status = "/proc/self/status""#.contains(Self.outsidePath))
        #expect(!#"let scratch = "/tmp/photo.jpg""#.contains(Self.outsidePath))
        #expect(!#"let userName = "/username""#.contains(Self.outsidePath))
    }
}
