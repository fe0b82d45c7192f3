import Foundation
import FuzzSupport
import Testing

/// Random scripts and manifests through the real binary, as a user would run them: no
/// crash, no run over `hangLimit` seconds of processor time, and no exit without a message (exit 0, or exit 2 with
/// one line on standard error). `make test` runs `standardCases`; `make fuzz` thousands.
@Suite(.serialized) struct BinaryFuzzTests {
    static let standardCases = 12
    /// A run that has used this much processor time counts as a hang and is killed.
    /// Processor time, not wall time: on a loaded 2-core machine a 2-second run can take
    /// 11 s of wall time. A run that goes on `wallLimitFactor` times longer in wall
    /// time is killed as well (a run blocked on a pipe uses no processor time).
    static let hangLimit = 10.0
    static let wallLimitFactor = 12.0

    /// Processor seconds (user + system) a running process has used, from /proc.
    static func processorSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let afterName = stat.range(of: ") ", options: .backwards)
        else { return 0 }
        // Fields after the name start at field 3 (state); utime and stime are 14 and 15.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// What one run did.
    enum Verdict: Equatable { case ran, refused, hung, crashed(Int32), silent(Int32) }

    static func run(_ arguments: [String]) throws -> (Verdict, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SplashBinary.path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // A watchdog, not a timing assertion: it checks the child once a second.
        let pid = process.processIdentifier
        let watchdog = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        var ticks = 0.0
        watchdog.schedule(deadline: .now() + 1, repeating: 1)
        watchdog.setEventHandler {
            ticks += 1
            if processorSeconds(of: pid) > hangLimit || ticks > hangLimit * wallLimitFactor { kill(pid, SIGKILL) }
        }
        watchdog.resume()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            return (status == SIGKILL ? .hung : .crashed(status), text)
        }
        if status == 0 { return (.ran, text) }
        let lines = text.split(separator: "\n")
        return (status == 2 && lines.count == 1 && lines[0].hasPrefix("splash: ") ? .refused : .silent(status), text)
    }

    @Test func theWatchdogReadsProcessorTime() {
        // This test process has compiled regexes and spawned programs: it has used some.
        #expect(Self.processorSeconds(of: getpid()) > 0)
        #expect(Self.processorSeconds(of: -1) == 0)
    }

    @Test func randomScriptsAndManifestsNeverCrashHangOrExitSilently() throws {
        let folder = try FuzzInput.makeHostileFolder(photo: SplashBinary.assets + "/Photos/bridge-klootwijk.jpg")
        let cases = FuzzInput.caseCount(standard: Self.standardCases)
        var counts: [String: Int] = [:]
        for seed in 0..<cases {
            var input = FuzzInput(seed: UInt64(seed) &+ 7_000_000, folder: folder)
            let script = folder + "/script-\(seed).txt"
            try input.script().write(toFile: script, atomically: true, encoding: .utf8)
            var arguments = [
                "--headless", "--script", script, "--state-out", folder + "/state.json",
                "--frames", folder + "/frames", "--downloads", folder + "/downloads"
            ]
            if seed % 2 == 1 {
                try input.manifest().write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
                arguments += ["--manifest", folder + "/photos.json"]
            }
            let (verdict, stderr) = try Self.run(arguments)
            switch verdict {
            case .ran: counts["ran", default: 0] += 1
            case .refused: counts["refused", default: 0] += 1
            default:
                counts["failed", default: 0] += 1
                Issue.record("seed \(seed): \(verdict), stderr: \(stderr)\nscript:\n\(try String(contentsOfFile: script, encoding: .utf8))")
            }
        }
        print(
            "binary fuzz: \(cases) cases, \(counts["ran", default: 0]) ran, \(counts["refused", default: 0]) refused with one line, "
                + "\(counts["failed", default: 0]) crashes, hangs or silent exits")
    }
}
