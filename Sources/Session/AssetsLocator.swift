import Foundation

/// Finds the Assets folder (photos, fonts, icons) without the user having to say where.
///
/// Order: `--assets`, `$SPLASH_ASSETS`, the installed tree (`make install` puts the
/// binary in `PREFIX/bin` and the Assets in `PREFIX/share/splash`), beside the
/// executable's package checkout (the binary lives in `.build/<config>/`), then the
/// current directory.
enum AssetsLocator {
    /// Where `make install` puts the Assets, relative to the folder holding the binary.
    static let installedFolder = "../share/splash"

    static func locate(explicit: String?) -> String? {
        if let explicit { return explicit }
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["SPLASH_ASSETS"] { candidates.append(env) }
        var folder = executable.deletingLastPathComponent()
        candidates.append(folder.appendingPathComponent(installedFolder).standardizedFileURL.path)
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("Assets").path)
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Fonts/Inter-Regular.otf") }
    }

    /// The running program's file, symbolic links resolved. `argv[0]` is only a name
    /// when the program was found through `PATH`, so the kernel's answer comes first.
    static var executable: URL {
        let candidates: [String?] = ["/proc/self/exe", Bundle.main.executablePath, CommandLine.arguments.first]
        for case let path? in candidates where FileManager.default.fileExists(atPath: path) {
            return URL(fileURLWithPath: path).resolvingSymlinksInPath()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }
}
