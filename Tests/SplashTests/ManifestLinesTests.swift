import PhotoLibrary
import Testing

@testable import Splash

/// The line each manifest entry starts on, found without decoding: strings holding
/// brackets, commas, escaped quotes and newlines must not confuse it.
@Suite struct ManifestLinesTests {
    private func lines(_ text: String, _ key: String = "photos") -> [Int?] {
        let found = ManifestLines(Array(text.utf8), keys: ["photos", "categories"])
        return (0..<4).map { found.line(ofElement: $0, in: key) }
    }

    @Test func eachElementIsFoundOnItsLine() {
        let text = """
            {
              "header": "a",
              "photos": [
                {"id": "a", "user": {"name": "x"}},

                {"id": "b"},
                {
                  "id": "c"
                }
              ],
              "categories": [{"id": "n"}, {"id": "m"}]
            }
            """
        #expect(lines(text) == [4, 6, 7, nil])
        #expect(lines(text, "categories") == [11, 11, nil, nil])
    }

    @Test func stringsCannotFoolIt() {
        let text = "{\"note\": \"[{,\\\"]\",\n\"photos\": [\n{\"id\": \"a,]}\\\"\\n\"},\n\"x\\\n\", 7,\n{}]}"
        #expect(lines(text) == [3, 4, 5, 6])
    }

    @Test func onlyTopLevelKeysCount() {
        let text = "{\"meta\": {\"photos\": [1, 2]},\n\"photos\": [\n{}]}"
        #expect(lines(text) == [3, nil, nil, nil])
    }

    @Test func brokenTextGivesNoLineInsteadOfAWrongOne() {
        #expect(lines("]]]{\"photos\": [{}]}") == [nil, nil, nil, nil])
        #expect(lines("") == [nil, nil, nil, nil])
        #expect(lines("{\"photos\": [\"unterminated") == [1, nil, nil, nil])
    }
}
