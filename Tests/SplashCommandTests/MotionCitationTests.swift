import Foundation
import SplashTestSupport
import Testing

/// Keeps every number checkable from the repository alone: sources and tests cite
/// `docs/MOTION.md` by section, never the notes the app was first built from, which
/// live outside the repository (the reference page and the seed documents' folder).
struct MotionCitationTests {
    /// Names of documents outside the repository, built at run time so this file does not
    /// itself contain them.
    static let outsideDocuments = ["REFERENCE" + ".md", "seeds" + "/"]

    /// The motion page, relative to the repository root.
    static let motionPage = "docs/" + "MOTION.md"

    /// Every file under `Sources/` and `Tests/` (Swift, scripts, goldens alike) with its
    /// path relative to the repository and its bytes.
    static func repositoryFiles() throws -> [(path: String, data: Data)] {
        var files: [(String, Data)] = []
        for folder in ["Sources", "Tests"] {
            let base = Repository.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            while let relative = walker?.nextObject() as? String {
                let file = base.appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue
                else { continue }
                files.append(("\(folder)/\(relative)", try Data(contentsOf: file)))
            }
        }
        return files
    }

    /// The outside documents a text names, if any.
    static func outsideCitations(in text: Data) -> [String] {
        outsideDocuments.filter { text.range(of: Data($0.utf8)) != nil }
    }

    /// The section names cited as the page's path, a comma and the name (a comment
    /// wrapped over lines is joined first); "fix N" stands for item N of Fixes.
    static func citedSections(in text: String) -> [String] {
        let joined = text.replacing(try! Regex(#"\s*\n\s*(///?)?\s*"#), with: " ")
        let citation = try! Regex(Self.motionPage.replacing(".", with: #"\."#) + #", (fix [0-9]+|[A-Za-z][A-Za-z ]*[A-Za-z])"#)
        return joined.matches(of: citation).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// The page's `## ` headings and the numbers of its Fixes list.
    static func motionSections() throws -> (headings: Set<String>, fixes: Set<Int>) {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(motionPage), encoding: .utf8)
        var headings: Set<String> = [], fixes: Set<Int> = [], inFixes = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                headings.insert(String(line.dropFirst(3)))
                inFixes = line == "## Fixes"
            } else if inFixes, let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) {
                fixes.insert(number)
            }
        }
        return (headings, fixes)
    }

    @Test func noSourceOrTestCitesADocumentOutsideTheRepository() throws {
        let offending = try Self.repositoryFiles().compactMap { file -> String? in
            let names = Self.outsideCitations(in: file.data)
            return names.isEmpty ? nil : "\(file.path): \(names.joined(separator: ", "))"
        }
        #expect(offending.isEmpty, "cite \(Self.motionPage) instead:\n\(offending.joined(separator: "\n"))")
    }

    @Test func everyCitationOfTheMotionPageNamesOneOfItsSections() throws {
        let (headings, fixes) = try Self.motionSections()
        #expect(headings.contains("Gestures") && headings.contains("Scrolling") && fixes.count == 11)
        var cited = 0
        var unknown: [String] = []
        for file in try Self.repositoryFiles() where file.path.hasSuffix(".swift") {
            guard let text = String(data: file.data, encoding: .utf8) else { continue }
            for section in Self.citedSections(in: text) {
                cited += 1
                // A section's name may run on into the sentence: "Card transition the seed's".
                let known =
                    section.hasPrefix("fix ")
                    ? Int(section.dropFirst(4)).map(fixes.contains) == true
                    : headings.contains { section == $0 || section.hasPrefix($0 + " ") }
                if !known { unknown.append("\(file.path): \(section)") }
            }
        }
        #expect(cited > 100)
        #expect(unknown.isEmpty, "no such section in \(Self.motionPage):\n\(unknown.joined(separator: "\n"))")
    }

    @Test func theChecksCatchWhatTheyGuardAgainst() {
        #expect(Self.outsideCitations(in: Data("/// \(Self.outsideDocuments[0]), UIKit motion".utf8)).count == 1)
        #expect(Self.outsideCitations(in: Data("// the \(Self.outsideDocuments[1])003 header".utf8)).count == 1)
        #expect(Self.outsideCitations(in: Data("/// \(Self.motionPage), Scrolling".utf8)).isEmpty)
        let wrapped = "/// springs (\(Self.motionPage),\n    /// Springs: relative) and (\(Self.motionPage), fix 9)"
        #expect(Self.citedSections(in: wrapped) == ["Springs", "fix 9"])
    }
}
