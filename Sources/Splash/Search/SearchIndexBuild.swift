import Foundation

/// A search index being made on a background thread, from the moment the field takes
/// focus: over a million photos the index takes about a tenth of a second, one long
/// frame at the start of the focus animation when it was made there. The first search
/// waits for it if it is not done (the user is rarely that quick), so results never
/// depend on the thread's timing: a headless run finds the same photos at the same
/// step as before.
final class SearchIndexBuild: @unchecked Sendable {
    private let lock = NSLock()
    private var made: SearchIndex?
    /// Left when the index is made.
    private let group = DispatchGroup()

    /// Starts `work` (which must not touch the main thread's state) in the background.
    init(_ work: @escaping @Sendable () -> SearchIndex) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            let index = work()
            self.lock.withLock { self.made = index }
            self.group.leave()
        }
    }

    /// The index, waiting for the background thread if it has not finished.
    var index: SearchIndex {
        group.wait()
        return lock.withLock { made ?? SearchIndex(documents: []) }
    }
}
