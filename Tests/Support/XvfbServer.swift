import CX11
import Foundation
import Testing

/// A private X server (Xvfb) for one test: it picks a free display itself
/// (`-displayfd`), so tests running side by side, or another Xvfb on the machine, never
/// collide. `make test` installs Xvfb; where there is none, tests that need it are
/// skipped with `XvfbServer.unavailableReason`.
public final class XvfbServer {
    /// Why a private X server could not be used.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// The display name to connect to, e.g. ":3".
    public let display: String
    private let process: Process
    /// The server's first client, held until the end: with `-terminate` the server exits,
    /// cleaning up its lock file and socket, when its last client leaves, and it must
    /// not leave before the test is done.
    private let keeper: OpaquePointer

    /// Xvfb's path on `PATH`, or nil.
    public static var executable: String? { Programs.find("Xvfb") }

    public static var isAvailable: Bool { executable != nil }

    public static let unavailableReason: Comment = "needs Xvfb on PATH (make test installs it: apt-get install xvfb)"

    /// Starts the server and waits until it accepts connections (it writes its display
    /// number when ready).
    /// `options` are more Xvfb options, e.g. `-extension BIG-REQUESTS` to turn one off.
    public init(width: Int = 800, height: Int = 600, options: [String] = []) throws {
        guard let executable = Self.executable else { throw Failure("Xvfb is not installed") }
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-terminate"] + options
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var number = Data()
        while !number.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            number.append(chunk)
        }
        let digits = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !digits.isEmpty, Int(digits) != nil else {
            process.terminate()
            throw Failure("Xvfb did not start")
        }
        display = ":" + digits
        guard let keeper = XOpenDisplay(display) else {
            kill(process.processIdentifier, SIGKILL)
            throw Failure("cannot connect to Xvfb on \(display)")
        }
        self.keeper = keeper
    }

    deinit {
        // Its last client leaving ends the server cleanly (-terminate). Killing it instead
        // would leave a stale lock that two servers starting at once could both take.
        XCloseDisplay(keeper)
        for _ in 0..<500 where process.isRunning { usleep(10_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    /// Runs a program on this display and returns its exit status and standard output.
    @discardableResult
    public func run(_ program: String, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data) {
        let process = try start(program, arguments, input: input)
        let output = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// Ends a program `start` started (SIGKILL: see deinit).
    public static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Starts `splash` (the binary `make test` built) in a real X11 window on this
    /// display, with its output discarded; the caller stops it with `stop`.
    public func launchSplash(_ arguments: [String]) throws -> Process {
        let app = Process()
        app.executableURL = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SPLASH_BINARY"]
                ?? Repository.root.appendingPathComponent(".build/debug/splash").path)
        app.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SDL_VIDEODRIVER"] = "x11"
        app.environment = environment
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        return app
    }

    /// Starts `splash` in a window with `script` (the caller's `--script` lines) preceded
    /// by a shot at time 0, and returns once that shot is written: the window is up and
    /// its loop has drawn a frame, so xdotool's input from here on is not lost to a
    /// start-up stall (a debug build on a loaded machine may take seconds to get there,
    /// and its clock drops stalls, which would cut a long press short). The shot goes to
    /// the `--frames` folder in `arguments`, else to `folder`/ready.
    public func launchSplashWhenReady(
        in folder: String, script: String = "60000 end\n", _ arguments: [String]
    ) throws -> Process {
        try ("0 shot ready\n" + script).write(toFile: folder + "/script.txt", atomically: true, encoding: .utf8)
        var arguments = ["--script", folder + "/script.txt"] + arguments
        let frames: String
        if let index = arguments.firstIndex(of: "--frames"), index + 1 < arguments.count {
            frames = arguments[index + 1]
        } else {
            frames = folder + "/ready"
            arguments += ["--frames", frames]
        }
        let app = try launchSplash(arguments)
        let ready = Self.eventually { FileManager.default.fileExists(atPath: frames + "/ready.png") || !app.isRunning }
        if !ready || !app.isRunning {
            if app.isRunning { Self.stop(app) }
            throw Failure("splash drew no first frame within \(Self.patience) s")
        }
        return app
    }

    /// How long `eventually` waits, in seconds: long enough for a debug build under the
    /// whole parallel suite on two cores, and only ever spent when a test fails.
    public static let patience = 30

    /// Polls `condition` until it holds, for up to `patience` seconds: another process
    /// (Xvfb, xclip, xdotool, splash in its window) runs on its own clock, so its answers
    /// are waited for, never timed. The app's own clock is never waited on this way.
    public static func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<(patience * 100) {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// The X window id (decimal, as xdotool prints it) of the window titled "Splash",
    /// once it is mapped; empty if none appeared.
    public func splashWindow() -> String {
        var window = ""
        _ = Self.eventually {
            let found = try? run("xdotool", ["search", "--name", "^Splash$"])
            window = String(decoding: found?.output ?? Data(), as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            return !window.isEmpty
        }
        return window
    }

    /// Starts a program on this display without waiting for it (standard output piped).
    public func start(_ program: String, _ arguments: [String], input: Data? = nil) throws -> Process {
        guard let path = Programs.find(program) else { throw Failure("\(program) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = Pipe()
        process.standardError = FileHandle.nullDevice
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        return process
    }
}
