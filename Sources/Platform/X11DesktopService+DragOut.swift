internal import CX11
import Foundation

/// Drag-out: Splash as an XDND source (freedesktop.org XDND, version 5), on the
/// service's thread.
///
/// While the pointer is outside Splash's window the runner reports its screen position;
/// the window under it that declares `XdndAware` is the target. It gets XdndEnter (the
/// offered types: text/uri-list, image/png, and image/jpeg for a JPEG file), then
/// XdndPosition for each move, and answers XdndStatus (accept or not). A release over
/// a target that accepted sends XdndDrop; the target then asks for the XdndSelection in
/// the type it wants (served like the clipboard) and ends with XdndFinished. A release
/// anywhere else, or over a target that refused, sends XdndLeave: nothing is dropped.
extension X11DesktopService {
    /// The drag-out in progress.
    struct DragOut {
        var path: String
        /// Splash's own X11 window: over it there is no target (the in-app drag goes on).
        var ownWindow: XID
        var types: [Atom]
        var target: XID = 0
        var targetVersion = 0
        /// What the target's last XdndStatus said.
        var accepted = false
        /// An XdndPosition was sent and its XdndStatus has not come back yet.
        var awaitingStatus = false
        /// Where the pointer is, screen pixels; re-sent when a status comes back late.
        var position = (x: 0, y: 0)
        var positionPending = false
        /// The release came while a status was awaited: drop when it arrives.
        var dropRequested = false
        /// XdndDrop was sent; XdndFinished is awaited until then.
        var dropDeadline: Double?
        var png: Data?
    }

    /// The XDND version Splash speaks; targets down to version 3 are spoken to in theirs.
    static let xdndVersion = 5
    static let oldestXdndVersion = 3
    /// How long a drop waits for the target's XdndFinished (seconds).
    static let dropTimeout = 5.0

    func beginDrag(path: String, ownWindow: XID) {
        if drag != nil { cancelDrag() }
        var types = [atoms.uriList, atoms.png]
        let ext = (path as NSString).pathExtension.lowercased()
        if ext == "jpg" || ext == "jpeg" { types.append(atoms.jpeg) }
        drag = DragOut(path: path, ownWindow: ownWindow, types: types)
        XSetSelectionOwner(display, atoms.xdndSelection, window, Time(CurrentTime))
        _ = setProperty(window, atoms.xdndTypeList, type: Atom(XA_ATOM), longs: types.map { Int(bitPattern: $0) })
        publishDragState()
    }

    func moveDrag(x: Int, y: Int) {
        guard var drag else { return }
        guard drag.dropDeadline == nil else { return }
        drag.position = (x, y)
        let (target, version) = xdndTarget(at: x, y, excluding: drag.ownWindow)
        if target != drag.target {
            if drag.target != 0 { sendXdnd(atoms.xdndLeave, to: drag.target, [Int(window), 0, 0, 0, 0]) }
            drag.target = target
            drag.targetVersion = version
            drag.accepted = false
            drag.awaitingStatus = false
            if target != 0 {
                let moreThanThree = drag.types.count > 3 ? 1 : 0
                var data = [Int(window), (version << 24) | moreThanThree, 0, 0, 0]
                for (index, type) in drag.types.prefix(3).enumerated() { data[2 + index] = Int(bitPattern: type) }
                sendXdnd(atoms.xdndEnter, to: target, data)
            }
        }
        self.drag = drag
        if target != 0 { sendPosition() }
        publishDragState()
    }

    /// Sends XdndPosition now, or once the last one is answered (XDND: one at a time).
    private func sendPosition() {
        guard var drag, drag.target != 0 else { return }
        if drag.awaitingStatus {
            drag.positionPending = true
        } else {
            let packed = (drag.position.x << 16) | (drag.position.y & 0xFFFF)
            sendXdnd(
                atoms.xdndPosition, to: drag.target,
                [Int(window), 0, packed, Int(CurrentTime), Int(bitPattern: atoms.xdndActionCopy)])
            drag.awaitingStatus = true
            drag.positionPending = false
        }
        self.drag = drag
    }

    func dropDrag() {
        guard var drag else { return }
        if drag.target != 0 && drag.awaitingStatus {
            drag.dropRequested = true
            drag.dropDeadline = Self.now() + Self.dropTimeout
            self.drag = drag
            return
        }
        if drag.target != 0 && drag.accepted {
            sendXdnd(atoms.xdndDrop, to: drag.target, [Int(window), 0, Int(CurrentTime), 0, 0])
            drag.dropDeadline = Self.now() + Self.dropTimeout
            drag.dropRequested = false
            self.drag = drag
        } else {
            if drag.target != 0 { sendXdnd(atoms.xdndLeave, to: drag.target, [Int(window), 0, 0, 0, 0]) }
            endDrag(drag.target == 0 ? .noTarget : .refused)
        }
    }

    func cancelDrag() {
        guard let drag else { return }
        if drag.target != 0 { sendXdnd(atoms.xdndLeave, to: drag.target, [Int(window), 0, 0, 0, 0]) }
        self.drag = nil
        publishDragState()
    }

    func checkDragTimeout() {
        guard let deadline = drag?.dropDeadline, Self.now() > deadline else { return }
        if let target = drag?.target, target != 0 { sendXdnd(atoms.xdndLeave, to: target, [Int(window), 0, 0, 0, 0]) }
        endDrag(.failed("The drop target did not answer"))
    }

    private func endDrag(_ result: X11Desktop.DragOutResult) {
        drag = nil
        lock.lock()
        dragResults.append(result)
        lock.unlock()
        onAnswer()
        publishDragState()
    }

    /// XdndStatus and XdndFinished from the target.
    func handleDragMessage(_ message: XClientMessageEvent) {
        guard var drag, message.window == window, message.data.l.0 == Int(drag.target) else { return }
        if message.message_type == atoms.xdndStatus {
            drag.accepted = message.data.l.1 & 1 != 0
            drag.awaitingStatus = false
            self.drag = drag
            publishDragState()
            if drag.dropRequested {
                dropDrag()
            } else if drag.positionPending {
                sendPosition()
            }
        } else if message.message_type == atoms.xdndFinished {
            // Version 5 says whether the target took the data; older ones only finish.
            let taken = drag.targetVersion < 5 || message.data.l.1 & 1 != 0
            endDrag(taken ? .delivered : .refused)
        }
    }

    /// Serves the dragged photo to the target: its file as a URI, its pixels as PNG,
    /// or a JPEG file's own bytes.
    func answerDrag(target: Atom, requestor: XID, property: Atom) -> Bool {
        guard var drag else { return false }
        if target == atoms.targets {
            let offered = [atoms.targets] + drag.types
            return setProperty(requestor, property, type: Atom(XA_ATOM), longs: offered.map { Int(bitPattern: $0) })
        }
        if target == atoms.uriList {
            return setProperty(requestor, property, type: atoms.uriList, bytes: Data(FileURIList.text(for: [drag.path]).utf8))
        }
        if target == atoms.png {
            if drag.png == nil { drag.png = try? PNGData.encode(imageAt: drag.path) }
            self.drag = drag
            guard let png = drag.png else { return false }
            return setProperty(requestor, property, type: atoms.png, bytes: png)
        }
        if target == atoms.jpeg, drag.types.contains(atoms.jpeg),
            let bytes = FileManager.default.contents(atPath: drag.path)
        {
            return setProperty(requestor, property, type: atoms.jpeg, bytes: bytes)
        }
        return false
    }

    /// The XdndAware window under a screen point and the version to speak to it, or
    /// (0, 0) over Splash's own window, the desktop background or a window unaware of XDND.
    private func xdndTarget(at x: Int, _ y: Int, excluding own: XID) -> (XID, Int) {
        let root = splash_x11_default_root(display)
        var current = root
        while true {
            var child: XID = 0
            var localX: Int32 = 0, localY: Int32 = 0
            guard XTranslateCoordinates(display, root, current, Int32(x), Int32(y), &localX, &localY, &child) != 0,
                child != 0, child != own, child != window
            else { return (0, 0) }
            if let version = xdndVersion(of: child) {
                return version >= Self.oldestXdndVersion ? (child, min(version, Self.xdndVersion)) : (0, 0)
            }
            current = child
        }
    }

    private func xdndVersion(of candidate: XID) -> Int? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, candidate, atoms.xdndAware, 0, 1, 0, Atom(XA_ATOM), &type, &format, &count,
                &remaining, &data) == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard count >= 1, format == 32 else { return nil }
        return data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee }
    }

    private func sendXdnd(_ type: Atom, to target: XID, _ values: [Int]) {
        var message = XClientMessageEvent()
        message.type = ClientMessage
        message.display = display
        message.window = target
        message.message_type = type
        message.format = 32
        message.data.l = (values[0], values[1], values[2], values[3], values[4])
        var event = XEvent()
        event.xclient = message
        XSendEvent(display, target, 0, 0, &event)
    }

    /// Mirrors the drag's target and its acceptance for the app's thread.
    private func publishDragState() {
        lock.lock()
        dragState = drag.map { X11Desktop.DragOutState(target: UInt($0.target), accepted: $0.accepted) }
        lock.unlock()
    }
}
