import Foundation
import PhotoLibrary
import Testing

@testable import Splash

/// The manifest is read in one pass, a chunk at a time (`ManifestReader`): every entry's
/// message names the line it starts on, strings holding brackets, quotes and escapes do
/// not confuse it, keys below the top level are not the manifest's, and text that is not
/// JSON is one line naming where it broke.
@Suite struct ManifestReadingTests {
    /// Loads `json` as photos.json in a folder holding one real photo as `a.jpg`.
    private func load(_ json: String) throws -> PhotoLibrary {
        let folder = try Fixtures.temporaryFolder("reading")
        try FileManager.default.copyItem(atPath: Fixtures.library().photos[0].path, toPath: folder + "/a.jpg")
        try json.write(toFile: folder + "/photos.json", atomically: true, encoding: .utf8)
        return PhotoLibrary.load(manifest: folder + "/photos.json")
    }

    /// A valid entry for `a.jpg` with `id` and `extra` fields.
    private func entry(_ id: String, _ extra: String = "") -> String {
        "{\"id\": \"\(id)\", \"file\": \"a.jpg\", \"width\": 10, \"height\": 10, \"user\": {\"name\": \"A\"}\(extra)}"
    }

    @Test func eachEntryIsNamedByTheLineItStartsOn() throws {
        let library = try load(
            """
            {
              "header": "a",
              "photos": [
                \(entry("a")),

                {"id": "b"},
                {
                  "id": "c"
                }
              ],
              "categories": [{"id": "n", "title": "N", "photo": "a"}, {"id": "m"}]
            }
            """)
        #expect(library.photos.map(\.id) == ["a"])
        #expect(
            library.errors == [
                "photos.json:6: photo 'b': missing or invalid field 'file'",
                "photos.json:7: photo 'c': missing or invalid field 'file'",
                "photos.json:11: category 'm': missing field 'title'"
            ])
        #expect(library.categories.map(\.id) == ["n"])
    }

    @Test func stringsWithBracketsQuotesAndEscapesCannotFoolIt() throws {
        let library = try load(
            "{\"note\": \"[{,\\\"]\",\n\"photos\": [\n"
                + entry("a,]}\\\"\\n\\u00e9\\ud83d\\ude00", ", \"description\": \"x\\\\\\/\\t\"")
                + ",\n\"x\\n\", 7,\n{}]}")
        #expect(library.photos.map(\.id) == ["a,]}\"\né😀"])
        #expect(library.photos.first?.description == "x\\/\t")
        #expect(
            library.errors == [
                "photos.json:4: photo 1 is not an object",
                "photos.json:4: photo 2 is not an object",
                "photos.json:5: photo 3: missing or invalid field 'id'"
            ])
    }

    @Test func onlyTopLevelKeysAreTheManifests() throws {
        let library = try load("{\"meta\": {\"photos\": [1, 2], \"header\": 3},\n\"photos\": [\n\(entry("a"))]}")
        #expect(library.photos.map(\.id) == ["a"])
        #expect(library.errors.isEmpty)
    }

    @Test func aFieldOfTheWrongTypeReadsAsMissing() throws {
        let library = try load(
            "{\"header\": 7, \"photos\": [\(entry("a", ", \"license\": 3, \"categories\": [\"x\", 1]")),"
                + "{\"id\": \"b\", \"file\": \"a.jpg\", \"width\": \"10\", \"height\": 10, \"user\": \"B\"}]}")
        #expect(library.photos.first?.license == nil)
        #expect(
            library.errors == [
                "photos.json:1: photo 'a': 'categories' is not a list of category ids; ignored",
                "photos.json:1: photo 'b': missing or invalid field 'width'",
                "photos.json: 'header' is not a photo id (a string)"
            ])
    }

    @Test func textThatIsNotJSONIsOneLineNamingWhereItBroke() throws {
        let broken = [
            ("]]]{\"photos\": []}", "photos.json:1:"),
            ("", "photos.json:1:"),
            ("{\"photos\": [\n\"unterminated", "photos.json:2:"),
            ("{\"photos\": [\n{\"id\": 01}]}", "photos.json:2:"),
            ("{\"photos\": [\n{\"id\": \"raw\nbreak\"}]}", "photos.json:2:"),
            ("{\"photos\": [], \"x\": tru}", "photos.json:1:"),
            ("{\"photos\": []} trailing", "photos.json:1:"),
            ("{\"photos\": \"not a list\"}", "photos.json:1:"),
            ("{\"photos\": [\"\\ud800\"]}", "photos.json:1:")
        ]
        for (text, place) in broken {
            let library = try load(text)
            #expect(library.photos.isEmpty)
            #expect(library.errors.count == 1)
            let message = library.errors.first ?? ""
            #expect(message.hasPrefix(place + " not a valid photo manifest"), "\(text): \(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func invalidUTF8IsRefused() throws {
        let folder = try Fixtures.temporaryFolder("utf8")
        try Data(Array("{\"header\": \"".utf8) + [0xFF] + Array("\", \"photos\": []}".utf8)).write(to: URL(fileURLWithPath: folder + "/photos.json"))
        let library = PhotoLibrary.load(manifest: folder + "/photos.json")
        #expect(library.errors.first?.contains("not valid UTF-8") == true)
    }

    /// Entries that cross the reader's 1 MB chunks are read whole: 6 000 entries, each
    /// with a long description, span several chunks.
    @Test func entriesAcrossChunksAreReadWhole() throws {
        let description = String(repeating: "é long words ", count: 20)
        let entries = (0..<6000).map { entry("p\($0)", ", \"description\": \"\(description)\"") }
        let library = try load("{\"photos\": [\n" + entries.joined(separator: ",\n") + "\n]}")
        #expect(library.errors.isEmpty)
        #expect(library.photos.count == 6000)
        #expect(library.photos.allSatisfy { $0.description == description })
        #expect(library.photos.last?.id == "p5999")
    }
}
