import Foundation
import Geometry
import Gestures
import Scene
import Testing

@testable import Splash

/// A step nothing looks at leaves the feed's rows and their images to the next step that
/// is looked at (`SimulationDriver` in stretches, `SplashApp.step(dt:observed:)`), so
/// every frame drawn and every touch that lands must find the rows where laying them out
/// at every step would have put them.
@Suite struct ObservedStepsTests {
    /// Input that moves the screen through steps nobody looks at, each showing images
    /// for the first time inside such a stretch (a fade must start at the step laying out
    /// every step starts it at, not at the frame, nor at the stretch's first step).
    enum Schedule: String, CaseIterable, CustomTestStringConvertible {
        /// A fling, a touch that catches the feed between two frames and drags it, a tap
        /// that opens a photo, and a pull down that closes it.
        case flingCatchOpenAndClose
        /// The Explore strip flung left: its cards come on screen between frames.
        case exploreStripFlung
        /// The window widened while a scrub holds a card: rows come on screen at once.
        case resizedUnderAHeldScrub
        /// A category's collection opened and flung up: its rows come on screen.
        case collectionFlung

        var testDescription: String { rawValue }

        /// Whether the schedule did what it says in `app`, which `opened` a card (a
        /// detail or a collection) at some frame.
        func happened(in app: SplashApp, opened: Bool) -> Bool {
            switch self {
            case .flingCatchOpenAndClose: opened
            case .exploreStripFlung: app.home.explore.strip.offset > 100
            case .resizedUnderAHeldScrub: opened && app.home.viewport.width == 1280
            case .collectionFlung: opened && app.collection.content.scroll.offset > 100
            }
        }

        func apply(to driver: SimulationDriver) {
            switch self {
            case .flingCatchOpenAndClose:
                driver.at(0, .touchDown(.mouse, Point(x: 200, y: 650)))
                driver.at(17, .touchMove(.mouse, Point(x: 200, y: 560)))
                driver.at(33, .touchMove(.mouse, Point(x: 200, y: 420)))
                driver.at(50, .touchUp(.mouse, Point(x: 200, y: 300)))
                // 602 ms is step 144.48: the touch lands on the step after 144, between frames.
                driver.at(602, .touchDown(.mouse, Point(x: 150, y: 500)))
                driver.at(640, .touchMove(.mouse, Point(x: 150, y: 430)))
                driver.at(690, .touchUp(.mouse, Point(x: 150, y: 430)))
                driver.at(1_507, .touchDown(.mouse, Point(x: 210, y: 600)))
                driver.at(1_553, .touchUp(.mouse, Point(x: 210, y: 600)))
                driver.at(2_801, .touchDown(.mouse, Point(x: 200, y: 300)))
                driver.at(2_850, .touchMove(.mouse, Point(x: 200, y: 420)))
                driver.at(2_900, .touchMove(.mouse, Point(x: 200, y: 560)))
                driver.at(2_950, .touchUp(.mouse, Point(x: 200, y: 560)))
            case .exploreStripFlung:
                // The strip's cards sit between y 398 and 547 at rest.
                driver.at(100, .touchDown(.mouse, Point(x: 380, y: 470)))
                for move in 1...8 { driver.at(100 + 16 * move, .touchMove(.mouse, Point(x: 380 - 40 * Double(move), y: 470))) }
                driver.at(236, .touchUp(.mouse, Point(x: 60, y: 470)))
            case .resizedUnderAHeldScrub:
                driver.at(100, .touchDown(.mouse, Point(x: 200, y: 650)))
                driver.at(160, .touchUp(.mouse, Point(x: 200, y: 650)))
                driver.at(1_000, .touchDown(.mouse, Point(x: 200, y: 300)))
                driver.at(1_050, .touchMove(.mouse, Point(x: 200, y: 400)))
                // 1101 ms is step 264.24: the resize lands between frames.
                driver.at(1_101, .resize(Size(width: 1280, height: 800)))
                driver.at(1_600, .touchUp(.mouse, Point(x: 200, y: 400)))
            case .collectionFlung:
                driver.at(100, .touchDown(.mouse, Point(x: 200, y: 470)))
                driver.at(160, .touchUp(.mouse, Point(x: 200, y: 470)))
                driver.at(1_300, .touchDown(.mouse, Point(x: 200, y: 650)))
                for move in 1...8 { driver.at(1_300 + 16 * move, .touchMove(.mouse, Point(x: 200, y: 650 - 60 * Double(move)))) }
                driver.at(1_436, .touchUp(.mouse, Point(x: 200, y: 170)))
            }
        }
    }

    @Test(arguments: Schedule.allCases)
    func framesAndStateAreTheSameAsWhenEveryStepIsLaidOut(_ schedule: Schedule) throws {
        let framed = Fixtures.driver(), eager = Fixtures.driver()
        schedule.apply(to: framed)
        schedule.apply(to: eager)
        let stepsPerFrame = 4, frames = 240 * 4 / stepsPerFrame
        var firstDifferent: Int?, firstMistimed: Int?
        var opened = false
        for frame in 1...frames {
            // Four steps a frame, as at 60 fps: only the last of them is looked at.
            framed.run(toStep: frame * stepsPerFrame)
            // Every step laid out, as before steps were told whether they are looked at.
            while eager.nextStep < frame * stepsPerFrame { eager.runStep() }
            let drawn = framed.app.displayList(), expected = eager.app.displayList()
            if drawn != expected && firstDifferent == nil { firstDifferent = frame }
            // Every fade timed from the same step, drawn yet or not (a prefetched photo's
            // too, which only shows once it scrolls in).
            if framed.app.images.readyTime != eager.app.images.readyTime && firstMistimed == nil {
                firstMistimed = frame
            }
            opened = opened || framed.app.isCardOut
        }
        #expect(firstDifferent == nil, "frame \(firstDifferent ?? 0) differs from the one every step laid out")
        #expect(firstMistimed == nil, "at frame \(firstMistimed ?? 0) a fade is timed from another step")
        #expect(schedule.happened(in: framed.app, opened: opened), "the input did what \(schedule) says")
        let a = String(decoding: try framed.app.stateReport().jsonData(), as: UTF8.self)
        let b = String(decoding: try eager.app.stateReport().jsonData(), as: UTF8.self)
        #expect(a == b, "\(a)\n---\n\(b)")
    }

    /// A card in flight is drawn into its nodes, and the feed's rows laid out, once a
    /// frame: at the step the frame looks at, not at each of its four. The card asks for
    /// its source cell at every step, which over a feed at rest must not lay the rows out.
    @Test func aCardInFlightIsLaidOutOnceAFrame() {
        let driver = Fixtures.driver()
        driver.at(100, .touchDown(.mouse, Point(x: 210, y: 600)))
        driver.at(146, .touchUp(.mouse, Point(x: 210, y: 600)))
        var rowsInFlight: [Int] = [], cardInFlight: [Int] = []
        for frame in 1...120 {
            let rows = driver.app.home.rowLayouts, card = driver.app.transition.applications
            driver.run(toStep: frame * 4)
            if driver.app.stateReport().transition.phase == TransitionPhase.presenting.rawValue {
                rowsInFlight.append(driver.app.home.rowLayouts - rows)
                cardInFlight.append(driver.app.transition.applications - card)
            }
        }
        #expect(rowsInFlight.count > 10, "the card flew for \(rowsInFlight.count) frames")
        // The first frame of the flight also holds the step the tap landed on, which is
        // looked at (input reads the rows).
        #expect(rowsInFlight.dropFirst().allSatisfy { $0 == 1 }, "row layouts a frame: \(rowsInFlight)")
        #expect(cardInFlight.dropFirst().allSatisfy { $0 == 1 }, "card layouts a frame: \(cardInFlight)")
    }

    /// Two apps flung alike for `steps` steps, one laying out at every step, the other
    /// with its last `unlooked` steps not looked at: a long stretch, so the feed has
    /// moved rows past the 200-point overscan since it last laid them out, and only
    /// laying out before a read finds them.
    static func flung(steps: Int, unlooked: Int) -> (framed: SplashApp, eager: SplashApp) {
        let framed = Fixtures.driver().app, eager = Fixtures.driver().app
        let dt = 1.0 / 240
        for app in [framed, eager] {
            app.handle(InputEvent(time: 0, kind: .touchDown(.mouse, Point(x: 200, y: 700))))
            for _ in 0..<4 { app.step(dt: dt) }
            app.handle(InputEvent(time: app.time, kind: .touchMove(.mouse, Point(x: 200, y: 500))))
            for _ in 0..<4 { app.step(dt: dt) }
            app.handle(InputEvent(time: app.time, kind: .touchUp(.mouse, Point(x: 200, y: 250))))
        }
        for step in 1...steps {
            framed.step(dt: dt, observed: step <= steps - unlooked)
            eager.step(dt: dt)
        }
        return (framed, eager)
    }

    /// Points down the feed, a tenth of a row apart.
    static let column = stride(from: 120.0, through: 720, by: 27).map { Point(x: 200, y: $0) }

    @Test func aQueryBetweenFramesFindsTheRowsWhereTheyAreNow() {
        // Mid-fling, 40 steps since the rows were laid out: the query lays them out first.
        let (framed, eager) = Self.flung(steps: 48, unlooked: 40)
        #expect(framed.home.feed.offset == eager.home.feed.offset && framed.home.feed.isScrolling)
        let found = Self.column.map { framed.home.photoCell(at: $0)?.photo?.id }
        let expected = Self.column.map { eager.home.photoCell(at: $0)?.photo?.id }
        #expect(found == expected)
        #expect(framed.home.visiblePhotos == eager.home.visiblePhotos)
    }

    @Test(arguments: column) func aTouchBetweenFramesLandsOnTheRowUnderIt(point: Point) {
        let (framed, eager) = Self.flung(steps: 48, unlooked: 40)
        for app in [framed, eager] {
            app.handle(InputEvent(time: app.time, kind: .touchDown(.mouse, point)))
            app.handle(InputEvent(time: app.time, kind: .touchUp(.mouse, point)))
            for _ in 0..<24 { app.step(dt: 1.0 / 240) }
        }
        let a = framed.stateReport(), b = eager.stateReport()
        #expect(a.transition == b.transition, "at \(point)")
        #expect(a.pressedPhoto == b.pressedPhoto && a.visiblePhotos == b.visiblePhotos, "at \(point)")
    }
}
