import Foundation
import PhotoLibrary

/// The one way a photo is saved, whichever control asked (the drop zone, the detail's
/// Download button): the same `Downloader` (safe write, never overwriting), the same
/// `DownloadQueue` (off the frame loop in a window), one download log and the same
/// messages.
extension SplashApp {
    /// Starts saving `photo`; returns the failure when nothing could be started (the
    /// caller puts the photo back), else the result arrives as a toast and in the log.
    func save(_ photo: Photo) -> DownloadFailure? {
        let failure = saves.start(photo, with: downloader) { [weak self] result in self?.reportSave(result) }
        if let failure { announce(failure.message, isError: true) }
        return failure
    }

    /// A finished save: logged and announced, or its failure announced.
    private func reportSave(_ result: Result<String, DownloadFailure>) {
        switch result {
        case .success(let path):
            downloads.append(path)
            announce("Saved to \(path)", isError: false)
        case .failure(let failure):
            announce(failure.message, isError: true)
        }
    }

    /// A message for the user: a toast, and in the report's errors when it is one.
    func announce(_ message: String, isError: Bool) {
        if isError { report(error: message) }
        toast.show(message, in: viewport)
    }
}
