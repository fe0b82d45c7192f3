import Foundation
import PhotoLibrary
import Session
import Splash

/// Measures search as you type over a large feed: the index is built once, then a query
/// is typed one character at a time and every keystroke searches the whole feed afresh
/// (the worst case: no narrowing from the previous keystroke's results).
enum SearchBenchmark {
    /// Typed one character at a time: words that match many photos, then few, then none.
    static let typed = "golden limestone peaks zz"
    static let repetitions = 5

    /// Returns a line for the bench's closing notes.
    static func run(manifest: String, assets: String) -> String {
        let library = PhotoLibrary.load(manifest: manifest, allowedFolders: [assets])
        let clock = ContinuousClock()
        let buildStart = clock.now
        let titles = Dictionary(library.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let index = SearchIndex(photos: library.photos, categoryTitles: titles)
        let build = buildStart.duration(to: clock.now).inSeconds * 1000
        var samples: [Double] = []
        var lastCount = 0
        for _ in 0..<repetitions {
            for length in 1...typed.count {
                let start = clock.now
                lastCount = index.matches(String(typed.prefix(length))).count
                samples.append(start.duration(to: clock.now).inSeconds * 1000)
            }
        }
        let p50 = Percentile.of(samples, 0.5), worst = samples.max() ?? 0
        return String(
            format: "Search as you type over %d photos: index built in %.0f ms; a keystroke p50 %.2f ms, worst %.2f ms "
                + "(target < 16.7 ms; %d keystrokes, last query matched %d).",
            library.photos.count, build, p50, worst, samples.count, lastCount)
    }
}
