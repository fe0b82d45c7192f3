import Foundation

extension BenchScenario {
    /// The drag and card scenarios, from the scripts the features commit
    /// (Scripts/bench-*.txt), timed from 1 s on like the flings; a missing script is
    /// skipped.
    static func featureScenarios(scriptsFolder: String) -> [BenchScenario] {
        let names = [("drag to download", "bench-drag.txt"), ("card present and scrub", "bench-card.txt")]
        return names.compactMap { name, file in
            guard let text = try? String(contentsOfFile: scriptsFolder + "/" + file, encoding: .utf8) else { return nil }
            return BenchScenario(
                name: name, script: text,
                extraArguments: ["--stats-from", String(BenchScenario.flingStart)])
        }
    }
}
