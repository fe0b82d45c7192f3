/// The problems one load meets, one line each: the first `listedLimit` of its entries'
/// problems are kept word for word, the rest only counted, and a line past the limit is
/// never even written.
///
/// A manifest of a million photos that all fail the same way (their files outside the
/// manifest's folder, say) made a million lines: 200 MB on the terminal before the first
/// frame, 7 to 8 s to a first frame and 980 MB at the peak, where the same manifest read
/// cleanly takes 5 s and 243 MB. The first hundred lines say what is wrong; the count says
/// how often.
public struct ListedProblems: Sendable {
    /// How many lines are kept (tuned: a terminal's screenful or two, as compilers stop
    /// listing errors after a few dozen).
    public static let listedLimit = 100

    /// The lines kept, first met first.
    public private(set) var lines: [String] = []
    /// How many more problems were met than `lines` holds.
    public private(set) var unlisted = 0

    public init() {}

    /// Every problem met, listed or not.
    public var count: Int { lines.count + unlisted }

    /// Notes a problem with the whole manifest (its header, its lists), listed however
    /// many entry problems came before it: there is one of each at most, and it says more
    /// than any entry's line.
    public mutating func appendListed(_ line: String) {
        lines.append(line)
    }

    /// Notes a problem; its line is made only while there is room to keep it.
    public mutating func append(_ line: @autoclosure () -> String) {
        if lines.count < Self.listedLimit {
            lines.append(line())
        } else {
            unlisted += 1
        }
    }
}
