import ArgumentParser
import Foundation

/// `make bench`: measures Splash and prints one table.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "splash-bench",
                                                    abstract: "Measure Splash's frame times, scaling, memory and startup.")

    @Option(help: "The splash binary to measure.")
    var splash: String = ".build/release/splash"

    @Option(help: "Folder for generated manifests, scripts and stats.")
    var out: String = "out/bench"

    func run() throws {
        let spring = SpringBenchmark.run()
        print("| scenario | p50 | p99 |")
        print("|---|---|---|")
        print(String(format: "| %@ | %.0f µs | %.0f µs |", spring.label, spring.p50Micros, spring.p99Micros))
    }
}
