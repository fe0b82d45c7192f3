internal import CX11
import Foundation

/// The connection, window and thread behind `X11Desktop`: every Xlib call happens on
/// its thread, which waits on the connection and a wake-up pipe. It is a separate
/// object because the thread keeps it alive; `X11Desktop`'s deinit shuts it down. The
/// clipboard is here; drag-out is in X11DesktopService+DragOut.
final class X11DesktopService: @unchecked Sendable {
    typealias Pasted = X11Desktop.Pasted

    let display: OpaquePointer
    let window: XID
    let atoms: Atoms
    private let wakeRead: Int32
    private let wakeWrite: Int32
    let lock = NSLock()
    private var commands: [Command] = []
    private var results: [Pasted] = []
    private var running = true
    private let stopped = DispatchSemaphore(value: 0)
    let onAnswer: @Sendable () -> Void

    // The clipboard thread's own state (never touched from another thread).
    var owned: Owned?
    private var pasting: PasteState?
    private var pasteDeadline: Double = 0
    private var pastedCount = 0

    /// What other threads ask the X11 thread to do, queued under `lock`.
    enum Command {
        case copy(text: String, imagePath: String)
        case paste
        case beginDrag(path: String, ownWindow: XID)
        case moveDrag(x: Int, y: Int)
        case dropDrag
        case cancelDrag
        case handOff
        case stop
    }
    /// The drag-out in progress, on the thread (X11DesktopService+DragOut).
    var drag: DragOut?
    var dragResults: [X11Desktop.DragOutResult] = []
    /// The drag's target and acceptance, mirrored under `lock` for other threads.
    var dragState: X11Desktop.DragOutState?
    /// Replies going out in INCR pieces, one per requestor and property.
    var transfers: [Transfer] = []
    /// Signalled when the clipboard has been handed to a manager (or could not be).
    let handedOff = DispatchSemaphore(value: 0)
    var handOffDeadline: Double?

    /// What Splash offers while it owns the clipboard.
    struct Owned {
        var text: String
        var imagePath: String
        /// The PNG, once a program has asked for it.
        var png: Data?
    }

    /// Where a paste is in its conversation with the clipboard's owner: asking for the
    /// targets it offers, for one of them, or collecting an INCR transfer's pieces.
    private enum PasteState {
        case targets
        case data(target: Atom)
        case incremental(target: Atom, bytes: Data)
    }

    /// The atoms used, interned once.
    struct Atoms {
        let clipboard, targets, timestamp, multiple, incremental, utf8, text, plainUTF8, plain, png, uriList, property: Atom
        /// XDND, the drag-and-drop protocol of X11 desktops (freedesktop.org, version 5).
        /// freedesktop.org's clipboard manager protocol, to hand a copy over at exit.
        let clipboardManager, saveTargets: Atom
        let jpeg, xdndAware, xdndSelection, xdndTypeList, xdndEnter, xdndPosition, xdndStatus, xdndLeave, xdndDrop,
            xdndFinished, xdndActionCopy: Atom

        init(display: OpaquePointer) {
            func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
            clipboard = atom("CLIPBOARD")
            targets = atom("TARGETS")
            timestamp = atom("TIMESTAMP")
            multiple = atom("MULTIPLE")
            incremental = atom("INCR")
            utf8 = atom("UTF8_STRING")
            text = atom("TEXT")
            plainUTF8 = atom("text/plain;charset=utf-8")
            plain = atom("text/plain")
            png = atom("image/png")
            uriList = atom("text/uri-list")
            property = atom("SPLASH_CLIPBOARD")
            jpeg = atom("image/jpeg")
            clipboardManager = atom("CLIPBOARD_MANAGER")
            saveTargets = atom("SAVE_TARGETS")
            xdndAware = atom("XdndAware")
            xdndSelection = atom("XdndSelection")
            xdndTypeList = atom("XdndTypeList")
            xdndEnter = atom("XdndEnter")
            xdndPosition = atom("XdndPosition")
            xdndStatus = atom("XdndStatus")
            xdndLeave = atom("XdndLeave")
            xdndDrop = atom("XdndDrop")
            xdndFinished = atom("XdndFinished")
            xdndActionCopy = atom("XdndActionCopy")
        }

        var textTargets: [Atom] { [utf8, plainUTF8, text, plain, Atom(XA_STRING)] }
    }

    /// Connects to the X server named by `displayName` (default: `$DISPLAY`); fails
    /// where there is none (Wayland without XWayland, a headless machine).
    init(displayName: String?, onAnswer: @escaping @Sendable () -> Void) throws {
        self.onAnswer = onAnswer
        _ = Self.errorsIgnored
        guard let display = XOpenDisplay(displayName) else {
            throw PlatformError(
                "cannot open the X display \(displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "(none)") for the clipboard and drag-out"
            )
        }
        self.display = display
        let root = splash_x11_default_root(display)
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        atoms = Atoms(display: display)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            XDestroyWindow(display, window)
            XCloseDisplay(display)
            throw PlatformError("cannot create the clipboard's wake-up pipe: \(String(cString: strerror(errno)))")
        }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        _ = fcntl(wakeRead, F_SETFL, fcntl(wakeRead, F_GETFL) | O_NONBLOCK)
        XFlush(display)
        // The thread holds the service strongly until shutDown stops it.
        let thread = Thread { self.serve() }
        thread.name = "splash.x11-desktop"
        thread.start()
    }

    /// Xlib's default error handler ends the process. A program that asked for the
    /// clipboard or took a drop may close its window before the answer is written
    /// (BadWindow): that must cost the answer, never Splash. Set once per process; SDL's
    /// own X11 calls do not rely on errors ending the program either.
    static let errorsIgnored: Void = {
        _ = XSetErrorHandler { _, _ in 0 }
    }()

    /// Ends the thread and the connection; call once, last.
    func shutDown() {
        // A copy outlives Splash when a clipboard manager takes it (X11DesktopService+Handoff).
        send(.handOff)
        _ = handedOff.wait(timeout: .now() + X11DesktopService.handOffTimeout + 1)
        send(.stop)
        stopped.wait()
        XDestroyWindow(display, window)
        XCloseDisplay(display)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Takes the clipboard, offering `text` and the image in `imagePath` as PNG.
    func copy(text: String, imagePath: String) {
        send(.copy(text: text, imagePath: imagePath))
    }

    /// Asks for the clipboard's image or files; the answer comes out of `takePasted`.
    func paste() {
        send(.paste)
    }

    /// How drag-outs ended since the last call, oldest first.
    func takeDragOutResults() -> [X11Desktop.DragOutResult] {
        lock.lock()
        defer { lock.unlock() }
        let taken = dragResults
        dragResults.removeAll()
        return taken
    }

    var dragOutState: X11Desktop.DragOutState? {
        lock.lock()
        defer { lock.unlock() }
        return dragState
    }

    /// Paste answers that arrived since the last call, oldest first.
    func takePasted() -> [Pasted] {
        lock.lock()
        defer { lock.unlock() }
        let taken = results
        results.removeAll()
        return taken
    }

    /// Whether Splash owns the clipboard now (for tests: a copy has been served).
    var ownsClipboard: Bool {
        lock.lock()
        defer { lock.unlock() }
        return owning
    }
    private var owning = false

    func send(_ command: Command) {
        lock.lock()
        commands.append(command)
        lock.unlock()
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func deliver(_ pasted: Pasted) {
        lock.lock()
        results.append(pasted)
        lock.unlock()
        onAnswer()
    }

    // MARK: The thread

    private func serve() {
        let connection = splash_x11_connection_number(display)
        while running {
            var fds = [
                pollfd(fd: connection, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)
            ]
            let timeout: Int32 = pasting == nil && drag?.dropDeadline == nil && handOffDeadline == nil ? -1 : 50
            _ = poll(&fds, 2, timeout)
            var scratch = [UInt8](repeating: 0, count: 64)
            while read(wakeRead, &scratch, scratch.count) > 0 {}
            lock.lock()
            let pending = commands
            commands.removeAll()
            lock.unlock()
            for command in pending { perform(command) }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(event)
            }
            if pasting != nil && Self.now() > pasteDeadline {
                pasting = nil
                deliver(.nothing("The clipboard's owner did not answer"))
            }
            checkDragTimeout()
            checkHandOffTimeout()
            XFlush(display)
        }
        stopped.signal()
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func perform(_ command: Command) {
        switch command {
        case .copy(let text, let imagePath):
            owned = Owned(text: text, imagePath: imagePath)
            XSetSelectionOwner(display, atoms.clipboard, window, Time(CurrentTime))
            setOwning(XGetSelectionOwner(display, atoms.clipboard) == window)
        case .paste:
            let owner = XGetSelectionOwner(display, atoms.clipboard)
            if owner == window, let owned {
                deliver(.files([owned.imagePath]))
            } else if owner == 0 {
                deliver(.nothing("The clipboard is empty"))
            } else {
                request(atoms.targets, state: .targets)
            }
        case .beginDrag(let path, let ownWindow):
            beginDrag(path: path, ownWindow: ownWindow)
        case .moveDrag(let x, let y):
            moveDrag(x: x, y: y)
        case .dropDrag:
            dropDrag()
        case .cancelDrag:
            cancelDrag()
        case .handOff:
            handOff()
        case .stop:
            running = false
        }
    }

    private func setOwning(_ value: Bool) {
        lock.lock()
        owning = value
        lock.unlock()
    }

    private func request(_ target: Atom, state: PasteState) {
        pasting = state
        pasteDeadline = Self.now() + X11Desktop.pasteTimeout
        XDeleteProperty(display, window, atoms.property)
        XConvertSelection(display, atoms.clipboard, target, atoms.property, window, Time(CurrentTime))
    }

    private func handle(_ event: XEvent) {
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
        case ClientMessage:
            handleDragMessage(event.xclient)
        case DestroyNotify:
            dropTransfers(to: event.xdestroywindow.window)
        case SelectionClear:
            if event.xselectionclear.selection == atoms.clipboard {
                owned = nil
                setOwning(false)
            }
        case SelectionNotify:
            let notify = event.xselection
            if notify.requestor == window && notify.selection == atoms.clipboardManager {
                finishHandOff()
                return
            }
            guard notify.requestor == window, notify.selection == atoms.clipboard else { return }
            received(property: notify.property)
        case PropertyNotify:
            let change = event.xproperty
            if change.window != window {
                continueTransfer(change)
                return
            }
            guard change.window == window, change.atom == atoms.property, change.state == PropertyNewValue,
                case .incremental(let target, var bytes) = pasting
            else { return }
            guard let chunk = readProperty() else { return }
            if chunk.bytes.isEmpty {
                finishPaste(target: target, bytes: bytes)
            } else {
                bytes.append(chunk.bytes)
                pasting = .incremental(target: target, bytes: bytes)
                pasteDeadline = Self.now() + X11Desktop.pasteTimeout
            }
        default:
            break
        }
    }

    // MARK: Serving

    /// Answers a program asking for the clipboard in one format (ICCCM 2.2).
    private func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: the target's name is used instead.
        let property = request.property == 0 ? request.target : request.property
        var accepted = false
        let target = request.target
        dropTransfers(to: request.requestor, property: property)
        if request.selection == atoms.clipboard, var owned {
            if target == atoms.targets {
                let offered = [atoms.targets, atoms.timestamp, atoms.png] + atoms.textTargets
                accepted = setProperty(request.requestor, property, type: Atom(XA_ATOM), longs: offered.map { Int(bitPattern: $0) })
            } else if target == atoms.timestamp {
                accepted = setProperty(request.requestor, property, type: Atom(XA_INTEGER), longs: [Int(CurrentTime)])
            } else if atoms.textTargets.contains(target) {
                let type = target == atoms.text ? atoms.utf8 : target
                accepted = setProperty(request.requestor, property, type: type, bytes: Data(owned.text.utf8))
            } else if target == atoms.png {
                if owned.png == nil {
                    owned.png = try? PNGData.encode(imageAt: owned.imagePath)
                    self.owned = owned
                }
                if let png = owned.png {
                    accepted = setProperty(request.requestor, property, type: atoms.png, bytes: png)
                }
            }
        } else if request.selection == atoms.xdndSelection {
            accepted = answerDrag(target: target, requestor: request.requestor, property: property)
        }
        var reply = XEvent()
        reply.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display,
            requestor: request.requestor, selection: request.selection,
            target: request.target, property: accepted ? property : 0, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &reply)
    }

    /// Largest property Splash writes in one request, bytes (the server's limit, less
    /// the request's own header).
    var largestProperty: Int {
        let units = XExtendedMaxRequestSize(display) > 0 ? XExtendedMaxRequestSize(display) : XMaxRequestSize(display)
        return units * 4 - 1024
    }

    /// Writes `bytes` into a requestor's property; more than one request holds goes in
    /// INCR pieces (X11DesktopService+Incremental).
    func setProperty(_ window: XID, _ property: Atom, type: Atom, bytes: Data) -> Bool {
        guard bytes.count <= largestProperty else {
            return beginTransfer(to: window, property: property, type: type, bytes: bytes)
        }
        bytes.withUnsafeBytes { buffer in
            let base = buffer.bindMemory(to: UInt8.self).baseAddress
            XChangeProperty(display, window, property, type, 8, PropModeReplace, base, Int32(bytes.count))
        }
        return true
    }

    /// Format-32 properties are arrays of C `long`, whatever the word size.
    func setProperty(_ window: XID, _ property: Atom, type: Atom, longs: [Int]) -> Bool {
        longs.withUnsafeBytes { buffer in
            let base = buffer.bindMemory(to: UInt8.self).baseAddress
            XChangeProperty(display, window, property, type, 32, PropModeReplace, base, Int32(longs.count))
        }
        return true
    }

    // MARK: Pasting

    private func received(property: Atom) {
        guard let state = pasting else { return }
        guard property != 0, let value = readProperty() else {
            pasting = nil
            if case .targets = state {
                deliver(.nothing("The clipboard holds nothing Splash can add"))
            } else {
                deliver(.nothing("The clipboard's owner refused to hand its contents over"))
            }
            return
        }
        switch state {
        case .targets:
            let offered = Self.atoms(in: value.bytes, format: value.format)
            if offered.contains(atoms.png) {
                request(atoms.png, state: .data(target: atoms.png))
            } else if offered.contains(atoms.uriList) {
                request(atoms.uriList, state: .data(target: atoms.uriList))
            } else if let text = atoms.textTargets.first(where: offered.contains) {
                request(text, state: .data(target: text))
            } else {
                pasting = nil
                deliver(.nothing("The clipboard holds no image or file"))
            }
        case .data(let target):
            if value.type == atoms.incremental {
                // The owner sends it in pieces: each new value of the property is one.
                pasting = .incremental(target: target, bytes: Data())
                pasteDeadline = Self.now() + X11Desktop.pasteTimeout
            } else {
                finishPaste(target: target, bytes: value.bytes)
            }
        case .incremental:
            break
        }
    }

    private func finishPaste(target: Atom, bytes: Data) {
        pasting = nil
        if target == atoms.png {
            pastedCount += 1
            // Its own folder per run, so the photo's name (and credit) reads "Pasted image N".
            let folder = NSTemporaryDirectory() + "splash-pasted-\(getpid())"
            let path = folder + "/Pasted image \(pastedCount).png"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
                deliver(.files([path]))
            } catch {
                deliver(.nothing("cannot keep the pasted image in \(path): \(error.localizedDescription)"))
            }
            return
        }
        let files = FileURIList.paths(in: String(decoding: bytes, as: UTF8.self))
        deliver(files.isEmpty ? .nothing("The clipboard holds no image or file") : .files(files))
    }

    /// Reads and deletes the paste property: its type, format and bytes.
    private func readProperty() -> (type: Atom, format: Int32, bytes: Data)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, atoms.property, 0, Int(Int32.max) / 4, 1, Atom(AnyPropertyType),
            &type, &format, &count, &remaining, &data)
        guard status == Success, let data else { return nil }
        defer { XFree(data) }
        // Format 32 items are C longs in memory.
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return (type, format, Data(bytes: data, count: Int(count) * max(1, itemSize)))
    }

    private static func atoms(in bytes: Data, format: Int32) -> [Atom] {
        guard format == 32 else { return [] }
        return bytes.withUnsafeBytes { buffer in Array(buffer.bindMemory(to: UInt.self)) }
    }
}
