/// Fits text into a width with the font's real measurements (`TextMeasuring`): greedy
/// word wrap, an ellipsis at the end (a credit at a cell's edge) or in the middle (a path,
/// whose folder and file name both matter).
public enum TextFitting {
    /// The ellipsis character used to shorten text.
    public static let ellipsis = "…"

    /// `text` unchanged when it fits in `width`, else as many leading characters as fit
    /// followed by "…".
    public static func truncatingEnd(_ text: String, font: Font, width: Double, measure: TextMeasuring) -> String {
        guard measure.width(of: text, font: font) > width else { return text }
        let characters = Array(text)
        // The longest prefix that fits with the ellipsis: a binary search on its length.
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces + ellipsis
            if measure.width(of: candidate, font: font) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low]).trimmingTrailingSpaces + ellipsis
    }

    /// `text` unchanged when it fits, else its start and end around "…", keeping a little
    /// more of the end (a file name) than of the start.
    public static func truncatingMiddle(_ text: String, font: Font, width: Double, measure: TextMeasuring) -> String {
        guard measure.width(of: text, font: font) > width else { return text }
        let characters = Array(text)
        func shortened(keeping kept: Int) -> String {
            let head = kept * 2 / 5, tail = kept - head
            return String(characters[..<head]) + ellipsis + String(characters[(characters.count - tail)...])
        }
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if measure.width(of: shortened(keeping: middle), font: font) <= width { low = middle } else { high = middle - 1 }
        }
        return shortened(keeping: low)
    }

    /// Greedy word wrap into lines at most `width` wide; a word wider than a line is cut
    /// with an ellipsis rather than overflowing.
    public static func wrap(_ text: String, font: Font, width: Double, measure: TextMeasuring) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(whereSeparator: \.isWhitespace).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure.width(of: candidate, font: font) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = measure.width(of: word, font: font) <= width ? word : truncatingEnd(word, font: font, width: width, measure: measure)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    /// Without the spaces at its end (so "Jane …" reads "Jane…").
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
