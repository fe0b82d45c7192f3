import CX11
import Foundation

/// A small clipboard manager written for the tests (freedesktop.org ClipboardManager):
/// it owns CLIPBOARD_MANAGER; asked to SAVE_TARGETS, it reads each listed target from
/// the clipboard's owner, takes the clipboard over and then serves what it saved, as a
/// desktop's clipboard manager keeps a copy alive after the program that made it quits.
final class ClipboardManagerTestClient: @unchecked Sendable {
    /// Why the client could not start.
    enum Failure: Error {
        case noDisplay
    }

    private let display: OpaquePointer
    private let window: XID
    private let lock = NSLock()
    private var running = true
    private let stopped = DispatchSemaphore(value: 0)
    /// Targets still to read, and the SAVE_TARGETS request to answer when done.
    private var pending: [Atom] = []
    private var saveRequest: XSelectionRequestEvent?
    private var saved: [Atom: Data] = [:]

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw Failure.noDisplay }
        self.display = display
        window = XCreateSimpleWindow(display, splash_x11_default_root(display), 0, 0, 1, 1, 0, 0, 0)
        XSetSelectionOwner(display, atom("CLIPBOARD_MANAGER"), window, Time(CurrentTime))
        XSync(display, 0)
        Thread { self.serve() }.start()
    }

    /// Stops the thread and disconnects; call before the server goes.
    func close() {
        lock.lock()
        running = false
        lock.unlock()
        stopped.wait()
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// The targets saved so far, by name.
    var savedTargets: [String] {
        lock.lock()
        defer { lock.unlock() }
        return saved.keys.map(name).sorted()
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
    private func name(_ atom: Atom) -> String {
        guard let text = XGetAtomName(display, atom) else { return "" }
        defer { XFree(text) }
        return String(cString: text)
    }

    private func serve() {
        while true {
            lock.lock()
            let go = running
            lock.unlock()
            guard go else { break }
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                if event.type == SelectionRequest { answer(event.xselectionrequest) }
                if event.type == SelectionNotify { received(event.xselection) }
            }
            var connection = pollfd(fd: splash_x11_connection_number(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&connection, 1, 20)
        }
        stopped.signal()
    }

    private func answer(_ request: XSelectionRequestEvent) {
        var property = request.property
        if request.selection == atom("CLIPBOARD_MANAGER") && request.target == atom("SAVE_TARGETS") {
            pending = readAtoms(request.requestor, request.property)
            saveRequest = request
            readNext()
            return
        }
        if request.selection == atom("CLIPBOARD"), let bytes = saved[request.target] {
            _ = bytes.withUnsafeBytes { buffer in
                XChangeProperty(
                    display, request.requestor, property, request.target, 8, PropModeReplace,
                    buffer.bindMemory(to: UInt8.self).baseAddress, Int32(bytes.count))
            }
        } else if request.selection == atom("CLIPBOARD") && request.target == atom("TARGETS") {
            var targets = Array(saved.keys)
            XChangeProperty(
                display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                targets.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, Int32(targets.count))
        } else {
            property = 0
        }
        reply(to: request, property: property)
    }

    private func readNext() {
        guard let target = pending.first else {
            // All read: the clipboard is the manager's now; tell the program it may go.
            XSetSelectionOwner(display, atom("CLIPBOARD"), window, Time(CurrentTime))
            if let request = saveRequest { reply(to: request, property: request.property) }
            saveRequest = nil
            return
        }
        XConvertSelection(display, atom("CLIPBOARD"), target, atom("MANAGER_DATA"), window, Time(CurrentTime))
        XFlush(display)
    }

    private func received(_ notify: XSelectionEvent) {
        guard !pending.isEmpty else { return }
        let target = pending.removeFirst()
        if notify.property != 0 {
            let bytes = readBytes(window, notify.property)
            lock.lock()
            saved[target] = bytes
            lock.unlock()
        }
        readNext()
    }

    private func reply(to request: XSelectionRequestEvent, property: Atom) {
        var event = XEvent()
        event.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display,
            requestor: request.requestor, selection: request.selection,
            target: request.target, property: property, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &event)
        XFlush(display)
    }

    private func readAtoms(_ owner: XID, _ property: Atom) -> [Atom] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, owner, property, 0, 64, 0, Atom(XA_ATOM), &type, &format, &count, &remaining,
                &data) == Success, let data
        else { return [] }
        defer { XFree(data) }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    private func readBytes(_ owner: XID, _ property: Atom) -> Data {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, owner, property, 0, Int(Int32.max) / 4, 1, Atom(AnyPropertyType), &type, &format,
                &count, &remaining, &data) == Success, let data
        else { return Data() }
        defer { XFree(data) }
        return Data(bytes: data, count: Int(count))
    }
}
