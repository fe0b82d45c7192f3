import Foundation
import SplashTestSupport
import Testing

/// Keeps the reasons behind speed-driven code findable: a comment that cites
/// `docs/PERFORMANCE.md` by a note's name ("The pacer's spin") must name a note the page
/// has, so a note renamed or dropped from the record fails here instead of leaving a
/// comment pointing at nothing.
struct PerformanceCitationTests {
    /// The performance record, relative to the repository root.
    static let performancePage = "docs/" + "PERFORMANCE.md"

    /// The note names cited as the page's path, a comma and the name in double quotes (a
    /// comment wrapped over lines is joined first).
    static func citedNotes(in text: String) -> [String] {
        let joined = text.replacing(try! Regex(#"\s*\n\s*(///?)?\s*"#), with: " ")
        let citation = try! Regex(Self.performancePage.replacing(".", with: #"\."#) + #", "([^"]+)""#)
        return joined.matches(of: citation).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// Every name the page sets in bold (each note opens with its name in bold) and its
    /// `## ` headings.
    static func noteNames(in page: String) -> Set<String> {
        let bold = try! Regex(#"\*\*([^*]+)\*\*"#)
        var names = Set(page.matches(of: bold).compactMap { $0.output[1].substring.map(String.init) })
        for line in page.split(separator: "\n") where line.hasPrefix("## ") { names.insert(String(line.dropFirst(3))) }
        return names
    }

    @Test func everyCitationOfThePerformanceRecordNamesOneOfItsNotes() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent(Self.performancePage), encoding: .utf8)
        let names = Self.noteNames(in: page)
        #expect(names.contains("The pacer's spin") && names.contains("Steps nothing looks at"))
        var texts = try MotionCitationTests.repositoryFiles().filter { $0.path.hasSuffix(".swift") }
        for document in ["Package.swift", "DESIGN.md", "README.md"] {
            texts.append((document, try Data(contentsOf: Repository.root.appendingPathComponent(document))))
        }
        var cited = 0
        var unknown: [String] = []
        for file in texts {
            guard let text = String(data: file.data, encoding: .utf8) else { continue }
            for note in Self.citedNotes(in: text) {
                cited += 1
                if !names.contains(note) { unknown.append("\(file.path): \(note)") }
            }
        }
        #expect(cited >= 8)
        #expect(unknown.isEmpty, "no such note in \(Self.performancePage):\n\(unknown.joined(separator: "\n"))")
    }

    @Test func theCheckReadsWrappedCitationsAndBoldNames() {
        let wrapped = "/// the rows (\(Self.performancePage),\n    /// \"Steps nothing looks at\") and (\(Self.performancePage), \"The shadow\")"
        #expect(Self.citedNotes(in: wrapped) == ["Steps nothing looks at", "The shadow"])
        #expect(Self.noteNames(in: "- **The shadow** (2026-11-27): one\n## Instructions per frame\n") == ["The shadow", "Instructions per frame"])
    }
}
