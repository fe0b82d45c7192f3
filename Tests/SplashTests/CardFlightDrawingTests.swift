import Foundation
import Geometry
import Gestures
import Scene
import Testing

@testable import Splash

/// What the card's flights draw, frame by frame at 60 Hz (issue 12): the rounded clip
/// never flickers between square and round, a category card keeps its title, and a row
/// half under the collapsed header leaves from exactly where it was seen.
@Suite struct CardFlightDrawingTests {
    static let stepsPerFrame = 4

    /// The rounding drawn at the card's top-left corner: the topmost image or placeholder
    /// covering that corner, by its own radius or by the rounded clip it is drawn in.
    static func cornerRounding(_ list: DisplayList, card: Rect) -> Double {
        let corner = Point(x: card.minX + 0.5, y: card.minY + 0.5)
        for command in list.commands.reversed() {
            let frame: Rect, radius: Double, clip: Clip?
            switch command {
            case let .image(_, f, _, r, _, _, _, c): (frame, radius, clip) = (f, r, c)
            case let .pixels(_, f, r, _, c): (frame, radius, clip) = (f, r, c)
            default: continue
            }
            guard frame.contains(corner) else { continue }
            if let clip, abs(clip.roundedRect.minX - card.minX) < 0.5, abs(clip.roundedRect.minY - card.minY) < 0.5 {
                return clip.cornerRadius
            }
            return abs(frame.minX - card.minX) < 0.5 && abs(frame.minY - card.minY) < 0.5 ? radius : 0
        }
        return 0
    }

    /// Steps frame by frame while the transition is in `phase`, recording each frame's
    /// rounding and whether `title` was drawn.
    static func flight(
        _ driver: SimulationDriver, while phase: TransitionPhase, title: String?, collection: Bool = false
    ) -> [(Double, Bool)] {
        var frames: [(Double, Bool)] = []
        let app = driver.app
        while (collection ? app.collection.phase : app.transition.phase) == phase {
            driver.run(toStep: driver.nextStep + stepsPerFrame)
            let list = driver.app.displayList()
            let card = (collection ? app.collection.content.card : app.transition.content.card).frameInWindow
            let drawsTitle = list.commands.contains { command in
                if case let .text(string, _, _, _, _, _, _) = command { return string == title }
                return false
            }
            frames.append((cornerRounding(list, card: card), drawsTitle))
        }
        return frames
    }

    /// No three frames in a row go square, round, square or round, square, round.
    static func flickers(_ rounding: [Double]) -> Bool {
        let round = rounding.map { $0 > 0.5 }
        return zip(round, zip(round.dropFirst(), round.dropFirst(2))).contains { a, pair in
            a != pair.0 && pair.0 != pair.1
        }
    }

    @Test func aCategoryCardStaysRoundAndTitledThroughItsFlights() throws {
        let driver = Fixtures.driver()
        let card = try #require(driver.app.home.explore.cards.first)
        CardTransitionTests.tap(driver, at: card.node.frameInWindow.center, start: 100)
        driver.run(toMilliseconds: 160)
        let present = Self.flight(driver, while: .presenting, title: card.category.title, collection: true)
        driver.at(driver.nextStep * 1000 / 240 + 20, .key("Escape", modifiers: []))
        driver.run(toMilliseconds: driver.nextStep * 1000 / 240 + 30)
        let dismiss = Self.flight(driver, while: .dismissing, title: card.category.title, collection: true)
        #expect(present.count > 10 && dismiss.count > 10)
        for (name, frames) in [("present", present), ("dismiss", dismiss)] {
            let rounding = frames.map(\.0)
            #expect(!Self.flickers(rounding), "\(name) flickers: \(rounding)")
            // The card is round from its first frame until it reaches the square detail,
            // and square from then on; going home it is round all the way to the card.
            let round = rounding.map { $0 > 0.5 }
            let firstSquare = round.firstIndex(of: false) ?? round.count
            #expect(firstSquare > 5 && !round[firstSquare...].contains(true), "\(name): \(rounding)")
            if name == "dismiss" { #expect(firstSquare == round.count, "\(rounding)") }
            #expect(frames.allSatisfy { $0.1 }, "\(name) loses the title")
        }
    }

    @Test func aFeedRowMorphsFromSquareToRoundAndBackWithoutFlicker() throws {
        let driver = Fixtures.driver()
        CardTransitionTests.tap(driver, start: 100)
        driver.run(toMilliseconds: 160)
        let present = Self.flight(driver, while: .presenting, title: nil).map(\.0)
        #expect(!Self.flickers(present), "\(present)")
        #expect(present.max() ?? 0 >= CardMetrics.flightCornerRadius * 0.9, "the row never rounds: \(present)")
        CardTransitionTests.tap(driver, at: CardTransitionTests.onDetail, start: driver.nextStep * 1000 / 240 + 20)
        driver.run(toMilliseconds: driver.nextStep * 1000 / 240 + 90)
        let dismiss = Self.flight(driver, while: .dismissing, title: nil).map(\.0)
        #expect(!Self.flickers(dismiss), "\(dismiss)")
        #expect(dismiss.max() ?? 0 >= CardMetrics.flightCornerRadius * 0.9, "\(dismiss)")
    }

    /// A row whose top is under the collapsed header: the first frame of the flight
    /// draws nothing of the card above the header, and the search field is still drawn.
    @Test func aRowUnderTheHeaderLeavesFromWhereItWasSeen() throws {
        let driver = Fixtures.driver()
        driver.drag(x: 200, from: 600, to: 70, start: 100, duration: 400, release: false)
        driver.at(900, .touchUp(.mouse, Point(x: 200, y: 70)))
        driver.run(toMilliseconds: 2000)
        let header = driver.app.home.headerState.height
        let photo = try #require(driver.app.home.photos.first)
        let cell = try #require(driver.app.home.nodeShowing(.photo(photo.id))).frameInWindow
        #expect(cell.minY < header, "row 0 should be partly under the header: \(cell)")
        CardTransitionTests.tap(driver, at: Point(x: 200, y: header + 40), start: 2100)
        driver.run(toMilliseconds: 2160)
        #expect(driver.app.transition.phase == .presenting)
        let list = driver.app.displayList()
        // The card's photo (or its placeholder) where the cell was; the header shows the
        // same photo, at the top.
        let cardCommands = list.commands.filter { command in
            switch command {
            case let .image(image, frame, _, _, _, _, _, _): return image == photo.image && abs(frame.minY - cell.minY) < 2
            case let .pixels(_, frame, _, _, _): return abs(frame.minY - cell.minY) < 2
            default: return false
            }
        }
        #expect(!cardCommands.isEmpty)
        for command in cardCommands {
            switch command {
            case let .image(_, _, _, _, _, _, _, clip), let .pixels(_, _, _, _, clip):
                // One frame of the flight has run: the cut has moved up by under a point.
                #expect((clip?.rect.minY ?? 0) >= header - 1, "drawn above the header: \(String(describing: clip))")
            default: break
            }
        }
        #expect(
            list.commands.contains { command in
                if case let .text(string, _, _, _, _, _, _) = command { return string == HeaderView.placeholder }
                return false
            })
    }
}
