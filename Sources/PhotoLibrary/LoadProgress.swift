import Foundation

/// How far a photo library's load has come, shared between the thread that loads it and
/// the one that draws it, and where that load is asked to stop.
///
/// The loader reports whole chunks (a manifest's megabyte, a folder's file), never single
/// bytes, so the lock is taken a few hundred times in a million-photo read; the window
/// reads it once a frame.
public final class LoadProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var total = 0
    private var cancelled = false
    /// Told each report, on the loading thread, after the lock is let go.
    private let observer: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// `observer` hears every report (units done of the total) as it is made: for a test
    /// to watch a load chunk by chunk, or a loop to be woken.
    public init(observer: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) {
        self.observer = observer
    }

    /// The share done, 0…1: bytes of a manifest consumed of its size, files of a folder
    /// read of those found. Never goes back, and is 1 once the load has finished.
    public var fraction: Double {
        lock.lock()
        defer { lock.unlock() }
        guard total > 0 else { return 0 }
        return min(1, Double(done) / Double(total))
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Asks the load to stop at its next chunk; it then returns at once and writes nothing
    /// (no manifest cache), and its result is to be thrown away.
    public func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }

    /// Records `done` units of `total`; a smaller `done` than already reported is ignored,
    /// so the fraction only grows.
    func report(_ done: Int, of total: Int) {
        lock.lock()
        self.total = total
        self.done = max(self.done, done)
        let reported = (self.done, total)
        lock.unlock()
        observer?(reported.0, reported.1)
    }

    /// Marks the load finished.
    func finish() {
        lock.lock()
        total = max(total, 1)
        done = total
        let reported = (done, total)
        lock.unlock()
        observer?(reported.0, reported.1)
    }
}
