import FuzzSupport
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

    /// Typing on searches only the previous matches: letter by letter, with spaces,
    /// accents and capitals, the narrowed results are the whole search's, and a text that
    /// did not only grow (a deletion, a word typed afresh) is searched whole.
    @Test func typingOnNarrowsToTheSameResults() {
        var random = SplitMix64(seed: 18)
        let syllables = ["ka", "ré", "mo", "ZU", "li", "an", "tö", "se", "pi", "ro"]
        func word() -> String { (0..<Int.random(in: 1...3, using: &random)).map { _ in syllables.randomElement(using: &random)! }.joined() }
        let documents = (0..<400).map { _ in (0..<Int.random(in: 1...6, using: &random)).map { _ in word() }.joined(separator: " ") }
        let index = SearchIndex(documents: documents)
        for _ in 0..<60 {
            let typed = (0..<Int.random(in: 1...3, using: &random)).map { _ in word() }.joined(separator: " ")
            var previous: (query: String, matches: [Int])?
            var text = ""
            for character in typed {
                text.append(character)
                let narrowed = index.matches(text, narrowing: previous)
                #expect(narrowed == index.matches(text), "\(text)")
                previous = (text, narrowed)
            }
            // Back to a shorter text, and to another one: searched whole.
            let shorter = String(text.dropLast())
            #expect(index.matches(shorter, narrowing: previous) == index.matches(shorter))
            #expect(index.matches("ka", narrowing: previous) == index.matches("ka"))
        }
    }
}
