import Testing

@testable import Session

/// The nearest-rank percentile every printed p50 and p99 comes from, and the one
/// conversion of a clock interval to seconds.
struct PercentileTests {
    @Test func theNearestRankOfTheSortedValues() {
        #expect(Percentile.of([], 0.5) == 0)
        #expect(Percentile.of([7], 0.99) == 7)
        // Unsorted input: an odd count's median is its middle value.
        #expect(Percentile.of([5, 1, 4, 2, 3], 0.5) == 3)
        // An even count's is the upper middle one, as the bench's medians always took it.
        #expect(Percentile.of([4, 1, 3, 2], 0.5) == 3)
        let hundred = (1...100).map(Double.init).shuffled()
        #expect(Percentile.of(hundred, 0.99) == 99)
        #expect(Percentile.of(hundred, 1) == 100)
        #expect(Percentile.of(hundred, 0) == 1)
    }

    @Test func aDurationInSeconds() {
        #expect(Duration.milliseconds(1500).inSeconds == 1.5)
        #expect(abs(Duration.nanoseconds(250).inSeconds - 250e-9) < 1e-18)
        #expect(Duration.seconds(-2).inSeconds == -2)
    }
}
