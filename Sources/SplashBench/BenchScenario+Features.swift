import Foundation

extension BenchScenario {
    /// The drag and card scenarios, from the scripts the features commit
    /// (Scripts/bench-*.txt), timed from 1 s on like the flings; a missing script is
    /// skipped. Like the flings they decode on background threads and are paced to the
    /// wall clock, as the window is: work the window keeps off its frames (decodes, the
    /// card's backdrop blur) is then off the measured frames too.
    static func featureScenarios(scriptsFolder: String) -> [BenchScenario] {
        let names = [("drag to download", "bench-drag.txt"), ("card present and scrub", "bench-card.txt")]
        return names.compactMap { name, file in
            guard let text = try? String(contentsOfFile: scriptsFolder + "/" + file, encoding: .utf8) else { return nil }
            return BenchScenario(
                name: name, script: text,
                extraArguments: BenchScenario.pacedArguments)
        }
    }
}
