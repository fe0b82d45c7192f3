import Testing

@testable import Scene

/// Wrapping and shortening with a measure (the estimate here: 8 pt a character at 16 pt).
@Suite struct TextFittingTests {
    let measure = EstimatedTextMeasure()
    let font = Font.regular(16)

    @Test func textThatFitsIsUnchanged() {
        #expect(TextFitting.truncatingEnd("Jane Doe", font: font, width: 64, measure: measure) == "Jane Doe")
        #expect(TextFitting.truncatingMiddle("/a/b.jpg", font: font, width: 64, measure: measure) == "/a/b.jpg")
    }

    @Test func theEndEllipsisFitsAndDropsTrailingSpaces() {
        let cut = TextFitting.truncatingEnd("Aitzol Berasategi", font: font, width: 64, measure: measure)
        #expect(cut == "Aitzol…")
        #expect(measure.width(of: cut, font: font) <= 64)
        #expect(TextFitting.truncatingEnd("Aitzol Berasategi", font: font, width: 4, measure: measure) == "…")
    }

    @Test func theMiddleEllipsisKeepsMoreOfTheEnd() {
        let path = "albums/2026/summer holiday/Splash/sunset.jpg"
        let cut = TextFitting.truncatingMiddle(path, font: font, width: 160, measure: measure)
        #expect(measure.width(of: cut, font: font) <= 160)
        #expect(cut.count == 20)
        #expect(cut.hasPrefix("albums/") && cut.hasSuffix("sunset.jpg") && cut.contains("…"))
    }

    @Test func wrappingBreaksBetweenWordsAtTheMeasuredWidth() {
        let lines = TextFitting.wrap("A dirt trail climbs a grassy slope", font: font, width: 96, measure: measure)
        #expect(lines == ["A dirt trail", "climbs a", "grassy slope"])
        #expect(lines.allSatisfy { measure.width(of: $0, font: font) <= 96 })
        #expect(TextFitting.wrap("Supercalifragilistic", font: font, width: 80, measure: measure) == ["Supercali…"])
        #expect(TextFitting.wrap("  ", font: font, width: 80, measure: measure).isEmpty)
    }
}
