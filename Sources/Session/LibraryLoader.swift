import Foundation
import PhotoLibrary

/// Loads a session's photos on a thread of its own, so a window can open at once and
/// stay responsive while a million-photo manifest is read (about 9 s the first time).
///
/// The window polls `library` once a frame and reads `progress` for its loading
/// screen; quitting calls `cancelAndWait()`, which returns within one chunk of the read
/// (a megabyte of JSON, one folder file) and after any cache write has finished, so
/// nothing is left half-written.
final class LibraryLoader: @unchecked Sendable {
    /// Stack of the loading thread: the main thread's 8 MB, where the load ran before;
    /// the manifest reader recurses into nested values (at most
    /// `ManifestReader.maximumDepth`), so it needs no more than it had there.
    static let stackBytes = 8 << 20

    let progress = LoadProgress()
    private let lock = NSLock()
    private var loaded: PhotoLibrary?
    private let done = DispatchSemaphore(value: 0)

    /// Starts loading `source`; `finished` is called on the loading thread when the
    /// library is ready (the window uses it to wake its event wait).
    init(source: PhotoSource, finished: @escaping @Sendable () -> Void) {
        let progress = progress
        let thread = Thread { [self] in
            let library = source.load(progress: progress)
            lock.lock()
            loaded = library
            lock.unlock()
            done.signal()
            finished()
        }
        thread.name = "splash-library"
        thread.stackSize = Self.stackBytes
        thread.start()
    }

    /// The library once loaded (nil until then; to be thrown away after a cancel).
    var library: PhotoLibrary? {
        lock.lock()
        defer { lock.unlock() }
        return loaded
    }

    /// Stops the load at its next chunk and waits for the thread to be done with it.
    func cancelAndWait() {
        progress.cancel()
        done.wait()
        // Others may wait after this one.
        done.signal()
    }
}
