import Foundation
import SplashTestSupport

/// Runs the real `splash` executable, as a user or CI would.
///
/// `make test` builds it first and passes its path in `SPLASH_BINARY`; otherwise the
/// debug build in the package's `.build` folder is used.
enum SplashBinary {
    /// What one run printed and returned.
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var packageRoot: URL { Repository.root }

    static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["SPLASH_BINARY"], !explicit.isEmpty { return explicit }
        return packageRoot.appendingPathComponent(".build/debug/splash").path
    }

    static var assets: String { Repository.assets }

    /// Runs splash with `arguments`; `environment` entries replace the inherited ones and
    /// `removing` names variables to unset.
    /// A run still going after this many seconds is killed (a hang, which the test then
    /// reports through its exit status); a watchdog, not a timing assertion.
    static let watchdogSeconds = 120.0

    /// `executable` replaces the binary under test (e.g. an installed copy) and
    /// `directory` is the working directory (default: the test's).
    static func run(
        _ arguments: [String], environment: [String: String] = [:], removing: [String] = [],
        executable: String? = nil, directory: String? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? path)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = env["SDL_VIDEODRIVER"] ?? "dummy"
        for (key, value) in environment { env[key] = value }
        for key in removing { env[key] = nil }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + watchdogSeconds, execute: watchdog)
        defer { watchdog.cancel() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A program found on `PATH` (env, xclip, desktop-file-validate); nil when none.
    static func program(_ name: String) -> String? { Programs.find(name) }

    /// A fresh temporary folder for one test.
    static func temporaryFolder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "splash-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes a script to a temporary file and returns its path.
    static func script(_ text: String, in folder: String, name: String = "script.txt") throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs a script headless and returns the outcome and the parsed report.
    static func runHeadless(script text: String, label: String, fps: Int = 60, extra: [String] = [])
        throws -> (outcome: Outcome, report: [String: Any], folder: String)
    {
        let folder = try temporaryFolder(label)
        let scriptPath = try script(text, in: folder)
        let outcome = try run(
            [
                "--headless", "--script", scriptPath, "--frames", folder + "/frames",
                "--state-out", folder + "/state.json", "--fps", String(fps),
                "--downloads", folder + "/downloads"
            ] + extra)
        let data = (try? Data(contentsOf: URL(fileURLWithPath: folder + "/state.json"))) ?? Data()
        let report = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return (outcome, report, folder)
    }
}
