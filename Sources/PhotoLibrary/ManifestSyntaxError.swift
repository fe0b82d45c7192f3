/// Why a manifest is not JSON, and the line where the reader found out; or that its
/// read was cancelled (`LoadProgress.cancel()`), which ends the read the same way.
struct ManifestSyntaxError: Error {
    let reason: String
    let line: Int
    /// The read was asked to stop: nothing is wrong with the file.
    private(set) var isCancellation = false

    init(_ reason: String, line: Int) {
        self.reason = reason
        self.line = line
    }

    /// The read stopped at `line` because it was cancelled.
    static func cancelled(line: Int) -> ManifestSyntaxError {
        var error = ManifestSyntaxError("cancelled", line: line)
        error.isCancellation = true
        return error
    }
}
