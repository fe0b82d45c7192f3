import Foundation
import Testing

@testable import Files

/// Files are written whole or not at all, never through a planted link, and temporary
/// files a killed run left behind are cleaned up.
@Suite struct AtomicFileTests {
    private func folder(_ label: String) throws -> String {
        let path = NSTemporaryDirectory() + "splash-atomic-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aCommitReplacesALinkNotItsTarget() throws {
        let dir = try folder("link")
        let outside = try folder("outside") + "/precious.txt"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink(outside, dir + "/shot.png") == 0)
        let file = try AtomicFile(folder: dir)
        try file.write(Array("frame".utf8))
        try file.commit(to: dir + "/shot.png")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
        #expect(try String(contentsOfFile: dir + "/shot.png", encoding: .utf8) == "frame")
        let kind = try FileManager.default.attributesOfItem(atPath: dir + "/shot.png")[.type] as? FileAttributeType
        #expect(kind == .typeRegular, "the link itself was replaced")
    }

    @Test func anUncommittedFileLeavesNothing() throws {
        let dir = try folder("drop")
        do {
            let file = try AtomicFile(folder: dir)
            try file.write([1, 2, 3])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func commitsWithoutReplacingTakeTheFirstFreeName() throws {
        let dir = try folder("names")
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.jpg"))
        let file = try AtomicFile(folder: dir)
        try file.write(Array("new".utf8))
        let path = try file.commitWithoutReplacing(names: ["a.jpg", "a (2).jpg"])
        #expect(path == dir + "/a (2).jpg")
        #expect(try String(contentsOfFile: dir + "/a.jpg", encoding: .utf8) == "old")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir)) == ["a.jpg", "a (2).jpg"])
    }

    @Test func staleTemporariesAreRemovedAndFreshOnesKept() throws {
        let dir = try folder("stale")
        let now = Date().timeIntervalSince1970
        for name in [".splash-old.partial", ".splash-new.partial", "other.partial", ".splash-old.jpg"] {
            try Data([0]).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        let old = Date(timeIntervalSince1970: now - 120)
        for name in [".splash-old.partial", "other.partial", ".splash-old.jpg"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: dir + "/" + name)
        }
        #expect(AtomicFile.removeStaleTemporaries(in: dir, now: now) == [".splash-old.partial"])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: dir))
                == [".splash-new.partial", "other.partial", ".splash-old.jpg"])
    }
}
