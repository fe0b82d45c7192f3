import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// Splash as an XDND drag source (issue 17), against a private Xvfb and a small XDND
/// target written for the test (XDNDTestTarget): the target is entered, told each
/// position, accepts, is dropped on, asks for the file's URI, the PNG and the JPEG
/// and gets the photo's own bytes and pixels; a target that refuses gets no drop;
/// leaving a target tells it so. Waiting is for the other client, with a bound.
@Suite(.enabled(if: XvfbServer.isAvailable, XvfbServer.unavailableReason))
struct DragOutTests {
    static let photo = Repository.assets + "/Photos/creek-berasategi.jpg"
    /// The target's window on the 800 × 600 screen.
    static let frame: (x: Int32, y: Int32, width: UInt32, height: UInt32) = (400, 100, 300, 300)

    /// Runs `body` with a server, a desktop connection and a target; they disconnect
    /// before the server goes.
    static func withTarget(
        accepts: Bool, wanted: [String],
        _ body: (X11Desktop, XDNDTestTarget) throws -> Void
    ) throws {
        let server = try XvfbServer()
        try withExtendedLifetime(server) {
            let target = try XDNDTestTarget(display: server.display, frame: frame, accepts: accepts, wanted: wanted)
            defer { target.close() }
            try body(try X11Desktop(displayName: server.display), target)
        }
    }

    static func eventually(_ condition: () -> Bool) -> Bool {
        X11ClipboardTests.eventually(condition)
    }

    static func result(_ desktop: X11Desktop) -> X11Desktop.DragOutResult? {
        var result: X11Desktop.DragOutResult?
        _ = eventually {
            result = desktop.takeDragOutResults().first
            return result != nil
        }
        return result
    }

    @Test func aTargetThatAcceptsGetsTheFileItsPNGAndItsJPEG() throws {
        try Self.withTarget(accepts: true, wanted: ["text/uri-list", "image/png", "image/jpeg"]) { desktop, target in
            desktop.beginDragOut(path: Self.photo, ownWindow: 0)
            desktop.moveDragOut(x: 100, y: 100)  // the bare screen: no target
            desktop.moveDragOut(x: 500, y: 200)
            desktop.moveDragOut(x: 520, y: 210)
            #expect(Self.eventually { desktop.dragOutState?.accepted == true })
            desktop.dropDragOut()
            #expect(Self.result(desktop) == .delivered)
            let seen = target.snapshot
            #expect(seen.entered == 1 && seen.positions >= 1 && seen.dropped == 1 && seen.left == 0)
            #expect(seen.offered == ["text/uri-list", "image/png", "image/jpeg"])
            #expect(seen.finished)
            let list = String(decoding: seen.received["text/uri-list"] ?? Data(), as: UTF8.self)
            #expect(FileURIList.paths(in: list) == [Self.photo])
            #expect(seen.received["image/jpeg"] == FileManager.default.contents(atPath: Self.photo))
            let folder = try PlatformTests.temporaryDirectory()
            try (seen.received["image/png"] ?? Data()).write(to: URL(fileURLWithPath: folder + "/dropped.png"))
            #expect(
                try PixelBuffer(contentsOfPNG: folder + "/dropped.png").bytes
                    == PixelBuffer(contentsOfPNG: Self.photo).bytes)
        }
    }

    @Test func aTargetThatRefusesGetsNoDropOnlyALeave() throws {
        try Self.withTarget(accepts: false, wanted: ["image/png"]) { desktop, target in
            desktop.beginDragOut(path: Self.photo, ownWindow: 0)
            desktop.moveDragOut(x: 500, y: 200)
            #expect(Self.eventually { target.snapshot.positions >= 1 })
            desktop.dropDragOut()
            #expect(Self.result(desktop) == .refused)
            // The leave reaches the target's thread a moment after the source sent it.
            #expect(Self.eventually { target.snapshot.left == 1 })
            let seen = target.snapshot
            #expect(seen.entered == 1 && seen.dropped == 0 && seen.left == 1 && seen.received.isEmpty)
        }
    }

    @Test func leavingATargetTellsItAndAReleaseOverNothingDropsNothing() throws {
        try Self.withTarget(accepts: true, wanted: ["image/png"]) { desktop, target in
            desktop.beginDragOut(path: Self.photo, ownWindow: 0)
            desktop.moveDragOut(x: 500, y: 200)
            #expect(Self.eventually { desktop.dragOutState?.accepted == true })
            desktop.moveDragOut(x: 100, y: 500)
            #expect(Self.eventually { target.snapshot.left == 1 })
            desktop.dropDragOut()
            #expect(Self.result(desktop) == .noTarget)
            #expect(target.snapshot.dropped == 0)
            // Coming back into Splash's window: the drag is called off, the target left.
            desktop.beginDragOut(path: Self.photo, ownWindow: 0)
            desktop.moveDragOut(x: 500, y: 200)
            #expect(Self.eventually { target.snapshot.entered == 2 })
            desktop.cancelDragOut()
            #expect(Self.eventually { target.snapshot.left == 2 })
            #expect(desktop.dragOutState == nil)
        }
    }
}
