import CX11
import Foundation

/// A small XDND drop target written for the drag-out tests: another X client with a
/// mapped window that declares `XdndAware` (version 5), answers XdndPosition with an
/// XdndStatus that accepts or refuses, and on XdndDrop asks the source for each wanted
/// type in turn, keeps the bytes, and ends with XdndFinished. It records what it saw.
final class XDNDTestTarget: @unchecked Sendable {
    /// What the target saw, read with `snapshot`.
    struct Seen: Sendable {
        var entered = 0
        var positions = 0
        var left = 0
        var dropped = 0
        var offered: [String] = []
        var received: [String: Data] = [:]
        var finished = false
    }

    /// Why the target could not start.
    enum Failure: Error {
        case noDisplay
    }

    let frame: (x: Int32, y: Int32, width: UInt32, height: UInt32)
    private let display: OpaquePointer
    private let window: XID
    private let accepts: Bool
    private let wanted: [String]
    private let lock = NSLock()
    private var seen = Seen()
    private var running = true
    private var source: XID = 0
    private var pending: [String] = []
    private let stopped = DispatchSemaphore(value: 0)

    init(
        display name: String, frame: (x: Int32, y: Int32, width: UInt32, height: UInt32), accepts: Bool,
        wanted: [String]
    ) throws {
        guard let display = XOpenDisplay(name) else { throw Failure.noDisplay }
        self.display = display
        self.frame = frame
        self.accepts = accepts
        self.wanted = wanted
        window = XCreateSimpleWindow(
            display, splash_x11_default_root(display), frame.x, frame.y, frame.width, frame.height,
            0, 0, 0xFFFFFF)
        var version = 5
        XChangeProperty(
            display, window, atom("XdndAware"), Atom(XA_ATOM), 32, PropModeReplace,
            withUnsafeBytes(of: &version) { $0.bindMemory(to: UInt8.self).baseAddress }, 1)
        XMapRaised(display, window)
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

    var snapshot: Seen {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
    private func name(_ atom: Atom) -> String {
        guard let text = XGetAtomName(display, atom) else { return "" }
        defer { XFree(text) }
        return String(cString: text)
    }

    private func record(_ change: (inout Seen) -> Void) {
        lock.lock()
        change(&seen)
        lock.unlock()
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
                handle(event)
            }
            // Wait for the server (a bounded wait, so `close` is seen).
            var connection = pollfd(fd: splash_x11_connection_number(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&connection, 1, 20)
        }
        stopped.signal()
    }

    private func handle(_ event: XEvent) {
        if event.type == ClientMessage {
            let message = event.xclient
            let type = name(message.message_type)
            switch type {
            case "XdndEnter":
                source = XID(bitPattern: message.data.l.0)
                var offered = [message.data.l.2, message.data.l.3, message.data.l.4].filter { $0 != 0 }
                    .map { name(Atom(bitPattern: $0)) }
                if message.data.l.1 & 1 != 0 { offered = typeList() }
                record {
                    $0.entered += 1; $0.offered = offered
                }
            case "XdndPosition":
                record { $0.positions += 1 }
                send("XdndStatus", [Int(window), accepts ? 1 : 0, 0, 0, accepts ? Int(bitPattern: atom("XdndActionCopy")) : 0])
            case "XdndLeave":
                record { $0.left += 1 }
            case "XdndDrop":
                record { $0.dropped += 1 }
                pending = wanted
                requestNext()
            default:
                break
            }
        } else if event.type == SelectionNotify {
            let notify = event.xselection
            let type = name(notify.target)
            var bytes = Data()
            if notify.property != 0 { bytes = readProperty(notify.property) }
            record { $0.received[type] = bytes }
            requestNext()
        }
    }

    private func requestNext() {
        guard !pending.isEmpty else {
            // Recorded first: the source may read `seen` as soon as XdndFinished reaches it.
            record { $0.finished = true }
            send("XdndFinished", [Int(window), 1, Int(bitPattern: atom("XdndActionCopy")), 0, 0])
            return
        }
        let type = pending.removeFirst()
        XConvertSelection(display, atom("XdndSelection"), atom(type), atom("XDND_TEST_DATA"), window, Time(CurrentTime))
        XFlush(display)
    }

    private func typeList() -> [String] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, source, atom("XdndTypeList"), 0, 64, 0, Atom(XA_ATOM), &type, &format, &count,
                &remaining, &data) == Success, let data
        else { return [] }
        defer { XFree(data) }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { atoms in
            (0..<Int(count)).map { name(atoms[$0]) }
        }
    }

    private func readProperty(_ property: Atom) -> Data {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard
            XGetWindowProperty(
                display, window, property, 0, Int(Int32.max) / 4, 1, Atom(AnyPropertyType), &type, &format,
                &count, &remaining, &data) == Success, let data
        else { return Data() }
        defer { XFree(data) }
        return Data(bytes: data, count: Int(count))
    }

    private func send(_ type: String, _ values: [Int]) {
        var message = XClientMessageEvent()
        message.type = ClientMessage
        message.display = display
        message.window = source
        message.message_type = atom(type)
        message.format = 32
        message.data.l = (values[0], values[1], values[2], values[3], values[4])
        var event = XEvent()
        event.xclient = message
        XSendEvent(display, source, 0, 0, &event)
        XFlush(display)
    }
}
