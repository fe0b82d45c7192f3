import Foundation

/// A `text/uri-list` (RFC 2483), as file managers put files on the clipboard and in
/// drags: one URI a line, `#` comments, CRLF or LF. Only local `file:` URIs name files.
public enum FileURIList {
    /// The local paths a list names, in order; other URIs and plain text lines are
    /// skipped.
    public static func paths(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let uri = line.trimmingCharacters(in: .whitespaces)
            guard !uri.hasPrefix("#"), let url = URL(string: uri), url.isFileURL,
                url.host == nil || url.host == "" || url.host == "localhost"
            else { return nil }
            let path = url.path
            return path.isEmpty ? nil : path
        }
    }

    /// The list naming `paths` as `file://` URIs, CRLF after each line as the RFC asks.
    public static func text(for paths: [String]) -> String {
        paths.map { URL(fileURLWithPath: $0).absoluteString + "\r\n" }.joined()
    }
}
