import Foundation

/// Finds the user's download folder the way desktop Linux apps do.
///
/// The XDG user-dirs setting (`XDG_DOWNLOAD_DIR` in the environment, then in
/// `~/.config/user-dirs.dirs`) wins; otherwise `~/Downloads`.
public enum DownloadsFolder {
    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let value = environment["XDG_DOWNLOAD_DIR"], !value.isEmpty {
            return expand(value, home: home)
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
        if let text = try? String(contentsOfFile: "\(configHome)/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("XDG_DOWNLOAD_DIR=") else { continue }
                var value = String(trimmed.dropFirst("XDG_DOWNLOAD_DIR=".count))
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                if !value.isEmpty { return expand(value, home: home) }
            }
        }
        return "\(home)/Downloads"
    }

    /// Expands `$HOME` and a leading `~`, as user-dirs.dirs allows.
    static func expand(_ value: String, home: String) -> String {
        var result = value.replacingOccurrences(of: "$HOME", with: home)
        if result.hasPrefix("~") { result = home + result.dropFirst() }
        return result
    }
}
