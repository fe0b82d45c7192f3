import Foundation
import Geometry
import Motion
import Testing

@testable import Splash

/// Motion files (`--motion FILE`, issue 15): a partial file keeps the defaults, a spring
/// means the same in each vocabulary, every bad value is refused by name, and the values
/// reach the app.
@Suite struct MotionFileTests {
    static func parse(_ text: String) throws(MotionFile.Problem) -> MotionTuning {
        try MotionFile.parse(Data(text.utf8))
    }

    static func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aPartialFileKeepsTheDefaultsForTheRest() throws {
        let tuning = try Self.parse(#"{"press.scale": 0.9}"#)
        #expect(tuning.number("press.scale") == 0.9)
        #expect(tuning.isOverridden("press.scale"))
        for entry in MotionTuning.entries where entry.name != "press.scale" {
            #expect(!tuning.isOverridden(entry.name))
            if case .number = entry.kind {
                #expect(tuning.number(entry.name) == MotionTuning.defaults.number(entry.name), "\(entry.name)")
            } else {
                #expect(tuning.spring(entry.name) == MotionTuning.defaults.spring(entry.name), "\(entry.name)")
            }
        }
        #expect(try Self.parse("{}") == MotionTuning.defaults)
    }

    /// The same spring written three ways is the same spring.
    @Test func theThreeVocabulariesMeanTheSameSpring() throws {
        let swiftUI = try Self.parse(#"{"press.spring": {"duration": 0.5, "bounce": 0.3}}"#).spring("press.spring")
        let p = swiftUI.parameters
        let uikit = try Self.parse(
            #"{"press.spring": {"dampingRatio": \#(p.dampingRatio), "response": \#(p.response)}}"#
        ).spring("press.spring")
        let physical = try Self.parse(
            #"{"press.spring": {"mass": 1, "stiffness": \#(p.stiffness), "damping": \#(p.damping)}}"#
        ).spring("press.spring")
        for other in [uikit.parameters, physical.parameters] {
            #expect(abs(other.stiffness - p.stiffness) < 1e-9 * p.stiffness)
            #expect(abs(other.damping - p.damping) < 1e-9 * p.damping)
        }
        // SwiftUI's published numbers: 0.5 s with bounce 0.3 is stiffness 157.9, damping 17.6.
        #expect(abs(p.stiffness - 157.91) < 0.01 && abs(p.damping - 17.59) < 0.01)
        let velocity = try Self.parse(
            #"{"card.dismiss.spring": {"dampingRatio": 0.7, "response": 0.5, "initialVelocity": 3}}"#
        ).spring("card.dismiss.spring")
        #expect(velocity.initialVelocity == 3)
    }

    @Test(arguments: [
        (#"{"press.scal": 0.9}"#, "unknown key 'press.scal'"),
        (#"{"press.scale": true}"#, "'press.scale' must be a number, not a boolean"),
        (#"{"press.scale": "0.9"}"#, "'press.scale' must be a number, not a string"),
        (#"{"press.scale": 7}"#, "'press.scale' is 7, outside 0.5…1.5"),
        (#"{"press.spring": 0.4}"#, "'press.spring' must be a spring object, not a number"),
        (#"{"press.spring": {"duration": -0.4}}"#, "'press.spring.duration' must be positive, not -0.4"),
        (#"{"press.spring": {"duration": 0.4, "bounce": 1}}"#, "'press.spring.bounce' must be above −1 and below 1, not 1"),
        (#"{"press.spring": {"duration": 0.4, "dampingRatio": 0.5}}"#, "'press.spring' mixes vocabularies"),
        (#"{"press.spring": {"speed": 2}}"#, "'press.spring' has an unknown field 'speed'"),
        (#"{"press.spring": {"stiffness": 100}}"#, "'press.spring.damping' must be given"),
        (#"[1, 2]"#, "a motion file is a JSON object"),
        ("{", "not valid JSON")
    ])
    func everyBadValueIsRefusedByName(text: String, expected: String) {
        let message = Self.problem(text)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
        #expect(message?.contains("\n") != true)
    }

    /// Each format names each spring in its platform's own API.
    @Test func eachExportWritesEverySpringInItsPlatformsTerms() {
        let expected: [MotionExport: String] = [
            .swiftui: "Animation.spring(duration: ", .uikit: "UISpringTimingParameters(mass: ",
            .compose: "spring<Float>(dampingRatio = ", .css: "-easing: linear("
        ]
        for format in MotionExport.allCases {
            let text = format.text(for: .defaults)
            let springs = MotionTuning.entries.filter { if case .spring = $0.kind { true } else { false } }
            #expect(text.components(separatedBy: expected[format]!).count - 1 == springs.count, "\(format)")
            for entry in MotionTuning.entries { #expect(text.contains(entry.name), "\(format) misses \(entry.name)") }
        }
        #expect(MotionExport.uikit.text(for: .defaults).contains("usingSpringWithDamping: 0.4, initialSpringVelocity: 3"))
    }

    /// The CSS curve, straight segments between its samples, stays within 1% of the
    /// spring everywhere in between, for springy and stiff springs alike.
    @Test(arguments: [(0.5, 0.3), (0.4, 0.6), (0.8, 0.0), (0.3, -0.4)])
    func theCSSCurveStaysWithinOnePercentOfTheSpring(duration: Double, bounce: Double) {
        let spring = TunedSpring(SpringParameters(duration: duration, bounce: bounce))
        let samples = MotionExport.cssCurve(spring)
        #expect(samples.first?.value == 0 && samples.last?.value == 1)
        for (a, b) in zip(samples, samples.dropFirst()) {
            for k in 1..<10 {
                let t = a.time + (b.time - a.time) * Double(k) / 10
                let linear = a.value + (b.value - a.value) * Double(k) / 10
                #expect(abs(linear - spring.stepResponse(at: t)) < 0.01, "at \(t) s")
            }
        }
    }

    /// The values reach the app: a motion file's pressed scale is what a press shows.
    @Test func aTunedPressScaleIsWhatThePressShows() throws {
        let tuning = try Self.parse(#"{"press.scale": 0.9, "press.spring": {"dampingRatio": 1, "response": 0.1}}"#)
        let driver = Fixtures.driver(motion: tuning)
        driver.at(100, .touchDown(.mouse, Point(x: 200, y: 650)))
        // Before the half-second hold that would lift the photo instead.
        driver.run(toMilliseconds: 450)
        let report = driver.app.stateReport()
        #expect(report.pressedPhoto != nil)
        #expect(abs((report.pressedScale ?? 0) - 0.9) < 1e-4)
    }

    /// The header's heights reach the feed: it rests, and collapses, where the file says,
    /// and the rows start under it.
    @Test func tunedHeaderHeightsAreWhereTheHeaderRestsAndStops() throws {
        let tuning = try Self.parse(#"{"header.height": 300, "header.collapsed": 120}"#)
        let driver = Fixtures.driver(motion: tuning)
        driver.run(toMilliseconds: 100)
        #expect(driver.app.stateReport().headerHeight == 300)
        #expect(driver.app.home.layout.photosTop == 300 + driver.app.home.explore.height)
        driver.drag(x: 200, from: 650, to: 50, start: 200, duration: 300)
        driver.run(toMilliseconds: 3000)
        #expect(driver.app.stateReport().headerHeight == 120)
        #expect(
            Self.problem(#"{"header.height": 250, "header.collapsed": 250}"#)
                == "'header.collapsed' (250) must be below 'header.height' (250)")
    }
}
