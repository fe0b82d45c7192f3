import Foundation
import Testing

/// A headless run stops on SIGTERM or SIGINT within a frame, writes its report and
/// exits non-zero with a message.
///
/// The signal is sent the moment the process exists, with SIGTERM/SIGINT blocked in the
/// child (posix_spawn's signal mask), so it waits as pending until Splash installs its
/// handler and unblocks it: no sleep, no race with start-up.
@Suite(.serialized) struct SignalTests {
    /// Spawns splash with `signal` blocked, sends it at once, and waits.
    private func runInterrupted(by signal: Int32, arguments: [String], stderrPath: String) throws -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, signal)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([SplashBinary.path] + arguments).map { strdup($0) } + [nil]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, SplashBinary.path, &actions, &attributes, argv, envp) == 0 else {
            throw CocoaError(.executableNotLoadable)
        }
        kill(pid, signal)
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + SplashBinary.watchdogSeconds, execute: watchdog)
        defer { watchdog.cancel() }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which do not import.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsTheRunAndWritesTheReport(signal: Int32) throws {
        let folder = try SplashBinary.temporaryFolder("signal")
        // Without the signal this would run for a day of virtual time.
        let script = try SplashBinary.script("0 down 200 650\n50 move 200 500\n86400000 end\n", in: folder)
        let status = try runInterrupted(
            by: signal,
            arguments: [
                "--headless", "--script", script, "--state-out", folder + "/state.json", "--stats-out", folder + "/stats.json",
                "--frames", folder + "/frames", "--every-frame", "--downloads", folder + "/downloads"
            ], stderrPath: folder + "/stderr.txt")
        let name = signal == SIGTERM ? "SIGTERM" : "SIGINT"
        #expect(status == 128 + signal)
        #expect(
            try String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)
                == "splash: stopped by \(name); wrote what the run had so far\n")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/state.json")))
            as? [String: Any] ?? [:]
        let errors = report["errors"] as? [String] ?? []
        #expect(errors.last?.hasPrefix("stopped by \(name) at ") == true, "\(errors)")
        #expect((report["time_ms"] as? Double ?? .infinity) < 1000)
        #expect(FileManager.default.fileExists(atPath: folder + "/stats.json"))
    }
}
