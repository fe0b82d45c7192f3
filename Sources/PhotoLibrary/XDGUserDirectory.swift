import Foundation

/// The user's well-known folders (downloads, pictures) the way desktop Linux apps find
/// them: the XDG user-dirs setting (`XDG_<NAME>_DIR` in the environment, then in
/// `~/.config/user-dirs.dirs`) wins; otherwise the English default under the home folder.
public enum XDGUserDirectory {
    /// The folder for `name` ("DOWNLOAD", "PICTURES"), or `~/<fallback>`.
    public static func resolve(
        _ name: String, fallback: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let key = "XDG_\(name)_DIR"
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let value = environment[key], !value.isEmpty {
            return expand(value, home: home)
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
        if let text = try? String(contentsOfFile: "\(configHome)/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix(key + "=") else { continue }
                var value = String(trimmed.dropFirst(key.count + 1))
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                if !value.isEmpty { return expand(value, home: home) }
            }
        }
        return "\(home)/\(fallback)"
    }

    /// Expands `$HOME` and a leading `~`, as user-dirs.dirs allows.
    static func expand(_ value: String, home: String) -> String {
        var result = value.replacingOccurrences(of: "$HOME", with: home)
        if result.hasPrefix("~") { result = home + result.dropFirst() }
        return result
    }
}
