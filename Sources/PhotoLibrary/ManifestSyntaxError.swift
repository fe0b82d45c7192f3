/// Why a manifest is not JSON, and the line where the reader found out.
struct ManifestSyntaxError: Error {
    let reason: String
    let line: Int

    init(_ reason: String, line: Int) {
        self.reason = reason
        self.line = line
    }
}
