import ArgumentParser
import Foundation
import Geometry
import Platform
import Session
import Splash

/// `make bench`: runs the real binary headless through each scenario and prints one
/// Markdown table (frame time, step, display-list build and render cost, startup, peak
/// memory), then the feed's scaling with the number of photos and the spring stepping
/// cost.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splash-bench",
        abstract: "Measure Splash's frame times, scaling, memory and startup.")

    @Option(help: "The splash binary to measure.")
    var splash: String = ".build/release/splash"

    @Option(help: "Folder for generated manifests, scripts and stats.")
    var out: String = "out/bench"

    @Option(help: "The Assets folder.")
    var assets: String = "Assets"

    @Option(help: "Only write a manifest of this many photos (the bundled ones, cycled) to OUT/photos-COUNT.json.")
    var manifestOnly: Int?

    @Option(help: "Only draw the floor (a bare SDL loop, no Splash) at this size, WIDTHxHEIGHT:SCALE, unpaced: for make bench-ir.")
    var floorOnly: String?

    @Flag(help: "With --floor-only, draw the resampling floor: every photo shrunk to a new size each frame.")
    var resampled = false

    @Flag(help: "With --floor-only, pace the frames at 60 fps as the table's floors are.")
    var paced = false

    func run() throws {
        let assetsPath = URL(fileURLWithPath: assets).standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        if let count = manifestOnly {
            guard count > 0 else { throw BenchError("--manifest-only needs a positive count") }
            try ManifestGenerator.write(count: count, assets: assetsPath, to: "\(out)/photos-\(count).json")
            print("\(out)/photos-\(count).json")
            return
        }
        if let floorOnly {
            let floor = try Self.floorSize(floorOnly)
            let result = try FloorBenchmark.run(
                assets: assetsPath, size: floor.0, scale: floor.1, fps: paced ? Self.fps : nil,
                drawing: resampled ? .resampled : .copy)
            print(
                String(
                    format: "%@ %@: %d frames, p50 %.3f ms, p99 %.3f ms", resampled ? "resampling floor" : "floor",
                    floorOnly, result.frames, result.p50, result.p99))
            return
        }
        var scenarios = [BenchScenario(name: "idle (2 s)", script: BenchScenario.idleScript)]
        // Large manifests' caches (ManifestCache) go to a folder of the bench's own,
        // emptied here: the first fling over 100 000 and 1 000 000 photos reads the JSON,
        // the "cached" start-up rows below read the cache it left.
        try? FileManager.default.removeItem(atPath: cacheFolder)
        for count in [30, 1_000, 100_000, 1_000_000] {
            let manifest = "\(out)/photos-\(count).json"
            if !FileManager.default.fileExists(atPath: manifest) {
                try ManifestGenerator.write(count: count, assets: assetsPath, to: manifest)
            }
            scenarios.append(
                BenchScenario(
                    name: "fling, \(count) photos", script: BenchScenario.flingScript(),
                    manifest: manifest,
                    extraArguments: BenchScenario.pacedArguments,
                    floorSize: count == 30 ? (AppConfiguration.defaultViewport, 1) : nil))
        }
        for var scenario in BenchScenario.featureScenarios(scriptsFolder: "Scripts") {
            scenario.floorSize = (AppConfiguration.defaultViewport, 1)
            scenarios.append(scenario)
        }
        // The same fling, drag and card where desktop users run Splash: a HiDPI screen,
        // desktop windows, a 4K screen (every one must run to the end).
        let thirty = "\(out)/photos-30.json"
        for (label, size, sizeArguments) in BenchScenario.desktopSizes {
            scenarios.append(
                BenchScenario(
                    name: "fling, 30 photos, \(label)", script: BenchScenario.flingScript(),
                    manifest: thirty,
                    extraArguments: sizeArguments + BenchScenario.pacedArguments,
                    floorSize: size))
            for scenario in BenchScenario.featureScenarios(scriptsFolder: "Scripts") {
                var sized = scenario
                sized.name += ", \(label)"
                sized.extraArguments += sizeArguments
                sized.floorSize = size
                scenarios.append(sized)
            }
        }
        scenarios.append(
            BenchScenario(
                name: "startup, background decode", script: "50 end\n",
                extraArguments: ["--decode", "background"]))
        for count in [100_000, 1_000_000] {
            scenarios.append(
                BenchScenario(
                    name: "startup, \(count) photos, cached", script: "50 end\n",
                    manifest: "\(out)/photos-\(count).json", extraArguments: ["--decode", "background"]))
        }

        print("Splash benchmark — \(Self.machine()) — \(Self.today())")
        print("Headless (software renderer, 414×736 @1x), release build, 60 fps on the virtual clock.")
        print("")
        print(
            "| scenario | frames | frame p50 | frame p99 | missed | step p50 | build p50 | render p50 | startup | peak RSS"
                + " | ÷ floor | ÷ resampling floor |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        var floorRatios: [(name: String, copy: Double, resampled: Double)] = []
        var misses: [String] = []
        for scenario in scenarios {
            // Interleaved: both floors are drawn at the scenario's size, paced as it is, right
            // before and right after it (the copying floor outermost), and the scenario is
            // divided by the mean of each pair, so each ratio comes from one stretch of this
            // (noisy, shared) machine's time.
            let before = try scenario.floorSize.map { try floors(at: $0, order: [.copy, .resampled], assets: assetsPath) }
            let stats = try measure(scenario)
            let after = try scenario.floorSize.map { try floors(at: $0, order: [.resampled, .copy], assets: assetsPath) }
            let frame = stats.frameMilliseconds, step = stats.stepMicroseconds
            let build = stats.buildMilliseconds, render = stats.renderMilliseconds
            var ratios = ["–", "–"]
            if let before, let after {
                let copy = (before[.copy, default: 0] + after[.copy, default: 0]) / 2
                let resampled = (before[.resampled, default: 0] + after[.resampled, default: 0]) / 2
                if copy > 0, resampled > 0 {
                    ratios = [
                        String(format: "%.2f× (floor %.2f ms)", frame.p50 / copy, copy),
                        String(format: "%.2f× (%.2f ms)", frame.p50 / resampled, resampled)
                    ]
                    floorRatios.append((scenario.name, frame.p50 / copy, frame.p50 / resampled))
                }
            }
            print(
                String(
                    format: "| %@ | %d | %.2f ms | %.2f ms | %d | %.0f µs | %.3f ms | %.2f ms | %.0f ms | %.0f MB | %@ | %@ |",
                    scenario.name, stats.frames, frame.p50, frame.p99,
                    stats.missedFrames, step.p50, build.p50, render.p50,
                    stats.startupMilliseconds, stats.peakResidentMegabytes, ratios[0], ratios[1]))
            if let line = stats.missedFramesLine(named: scenario.name) { misses.append(line) }
        }
        let floor = try FloorBenchmark.run(assets: assetsPath, size: AppConfiguration.defaultViewport, scale: 1, fps: Self.fps)
        print(
            String(
                format: "| floor: bare SDL loop, same photos, no Splash, paced | %d | %.2f ms | %.2f ms | – | – | – | %.2f ms | – | – | 1× | – |",
                floor.frames, floor.p50, floor.p99, floor.p50))
        let resampling = try FloorBenchmark.run(
            assets: assetsPath, size: AppConfiguration.defaultViewport, scale: 1, fps: Self.fps, drawing: .resampled)
        print(
            String(
                format: "| resampling floor: the same, every photo shrunk to a new size each frame, paced | %d | %.2f ms | %.2f ms"
                    + " | – | – | – | %.2f ms | – | – | %.2f× | 1× |",
                resampling.frames, resampling.p50, resampling.p99, resampling.p50, resampling.p50 / max(floor.p50, .leastNonzeroMagnitude)))
        print("")
        let viewport = AppConfiguration.defaultViewport
        let copy = BareFloor.frameCopySeconds(width: Int(saturating: viewport.width), height: Int(saturating: viewport.height))
        print(
            String(
                format: "Physical limit: one full-frame copy (%.0f×%.0f, 32-bit) at this machine's memory bandwidth takes %.3f ms.",
                viewport.width, viewport.height, copy * FloorBenchmark.millisecondsPerSecond))
        for ratio in floorRatios {
            print(
                String(
                    format: "Splash / floor, %@: %.2f× (floor drawn before and after it; target ≤ 1.5×); ÷ the resampling floor %.2f×.",
                    ratio.name, ratio.copy, ratio.resampled))
        }
        misses.forEach { print($0) }
        try printScaling()
        print(SearchBenchmark.run(manifest: "\(out)/photos-100000.json", assets: assetsPath))
        let spring = SpringBenchmark.run()
        print(String(format: "%@: p50 %.0f µs, p99 %.0f µs (target < 500 µs).", spring.label, spring.p50Micros, spring.p99Micros))
    }

    /// The frame p50 of each floor at `size`, drawn paced one after the other in `order`
    /// from the photos in the `assets` folder.
    func floors(at size: (Size, Double), order: [FloorDrawing], assets: String) throws -> [FloorDrawing: Double] {
        var p50s: [FloorDrawing: Double] = [:]
        for drawing in order {
            p50s[drawing] = try FloorBenchmark.run(assets: assets, size: size.0, scale: size.1, fps: Self.fps, drawing: drawing).p50
        }
        return p50s
    }

    /// The frame rate every paced scenario and floor runs at (`splash`'s default).
    static let fps = 60.0

    /// A `--floor-only` size, WIDTHxHEIGHT:SCALE (the scale may be left out: 1).
    static func floorSize(_ text: String) throws -> (Size, Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let sides = parts.first?.split(separator: "x", omittingEmptySubsequences: false).map { Double($0) } ?? []
        let scale = parts.count > 1 ? Double(parts[1]) : 1
        guard parts.count <= 2, sides.count == 2, let width = sides[0], let height = sides[1], width >= 1, height >= 1, let scale, scale > 0
        else {
            throw BenchError("--floor-only needs WIDTHxHEIGHT or WIDTHxHEIGHT:SCALE, e.g. 414x736:2 (got '\(text)')")
        }
        return (Size(width: width, height: height), scale)
    }

    /// How many times the scaling runs go round (odd, for a median).
    static let scalingRounds = 3

    /// The fling over 1 000, 100 000 and 1 000 000 photos in turn, `scalingRounds` times
    /// (the large manifests from the cache the table's runs left), and each count's
    /// simulation and display-list cost per frame (step p50 + build p50, the work that
    /// could grow with the photos) against 1 000 photos' (medians of the rounds).
    /// Interleaved, so all three come from one stretch of the machine's time: taken from
    /// the table's rows, run minutes apart, a few microseconds of the machine's drift read
    /// as 1.07–1.32×. Against 1 000, not 30: thirty photos make a feed the ten flings
    /// reach the end of halfway through (8 958 points down, where over 1 000 photos they
    /// travel 16 249), so the later ones scroll nothing in, and that was compared with
    /// flings that bring new rows in every frame.
    private func printScaling() throws {
        let counts = [1_000, 100_000, 1_000_000]
        var costs: [Int: [Double]] = [:]
        for round in 1...Self.scalingRounds {
            for count in counts {
                let stats = try measure(
                    BenchScenario(
                        name: "scaling, \(count) photos, round \(round)", script: BenchScenario.flingScript(),
                        manifest: "\(out)/photos-\(count).json", extraArguments: BenchScenario.pacedArguments))
                costs[count, default: []].append(stats.stepMicroseconds.p50 + stats.buildMilliseconds.p50 * 1000)
            }
        }
        func median(_ values: [Double]) -> Double { Percentile.of(values, 0.5) }
        guard let base = costs[1_000].map(median), base > 0 else { return }
        for count in counts.dropFirst() {
            let runs = costs[count] ?? []
            print(
                String(
                    format: "Scaling: simulation + display-list cost per frame at %d photos is %.2f× that at 1000 "
                        + "(step p50 + build p50, medians of %d interleaved rounds: %.1f against %.1f µs; rounds %@ against %@).",
                    count, median(runs) / base, Self.scalingRounds, median(runs), base,
                    runs.map { String(format: "%.1f", $0) }.joined(separator: ", "),
                    (costs[1_000] ?? []).map { String(format: "%.1f", $0) }.joined(separator: ", ")))
        }
    }

    /// The XDG cache folder every measured run uses (absolute: runs start elsewhere).
    private var cacheFolder: String { URL(fileURLWithPath: out).standardizedFileURL.path + "/cache" }

    private func measure(_ scenario: BenchScenario) throws -> FrameStatsReport {
        let slug = scenario.name.lowercased().filter { $0.isLetter || $0.isNumber }
        let script = "\(out)/\(slug).txt", stats = "\(out)/\(slug).stats.json"
        try scenario.script.write(toFile: script, atomically: true, encoding: .utf8)
        var arguments = [
            "--headless", "--script", script, "--stats-out", stats, "--downloads", "\(out)/downloads",
            "--assets", assets
        ]
        // Generated manifests live in --out and name the bundled photos by absolute path.
        if let manifest = scenario.manifest { arguments += ["--manifest", manifest, "--allow-dir", assets] }
        arguments += scenario.extraArguments
        let process = Process()
        process.executableURL = URL(fileURLWithPath: splash)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        environment["XDG_CACHE_HOME"] = cacheFolder
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("\(scenario.name): splash exited with \(process.terminationStatus)") }
        let data = try Data(contentsOf: URL(fileURLWithPath: stats))
        return try JSONDecoder().decode(FrameStatsReport.self, from: data)
    }

    static func machine() -> String {
        let cpu =
            (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB"
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
