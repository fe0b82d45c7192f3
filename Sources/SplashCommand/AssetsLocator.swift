import Foundation

/// Finds the Assets folder (photos, fonts, icons) without the user having to say where.
///
/// Order: `--assets`, `$SPLASH_ASSETS`, beside the executable's package checkout (the
/// binary lives in `.build/<config>/`), then the current directory.
enum AssetsLocator {
    static func locate(explicit: String?) -> String? {
        var candidates: [String] = []
        if let explicit { return explicit }
        if let env = ProcessInfo.processInfo.environment["SPLASH_ASSETS"] { candidates.append(env) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("Assets").path)
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Fonts/Inter-Regular.otf") }
    }
}
