import Geometry
import Scene
import Testing

@testable import Splash

/// The card leaves its cell and lands back into it showing what the cell shows: the
/// cell's credit (the photographer's name over its scrim) is on the card near the cell,
/// fading over the first and last stretch of the flight, so nothing pops out on the tap
/// or in on the landing (the name and its scrim used to appear in one frame).
@Suite struct CardLandingTests {
    /// The drawn credit lines for `name`: where they are in the window, at what drawn size
    /// and alpha.
    static func credits(named name: String, in list: DisplayList) -> [(frame: Rect, size: Double, alpha: Double)] {
        list.commands.compactMap { command in
            guard case let .text(string, font, color, frame, _, scale, _) = command, string == name, font.weight == .regular
            else { return nil }
            return (frame, font.size * scale, color.alpha)
        }
    }

    /// Frames of 4 steps (60 Hz) up to `ms`, each with the transition's phase.
    static func frames(_ driver: SimulationDriver, to ms: Int) -> [(phase: TransitionPhase, list: DisplayList)] {
        var frames: [(TransitionPhase, DisplayList)] = []
        while driver.nextStep < ms * driver.clock.stepsPerSecond / 1000 {
            driver.run(toStep: driver.nextStep + 4)
            frames.append((driver.app.transition.phase, driver.app.displayList()))
        }
        return frames
    }

    /// A click of 60 ms and one held 250 ms, long enough for the row's press-down to
    /// shrink it when the card leaves (a scale taken then drew the credit 3% large on
    /// landing).
    @Test(arguments: [60, 250])
    func theCellsCreditFadesOnTheCardInsteadOfPopping(pressMilliseconds: Int) throws {
        // Tall enough that row 0's credit, at its bottom, is on screen.
        let driver = Fixtures.driver(viewport: Size(width: 414, height: 1000))
        driver.at(100, .touchDown(.mouse, CardTransitionTests.onCell))
        driver.at(100 + pressMilliseconds, .touchUp(.mouse, CardTransitionTests.onCell))
        // The cell as the button comes up, pressed down as far as it went.
        driver.run(toMilliseconds: 90 + pressMilliseconds)
        let beforeTap = driver.app.displayList()
        let opening = Self.frames(driver, to: 1500)
        let name = try #require(driver.app.transition.photo).authorName
        let cell = try #require(Self.credits(named: name, in: beforeTap).first, "the cell shows its credit before the tap")
        // The first frame of the flight still shows the credit nearly whole, on the card
        // already on its way (22 points up at 1000 points tall); it is gone before the
        // card is presented.
        let firstFlight = try #require(opening.first { $0.phase == .presenting })
        let leaving = try #require(Self.credits(named: name, in: firstFlight.list).first)
        #expect(leaving.alpha > 0.8 && abs(leaving.size - cell.size) < 0.5, "\(leaving)")
        #expect(abs(leaving.frame.minX - cell.frame.minX) < 2 && abs(leaving.frame.maxY - cell.frame.maxY) < 40, "\(leaving) \(cell)")
        #expect(Self.credits(named: name, in: try #require(opening.last).list).isEmpty)
        CardTransitionTests.key(driver, "Escape", at: 1600)
        let closing = Self.frames(driver, to: 3500)
        let lastFlight = try #require(closing.last { $0.phase == .dismissing })
        let landed = try #require(closing.last)
        #expect(landed.phase == .none)
        let arriving = try #require(Self.credits(named: name, in: lastFlight.list).first, "the card lands showing the credit")
        let shown = try #require(Self.credits(named: name, in: landed.list).first)
        #expect(arriving.alpha > 0.95 && abs(arriving.size - shown.size) < 0.05, "\(arriving) \(shown)")
        #expect(abs(arriving.frame.minX - shown.frame.minX) < 0.5 && abs(arriving.frame.minY - shown.frame.minY) < 0.5)
    }
}
