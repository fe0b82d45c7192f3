import Foundation
import SplashTestSupport
import Testing

@testable import Platform

/// Splash's own X11 clipboard against a real X server (a private Xvfb) and a real
/// other program (xclip), as issue 17 asks: the copied photo comes out of `xclip -t
/// image/png` with the photo's pixels, the credit as text; an image or a file list
/// another program copied comes back as files to add, and an empty clipboard as a
/// reason. Waiting here is for another process, with a bound, never for the app.
@Suite(
    .enabled(
        if: XvfbServer.isAvailable && Programs.find("xclip") != nil,
        "needs Xvfb and xclip on PATH (make test installs them)"))
struct X11ClipboardTests {
    static let photo = Repository.assets + "/Photos/creek-berasategi.jpg"
    static let text = "Photo by Aitzol Berasategi\n" + photo

    /// Polls `condition` every 10 ms for up to 5 s (the other process's pace).
    static func eventually(_ condition: () -> Bool) -> Bool { XvfbServer.eventually(condition) }

    /// Runs `body` with a private X server and a clipboard connected to it; the
    /// clipboard disconnects before the server goes (Xlib ends a process whose
    /// server vanishes under it).
    static func withClipboard(serverOptions: [String] = [], _ body: (XvfbServer, X11Desktop) throws -> Void) throws {
        let server = try XvfbServer(options: serverOptions)
        try withExtendedLifetime(server) {
            try body(server, try X11Desktop(displayName: server.display))
        }
    }

    /// The clipboard's text as xclip reads it, read again (up to 100 times) until it is
    /// `expected`.
    static func clipboardText(on server: XvfbServer, becoming expected: String) -> String {
        var text = ""
        for _ in 0..<100 {
            let output = (try? server.run("xclip", ["-selection", "clipboard", "-o"]))?.output ?? Data()
            text = String(decoding: output, as: UTF8.self)
            if text == expected { break }
            usleep(10_000)
        }
        return text
    }

    static func pasted(_ clipboard: X11Desktop) -> X11Desktop.Pasted? {
        var answer: X11Desktop.Pasted?
        _ = eventually {
            answer = clipboard.takePasted().first
            return answer != nil
        }
        return answer
    }

    @Test func aCopiedPhotoComesOutOfXclipAsPNGWithThePhotosPixelsBesideItsCredit() throws {
        try Self.withClipboard { server, clipboard in
            clipboard.copy(text: Self.text, imagePath: Self.photo)
            #expect(Self.eventually { clipboard.ownsClipboard })

            let targets = try server.run("xclip", ["-selection", "clipboard", "-t", "TARGETS", "-o"])
            let offered = String(decoding: targets.output, as: UTF8.self).split(separator: "\n").map(String.init)
            #expect(offered.contains("image/png") && offered.contains("UTF8_STRING"), "\(offered)")

            let png = try server.run("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
            #expect(png.status == 0)
            #expect(png.output.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            let folder = try PlatformTests.temporaryDirectory()
            let file = folder + "/pasted.png"
            try png.output.write(to: URL(fileURLWithPath: file))
            let served = try PixelBuffer(contentsOfPNG: file)
            let original = try PixelBuffer(contentsOfPNG: Self.photo)
            #expect(served.width == original.width && served.height == original.height)
            let identical = served.bytes == original.bytes
            #expect(identical, "the PNG's pixels differ from the photo's")

            let text = try server.run("xclip", ["-selection", "clipboard", "-o"])
            #expect(String(decoding: text.output, as: UTF8.self) == Self.text)

            // Ctrl+V of Splash's own copy adds the photo's file.
            clipboard.paste()
            #expect(Self.pasted(clipboard) == .files([Self.photo]))
        }
    }

    /// Programs that ask for the image and die before the answer (their window gone:
    /// BadWindow on the reply) cost Splash nothing; the next one is served.
    @Test func requestorsThatDieMidAnswerDoNotEndSplash() throws {
        try Self.withClipboard(serverOptions: ["-extension", "BIG-REQUESTS"]) { server, clipboard in
            clipboard.copy(text: Self.text, imagePath: Self.photo)
            #expect(Self.eventually { clipboard.ownsClipboard })
            for _ in 0..<8 {
                let reader = try server.start("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
                usleep(30_000)
                XvfbServer.stop(reader)
            }
            // A late answer to a killed reader can reach the next xclip, whose window has
            // the dead one's id (X reuses the client's slot): ask until the answers are
            // our own. What matters is that Splash is still there to answer.
            #expect(Self.clipboardText(on: server, becoming: Self.text) == Self.text)
        }
    }

    /// With a clipboard manager running, the copy outlives the program that made it: at
    /// exit Splash hands it over, and xclip then gets the photo from the manager.
    @Test func aCopyOutlivesSplashThroughTheClipboardManager() throws {
        let server = try XvfbServer()
        try withExtendedLifetime(server) {
            let manager = try ClipboardManagerTestClient(display: server.display)
            defer { manager.close() }
            do {
                let clipboard = try X11Desktop(displayName: server.display)
                clipboard.copy(text: Self.text, imagePath: Self.photo)
                #expect(Self.eventually { clipboard.ownsClipboard })
            }  // Splash quits: the clipboard is handed over before the connection closes.
            #expect(
                manager.savedTargets.contains("image/png") && manager.savedTargets.contains("UTF8_STRING"),
                "\(manager.savedTargets)")
            let png = try server.run("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
            let file = try PlatformTests.temporaryDirectory() + "/kept.png"
            try png.output.write(to: URL(fileURLWithPath: file))
            #expect(try PixelBuffer(contentsOfPNG: file).bytes == PixelBuffer(contentsOfPNG: Self.photo).bytes)
            #expect(Self.clipboardText(on: server, becoming: Self.text) == Self.text)
        }
    }

    /// Without BIG-REQUESTS one request holds 256 kB: the PNG goes in INCR pieces.
    @Test func aPNGLargerThanOneRequestGoesInPieces() throws {
        try Self.withClipboard(serverOptions: ["-extension", "BIG-REQUESTS"]) { server, clipboard in
            clipboard.copy(text: Self.text, imagePath: Self.photo)
            #expect(Self.eventually { clipboard.ownsClipboard })
            let png = try server.run("xclip", ["-selection", "clipboard", "-t", "image/png", "-o"])
            #expect(png.output.count > 256 * 1024, "the PNG fits one request: \(png.output.count) bytes")
            let file = try PlatformTests.temporaryDirectory() + "/pieces.png"
            try png.output.write(to: URL(fileURLWithPath: file))
            let identical = try PixelBuffer(contentsOfPNG: file).bytes == PixelBuffer(contentsOfPNG: Self.photo).bytes
            #expect(identical)
        }
    }

    @Test func anImageAnotherProgramCopiedIsPastedAsAFileWithItsPixels() throws {
        try Self.withClipboard { server, clipboard in
            let folder = try PlatformTests.temporaryDirectory()
            let source = folder + "/source.png"
            try Data(try PNGData.encode(imageAt: Self.photo)).write(to: URL(fileURLWithPath: source))
            // xclip serves the file (in INCR pieces: it is larger than one request) until killed.
            let owner = try server.start("xclip", ["-quiet", "-selection", "clipboard", "-t", "image/png", "-i", source])
            defer { XvfbServer.stop(owner) }
            var answer: X11Desktop.Pasted?
            // xclip takes the clipboard a moment after it starts: ask until it answers.
            _ = Self.eventually {
                clipboard.paste()
                answer = Self.pasted(clipboard)
                if case .files = answer { return true }
                return false
            }
            guard case .files(let files) = answer, let file = files.first else {
                Issue.record("no image pasted: \(String(describing: answer))")
                return
            }
            #expect(files.count == 1)
            let identical = try PixelBuffer(contentsOfPNG: file).bytes == PixelBuffer(contentsOfPNG: Self.photo).bytes
            #expect(identical)
            try? FileManager.default.removeItem(atPath: file)
        }
    }

    @Test func aFileListAnotherProgramCopiedIsPastedAsItsFilesAndAnEmptyClipboardSaysSo() throws {
        try Self.withClipboard { server, clipboard in
            clipboard.paste()
            #expect(Self.pasted(clipboard) == .nothing("The clipboard is empty"))

            let other = Repository.assets + "/Photos/wine-mede.jpg"
            let list = "# copied by a file manager\r\n" + FileURIList.text(for: [Self.photo, other]) + "https://example.com/x.jpg\r\n"
            let owner = try server.start(
                "xclip", ["-quiet", "-selection", "clipboard", "-t", "text/uri-list", "-i"],
                input: Data(list.utf8))
            defer { XvfbServer.stop(owner) }
            var answer: X11Desktop.Pasted?
            _ = Self.eventually {
                clipboard.paste()
                answer = Self.pasted(clipboard)
                if case .files = answer { return true }
                return false
            }
            #expect(answer == .files([Self.photo, other]))
        }
    }

    @Test func fileURIListsNameLocalFilesOnly() {
        #expect(
            FileURIList.paths(in: "file:///a/b%20c.jpg\r\n#x\r\nfile://localhost/d.png\nhttp://h/e.jpg\nfile://other/f.jpg\nplain")
                == ["/a/b c.jpg", "/d.png"])
        #expect(FileURIList.text(for: ["/a/b c.jpg"]) == "file:///a/b%20c.jpg\r\n")
    }
}
