import Foundation

/// Where the repository's own files are, found from this file's path so tests never
/// depend on what a machine has installed (a system font, a data folder, a home folder).
public enum Repository {
    /// The package root: `Tests/Support/Repository.swift` is two folders below it.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled `Assets/` folder: photos, manifest, fonts, icons.
    public static var assets: String { root.appendingPathComponent("Assets").path }

    /// A bundled font file, e.g. `font("Inter-Regular.otf")`.
    public static func font(_ name: String) -> String { assets + "/Fonts/" + name }
}
