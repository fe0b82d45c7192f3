import Foundation
import PhotoLibrary
import Testing

@testable import Splash

/// F2 without `--frames` saves where the user looks for pictures, and never replaces a
/// file.
struct ShotsFolderTests {
    static func temporaryHome() throws -> String {
        let home = NSTemporaryDirectory() + "splash-home-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        return home
    }

    @Test func shotsGoToSplashInThePicturesFolderWhenItExists() throws {
        let home = try Self.temporaryHome()
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/.config"]
        #expect(ShotsFolder.resolve(environment: environment) == home + "/Downloads")
        #expect(ShotsFolder.resolve(environment: environment, downloads: "/chosen") == "/chosen")
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        #expect(ShotsFolder.resolve(environment: environment) == home + "/Pictures/Splash")
        try FileManager.default.createDirectory(atPath: home + "/Bilder", withIntermediateDirectories: true)
        #expect(
            ShotsFolder.resolve(environment: environment.merging(["XDG_PICTURES_DIR": "$HOME/Bilder"]) { $1 })
                == home + "/Bilder/Splash")
    }

    @Test func keptShotsNeverReplaceAFileAndLeaveNoTemporaryFile() throws {
        let home = try Self.temporaryHome()
        let folder = home + "/Pictures/Splash"
        var saved: [String] = []
        for index in 1...3 {
            let temporary = home + "/frame-\(index).png"
            try Data("png \(index)".utf8).write(to: URL(fileURLWithPath: temporary))
            saved.append(try ShotsFolder.keep(temporary, in: folder).get())
            #expect(!FileManager.default.fileExists(atPath: temporary))
        }
        #expect(
            saved.map { ($0 as NSString).lastPathComponent }
                == ["Splash shot.png", "Splash shot (2).png", "Splash shot (3).png"])
        #expect(try String(contentsOfFile: saved[0], encoding: .utf8) == "png 1")
        #expect(try String(contentsOfFile: saved[2], encoding: .utf8) == "png 3")
    }
}
