import Foundation

/// Programs a test runs (Xvfb, xclip, desktop-file-validate), found on `PATH` as a
/// shell finds them, never at a fixed system path.
public enum Programs {
    /// The program's path, or nil when this machine has none.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
