import Foundation
import FuzzSupport
import Geometry
import PhotoLibrary
import Testing

@testable import Splash

/// Random scripts and manifests, grammar-valid and grammar-breaking, through the parser,
/// the library loader and the whole app: a refusal is one line naming the file (and the
/// line), an accepted input runs without crashing and leaves a report that encodes.
/// `make fuzz` runs thousands (`SPLASH_FUZZ_CASES`).
@Suite struct InputFuzzTests {
    /// Virtual time each accepted script is played for at most (a script may reach 24 h).
    static let playedMilliseconds = 2_000

    static func hostileFolder() throws -> String {
        try FuzzInput.makeHostileFolder(photo: Fixtures.library().photos[0].path)
    }

    @Test func randomScriptsParseOrNameTheirLine() throws {
        let folder = try Self.hostileFolder()
        let cases = FuzzInput.caseCount(standard: 200)
        var accepted = 0, refused = 0
        let line = try Regex(#"^fuzz\.txt:[0-9]+: [^\n]+$"#)
        for seed in 0..<cases {
            var input = FuzzInput(seed: UInt64(seed), folder: folder)
            let text = input.script()
            let script: Script
            do {
                script = try Script(parsing: text, fileName: "fuzz.txt")
            } catch {
                refused += 1
                #expect(error.description.wholeMatch(of: line) != nil, "seed \(seed): \(error.description)")
                let count = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
                #expect((error.line ?? 0) >= 1 && (error.line ?? 0) <= count, "seed \(seed)")
                continue
            }
            accepted += 1
            let driver = Fixtures.driver(downloads: folder + "/downloads")
            let timeline = ScriptTimeline(script: script, stepsPerSecond: driver.clock.stepsPerSecond)
            let lastStep = driver.clock.stepIndex(containingMilliseconds: Self.playedMilliseconds)
            for item in timeline.items where item.step <= lastStep {
                if case .input(let event) = item.action { driver.schedule(event, atStep: item.step) }
            }
            driver.run(toStep: lastStep + 1)
            let report = driver.app.stateReport()
            #expect((try? report.jsonData()) != nil, "seed \(seed)")
            #expect(report.finite().errors == report.errors, "seed \(seed): a number went non-finite")
            #expect(report.errors.allSatisfy { !$0.contains("\n") && !$0.isEmpty }, "seed \(seed): \(report.errors)")
        }
        #expect(accepted > cases / 10 && refused > cases / 10, "both outcomes are exercised")
        print("script fuzz: \(cases) cases, \(accepted) played, \(refused) refused with file:line, 0 crashes")
    }

    @Test func randomManifestsLoadOrNameTheirEntry() throws {
        let folder = try Self.hostileFolder()
        let cases = FuzzInput.caseCount(standard: 150)
        var photosShown = 0, problems = 0
        for seed in 0..<cases {
            var input = FuzzInput(seed: UInt64(seed) &+ 1_000_000, folder: folder)
            try input.manifest().write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
            let library = PhotoLibrary.load(manifest: folder + "/photos.json")
            #expect(Set(library.photos.map(\.id)).count == library.photos.count, "seed \(seed): ids are unique")
            #expect(
                library.photos.allSatisfy { $0.path.hasPrefix(folder + "/") && !$0.path.hasPrefix(folder + "/folder.jpg") },
                "seed \(seed): only files inside the folder")
            #expect(library.photos.allSatisfy { $0.pixelSize.width >= 1 && $0.pixelSize.width <= 65535 }, "seed \(seed)")
            // Every line names the manifest, and the entry's line where it has one.
            let named = /photos\.json(:[0-9]+)?: [^\n]+/
            #expect(
                (library.errors + library.rejections).allSatisfy { $0.wholeMatch(of: named) != nil },
                "seed \(seed): \(library.errors + library.rejections)")
            photosShown += library.photos.count
            problems += library.errors.count
            // The app shows whatever survived: scroll, open the first cell, come back.
            let driver = Fixtures.driver(library: library)
            driver.at(100, .wheel(dx: 0, dy: -400, at: Point(x: 200, y: 500), modifiers: []))
            driver.at(900, .touchDown(.mouse, Point(x: 200, y: 650)))
            driver.at(950, .touchUp(.mouse, Point(x: 200, y: 650)))
            driver.at(1500, .key("Escape", modifiers: []))
            driver.run(toMilliseconds: 2000)
            #expect((try? driver.app.stateReport().jsonData()) != nil, "seed \(seed)")
        }
        #expect(photosShown > 0 && problems > 0, "both outcomes are exercised")
        print("manifest fuzz: \(cases) cases, \(photosShown) photos shown, \(problems) entries refused by name, 0 crashes")
    }
}
