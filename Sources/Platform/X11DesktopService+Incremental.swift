internal import CX11
import Foundation

/// ICCCM's INCR transfer, for replies larger than one X request (a photo's PNG on a
/// server without BIG-REQUESTS): the property first holds the type INCR and the size;
/// each time the requestor deletes it, the next piece is written, and an empty piece
/// ends the transfer.
extension X11DesktopService {
    /// One reply going out in pieces.
    struct Transfer {
        var requestor: XID
        var property: Atom
        var type: Atom
        var bytes: Data
        var sent = 0
        /// The empty piece that ends it was written.
        var finished = false
    }

    /// Bytes per piece: well under any server's request limit.
    static let pieceSize = 64 * 1024

    func beginTransfer(to requestor: XID, property: Atom, type: Atom, bytes: Data) -> Bool {
        // Property deletions on the requestor's window tell when to send the next piece;
        // its destruction that none will come.
        XSelectInput(display, requestor, PropertyChangeMask | StructureNotifyMask)
        transfers.removeAll { $0.requestor == requestor && $0.property == property }
        transfers.append(Transfer(requestor: requestor, property: property, type: type, bytes: bytes))
        return setProperty(requestor, property, type: atoms.incremental, longs: [bytes.count])
    }

    /// A new request to the same window and property replaces a transfer still going
    /// (the window's id may even belong to a new program by now).
    func dropTransfers(to requestor: XID, property: Atom? = nil) {
        transfers.removeAll { $0.requestor == requestor && (property == nil || $0.property == property) }
    }

    /// A requestor deleted a property: if it is a transfer's, write the next piece.
    func continueTransfer(_ change: XPropertyEvent) {
        guard change.state == PropertyDelete,
            let index = transfers.firstIndex(where: { $0.requestor == change.window && $0.property == change.atom })
        else { return }
        var transfer = transfers[index]
        if transfer.finished {
            transfers.remove(at: index)
            if !transfers.contains(where: { $0.requestor == transfer.requestor }) {
                XSelectInput(display, transfer.requestor, NoEventMask)
            }
            return
        }
        let end = min(transfer.bytes.count, transfer.sent + Self.pieceSize)
        let piece = transfer.bytes.subdata(in: transfer.sent..<end)
        _ = piece.withUnsafeBytes { buffer in
            XChangeProperty(
                display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace,
                buffer.bindMemory(to: UInt8.self).baseAddress, Int32(piece.count))
        }
        transfer.sent = end
        transfer.finished = piece.isEmpty
        transfers[index] = transfer
    }
}
