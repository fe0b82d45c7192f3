import Foundation
import Testing

@testable import Files

/// Only regular files are read: a named pipe, a device or a folder is refused at once,
/// without blocking, and with a reason in plain words.
@Suite struct RegularFileTests {
    private func folder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "splash-files-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aNamedPipeIsRefusedWithoutWaitingForAWriter() throws {
        let path = try folder("fifo") + "/pipe.jpg"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: FileProblem(path: path, reason: "is a named pipe, not a regular file")) {
            _ = try RegularFile(path: path)
        }
    }

    @Test func devicesAndFoldersAreRefused() throws {
        #expect(throws: FileProblem(path: "/dev/zero", reason: "is a device, not a regular file")) {
            _ = try RegularFile(path: "/dev/zero")
        }
        let dir = try folder("dir")
        #expect(throws: FileProblem(path: dir, reason: "is a folder, not a regular file")) {
            _ = try RegularFile(path: dir)
        }
    }

    @Test func missingUnreadableAndNULPathsSayWhyInPlainWords() throws {
        let dir = try folder("missing")
        let missing = FileProblem(path: dir + "/gone.jpg", reason: "no such file or folder")
        #expect(missing.message == "gone.jpg: no such file or folder")
        #expect(throws: missing) { _ = try RegularFile(path: dir + "/gone.jpg") }
        #expect(throws: FileProblem(path: "a\u{0}b", reason: "the path contains a NUL character")) {
            _ = try RegularFile(path: "a\u{0}b")
        }
        if getuid() != 0 {
            let locked = dir + "/locked.jpg"
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: locked))
            chmod(locked, 0)
            #expect(throws: FileProblem(path: locked, reason: "permission denied")) { _ = try RegularFile(path: locked) }
        }
    }

    @Test func readsAreBoundedByTheLimit() throws {
        let path = try folder("limit") + "/big.bin"
        try Data(repeating: 7, count: 3000).write(to: URL(fileURLWithPath: path))
        let file = try RegularFile(path: path)
        #expect(file.size == 3000)
        #expect(try file.read(upToCount: 10) == [UInt8](repeating: 7, count: 10))
        #expect(throws: FileProblem.self) { _ = try RegularFile(path: path).readAll(limit: 2999) }
        #expect(try RegularFile(path: path).readAll(limit: 3000).count == 3000)
    }
}
