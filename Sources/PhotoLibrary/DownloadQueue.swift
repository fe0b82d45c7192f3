import Files
import Foundation

/// Runs the slow part of every save — copying the bytes — and reports each result in
/// the order the saves were asked for.
///
/// Headless (and in tests) the copy runs at once, inside the step that asked for it, so
/// a script's report and download log are the same on every run. In a window it runs on
/// one worker thread (first asked, first done), and the results wait in a locked list
/// until the app's next step takes them (`deliverFinished`), so a 2 GB original never
/// freezes the frame loop and the download log keeps its order.
public final class DownloadQueue {
    /// Where the copy happens.
    public enum Mode: Sendable {
        /// In the caller's step: deterministic.
        case synchronous
        /// On a worker thread; results arrive at a later step.
        case background
    }

    /// One finished save and who to tell.
    private struct Finished {
        var id: Int
        var result: Result<String, DownloadFailure>
    }

    /// The hand-off from the worker to the app's thread.
    private final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [Finished] = []

        func push(_ item: Finished) {
            lock.lock()
            items.append(item)
            lock.unlock()
        }

        func takeAll() -> [Finished] {
            lock.lock()
            defer { lock.unlock() }
            let taken = items
            items = []
            return taken
        }
    }

    public let mode: Mode
    /// Saves at least this big say that they started, since they take seconds (tuned:
    /// about a second on a laptop disk).
    public static let largeSaveBytes = 64 << 20
    /// Told how a large save copying in the background is going, with a line to show:
    /// when it starts and at each further tenth.
    public var onProgress: (String) -> Void = { _ in }
    /// Large saves still copying, with the last tenth shown.
    private var watched: [(id: Int, download: Downloader.PendingDownload, tenths: Int)] = []
    private let mailbox = Mailbox()
    private var waiting: [Int: (Result<String, DownloadFailure>) -> Void] = [:]
    private var nextID = 0
    private lazy var worker: OperationQueue = {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.qualityOfService = .utility
        return queue
    }()

    public init(mode: Mode) {
        self.mode = mode
    }

    deinit {
        if mode == .background { worker.waitUntilAllOperationsAreFinished() }
    }

    /// Saves that were asked for and have not been reported yet.
    public var pendingCount: Int { waiting.count }

    /// Finishes `download` and calls `completion` with the path or the failure: at once
    /// when synchronous, else from a later `deliverFinished()`.
    public func finish(
        _ download: Downloader.PendingDownload,
        completion: @escaping (Result<String, DownloadFailure>) -> Void
    ) {
        switch mode {
        case .synchronous:
            completion(download.finish())
        case .background:
            let id = nextID
            nextID += 1
            waiting[id] = completion
            let mailbox = self.mailbox
            worker.addOperation { mailbox.push(Finished(id: id, result: download.finish())) }
        }
    }

    /// Starts saving `photo`. Returns the failure when the save failed before it could
    /// be handed on (missing source, unwritable folder, or, synchronously, any failure);
    /// `report` is then not called. Otherwise `report` gets the outcome: at once when
    /// synchronous (before this returns), else from a later `deliverFinished()`.
    public func start(
        _ photo: Photo, with downloader: Downloader,
        report: @escaping (Result<String, DownloadFailure>) -> Void
    ) -> DownloadFailure? {
        let pending: Downloader.PendingDownload
        switch downloader.begin(photo) {
        case .success(let begun): pending = begun
        case .failure(let failure): return failure
        }
        if mode == .background && pending.byteCount >= DownloadQueue.largeSaveBytes {
            watched.append((nextID, pending, 0))
            onProgress(DownloadQueue.progressLine(pending, tenths: 0))
        }
        var immediate: Result<String, DownloadFailure>?
        var isStarting = true
        finish(pending) { result in
            if isStarting { immediate = result } else { report(result) }
        }
        isStarting = false
        switch immediate {
        case .failure(let failure)?: return failure
        case .success?: report(immediate!)
        case nil: break
        }
        return nil
    }

    /// Reports the saves finished since the last call, in the order they were asked for
    /// (one worker finishes them in that order). Call once per step.
    public func deliverFinished() {
        // Only a save still waiting can be in the mailbox (the worker posts nothing
        // else), so with none the lock is not taken: this runs on every 240 Hz step, and
        // the first step after a frame's sleep pays for every line of memory it touches
        // (docs/PERFORMANCE.md, "Warm and cold frames").
        guard !waiting.isEmpty else { return }
        for item in mailbox.takeAll() {
            watched.removeAll { $0.id == item.id }
            waiting.removeValue(forKey: item.id)?(item.result)
        }
        for index in watched.indices {
            let download = watched[index].download
            let tenths = min(9, download.copiedBytes * 10 / max(1, download.byteCount))
            guard tenths > watched[index].tenths else { continue }
            watched[index].tenths = tenths
            onProgress(DownloadQueue.progressLine(download, tenths: tenths))
        }
    }

    /// "Saving big.jpg (2048 MB)… 40%".
    static func progressLine(_ download: Downloader.PendingDownload, tenths: Int) -> String {
        "Saving \(FileProblem.name(of: download.photo.path)) (\(download.byteCount >> 20) MB)… \(tenths * 10)%"
    }

    /// Blocks until every save has finished and been reported (tests; the end of a run).
    public func finishAll() {
        guard mode == .background else { return }
        worker.waitUntilAllOperationsAreFinished()
        deliverFinished()
    }
}
