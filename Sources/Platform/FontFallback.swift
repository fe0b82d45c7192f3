internal import CSDL2
import Foundation

/// Finds a font file that has a character Inter lacks, through fontconfig's `fc-match`
/// (`:charset=` asks for a font covering the character), as desktop programs do. Answers
/// are kept for the whole run; a character no font on the machine has is reported once,
/// on standard error, and drawn as Inter's replacement box.
enum FontFallback {
    /// Found paths (or nil for "none has it") by character, shared by every font set.
    nonisolated(unsafe) private static var found: [UInt32: String?] = [:]
    nonisolated(unsafe) private static var reported: Set<UInt32> = []
    private static let lock = NSLock()
    /// fontconfig's matcher, found on PATH (make installs fontconfig).
    static let matcher: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/fc-match" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }()

    /// A font file that has `scalar`, or nil when none on the machine does.
    static func path(for scalar: Unicode.Scalar) -> String? {
        lock.lock()
        if let known = found[scalar.value] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let path = match(scalar)
        lock.lock()
        found[scalar.value] = .some(path)
        let first = path == nil && reported.insert(scalar.value).inserted
        lock.unlock()
        if first {
            let code = String(scalar.value, radix: 16, uppercase: true)
            FileHandle.standardError.write(
                Data(
                    "splash: no font on this machine has U+\(code) (\(scalar.properties.name ?? "unnamed")); it is drawn as a box (install fonts-noto-core, or fonts-droid-fallback for CJK)\n"
                        .utf8))
        }
        return path
    }

    /// Asks fontconfig, then checks the answer really has the glyph (fc-match always
    /// names some font, the closest it has).
    private static func match(_ scalar: Unicode.Scalar) -> String? {
        guard let matcher else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: matcher)
        process.arguments = ["-f", "%{file}", ":charset=" + String(scalar.value, radix: 16)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty, let font = TTF_OpenFont(path, 16) else { return nil }
        defer { TTF_CloseFont(font) }
        return TTF_GlyphIsProvided32(font, scalar.value) != 0 ? path : nil
    }
}
