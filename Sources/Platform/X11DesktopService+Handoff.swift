internal import CX11
import Foundation

/// At exit, a copy Splash still owns is handed to the clipboard manager, if the desktop
/// runs one (freedesktop.org ClipboardManager: convert CLIPBOARD_MANAGER to
/// SAVE_TARGETS, naming the targets to keep; the manager reads them from Splash and
/// takes the clipboard over), so the photo can still be pasted after Splash quits.
extension X11DesktopService {
    /// How long the exit waits for the manager to have read the copy (seconds).
    static let handOffTimeout = 2.0

    func handOff() {
        guard owned != nil, XGetSelectionOwner(display, atoms.clipboard) == window,
            XGetSelectionOwner(display, atoms.clipboardManager) != 0
        else {
            handedOff.signal()
            return
        }
        let kept = [atoms.png] + atoms.textTargets
        _ = setProperty(window, atoms.saveTargets, type: Atom(XA_ATOM), longs: kept.map { Int(bitPattern: $0) })
        XConvertSelection(display, atoms.clipboardManager, atoms.saveTargets, atoms.saveTargets, window, Time(CurrentTime))
        handOffDeadline = Self.now() + Self.handOffTimeout
    }

    /// The manager answered (it has the copy, or refused): the exit can go on.
    func finishHandOff() {
        guard handOffDeadline != nil else { return }
        handOffDeadline = nil
        handedOff.signal()
    }

    func checkHandOffTimeout() {
        guard let deadline = handOffDeadline, Self.now() > deadline else { return }
        finishHandOff()
    }
}
