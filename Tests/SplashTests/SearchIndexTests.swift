import Testing

@testable import Splash

/// Search as you type: every word must match, in any field, whatever the case or accents.
@Suite struct SearchIndexTests {
    let index = SearchIndex(documents: [
        "Aitzol Berasategi · A dirt trail climbs towards jagged limestone peaks · Mountains",
        "Zoë Müller · Café terrace in Zürich at dusk · Food & Drink",
        "Jane Doe · A yellow flower in the rain · Flowers Weather",
        "José Núñez · 東京の夜景 · Interiors",
        ""
    ])

    @Test func everyWordMustMatchAnywhere() {
        #expect(index.matches("trail") == [0])
        #expect(index.matches("a") == [0, 1, 2])
        #expect(index.matches("e") == [0, 1, 2, 3])
        #expect(index.matches("rain flower") == [2])
        #expect(index.matches("rain mountains") == [])
        #expect(index.matches("jane weather") == [2])
    }

    @Test func caseAndAccentsAreIgnoredBothWays() {
        #expect(index.matches("ZURICH cafe") == [1])
        #expect(index.matches("zoe muller") == [1])
        #expect(index.matches("Zürich") == [1])
        #expect(index.matches("nunez") == [3])
        #expect(index.matches("JOSÉ") == [3])
    }

    @Test func wordsArePartsOfWordsAndPunctuationSeparates() {
        #expect(index.matches("lime") == [0])
        #expect(index.matches("food&drink") == [1])
        #expect(index.matches("東京") == [3])
        #expect(index.matches("夜景") == [3])
    }

    @Test func aQueryWithNoWordsMatchesEverything() {
        #expect(index.matches("") == [0, 1, 2, 3, 4])
        #expect(index.matches("  · & ") == [0, 1, 2, 3, 4])
        #expect(SearchIndex(documents: []).matches("x") == [])
        #expect(SearchIndex(documents: []).matches("") == [])
    }

    @Test func oneHitPerDocumentEvenWhenTheWordRepeats() {
        let repeated = SearchIndex(documents: ["sun sun sun", "moon", "sunset sun"])
        #expect(repeated.matches("sun") == [0, 2])
        #expect(repeated.matches("n") == [0, 1, 2])
    }
}
