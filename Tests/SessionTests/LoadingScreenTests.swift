import Foundation
import Geometry
import Platform
import Scene
import Splash
import SplashTestSupport
import Testing

@testable import Session

/// The window's loading screen drawn as a window draws it (`Renderer` on a headless
/// canvas): the bar filled as far as the fraction says at any size and scale, the name
/// and the line drawn; and the stage that decides when it shows, at explicit times.
@Suite(.serialized) struct LoadingScreenTests {
    /// A phone and a laptop window, at 1x and 2x.
    static let cases: [(Size, Double)] = [
        (Size(width: 320, height: 568), 1), (Size(width: 320, height: 568), 2),
        (Size(width: 1280, height: 800), 1), (Size(width: 1280, height: 800), 2)
    ]

    /// The screen for `fraction`, rendered at `size` and `scale`.
    private func render(_ size: Size, scale: Double, fraction: Double, subject: String = "photos.json") throws -> PixelBuffer {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let context = try SDLContext.start(video: false)
        let canvas = try SoftwareCanvas(context: context, size: size, displayScale: scale)
        let renderer = try Renderer(
            target: canvas.renderTarget, regularFontPath: Repository.font("Inter-Regular.otf"),
            boldFontPath: Repository.font("Inter-Bold.otf"), images: ImageStore(mode: .synchronous))
        let measure = TextMeasurer(
            regularFontPath: Repository.font("Inter-Regular.otf"), boldFontPath: Repository.font("Inter-Bold.otf"),
            displayScale: scale)
        renderer.draw(LoadingScreen(subject: subject).displayList(viewport: size, fraction: fraction, measure: measure))
        _ = context
        return try canvas.pixels()
    }

    /// Squared distance between a pixel and a colour, in 0…255 channels.
    private func distance(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color) -> Int {
        let channels = [(pixel.r, color.red), (pixel.g, color.green), (pixel.b, color.blue)]
        return channels.map { pair in
            let difference = Int(pair.0) - Int((pair.1 * 255).rounded())
            return difference * difference
        }.reduce(0, +)
    }

    /// Pixels of `band` (points) that are not the background.
    private func inkedPixels(_ pixels: PixelBuffer, in band: Rect, scale: Double) -> Int {
        var count = 0
        for y in Int(band.minY * scale)..<Int(band.maxY * scale) {
            for x in Int(band.minX * scale)..<Int(band.maxX * scale) where distance(pixels[x, y], SplashApp.background) > 300 {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: [0.0, 0.43, 0.9])
    func theBarIsFilledAsFarAsTheFractionSays(fraction: Double) throws {
        for (size, scale) in Self.cases {
            let pixels = try render(size, scale: scale, fraction: fraction)
            let bar = LoadingScreen.barFrame(viewport: size)
            let row = Int(bar.midY * scale)
            // The last pixel of the bar's middle row nearer the fill's blue than the track's grey.
            var lastFilled: Int?
            for x in Int(bar.minX * scale)..<Int(bar.maxX * scale)
            where distance(pixels[x, row], LoadingScreen.fillColor) < distance(pixels[x, row], LoadingScreen.trackColor) {
                lastFilled = x
            }
            let end = (bar.minX + bar.width * fraction) * scale
            if fraction == 0 {
                #expect(lastFilled == nil, "nothing filled at \(size) @\(scale)x")
            } else {
                let filledEnd = Double(try #require(lastFilled) + 1)
                #expect(abs(filledEnd - end) <= 1, "filled to \(filledEnd), the fraction says \(end), at \(size) @\(scale)x")
            }
            // The track runs to the bar's end whatever the fraction.
            let trackEnd = Int(bar.maxX * scale) - 2
            #expect(distance(pixels[trackEnd, row], fraction < 0.99 ? LoadingScreen.trackColor : LoadingScreen.fillColor) < 300)
        }
    }

    @Test func theNameAndTheLineAreDrawnInTheirRows() throws {
        for (size, scale) in Self.cases {
            let pixels = try render(size, scale: scale, fraction: 0.5)
            let (title, line) = LoadingScreen.textFrames(viewport: size)
            let bar = LoadingScreen.barFrame(viewport: size)
            // Text at the display's scale: its ink grows with the square of the scale.
            #expect(inkedPixels(pixels, in: title, scale: scale) > Int(100 * scale * scale), "title at \(size) @\(scale)x")
            #expect(inkedPixels(pixels, in: line, scale: scale) > Int(200 * scale * scale), "line at \(size) @\(scale)x")
            // Nothing but the background between the rows and the bar, or above the title.
            let gap = Rect(x: 0, y: line.maxY + 2, width: size.width, height: bar.minY - line.maxY - 4)
            #expect(inkedPixels(pixels, in: gap, scale: scale) == 0)
            #expect(inkedPixels(pixels, in: Rect(x: 0, y: 0, width: size.width, height: title.minY - 2), scale: scale) == 0)
        }
    }

    @Test func theLineSaysWhatIsReadAndHowFar() {
        #expect(LoadingScreen.line(subject: "photos.json", fraction: 0.437) == "Reading photos.json — 43%")
        #expect(LoadingScreen.line(subject: "Pictures", fraction: 1) == "Reading Pictures — 100%")
        #expect(LoadingScreen.percent(0.999) == 99, "100% only once done")
        #expect(LoadingScreen.percent(-1) == 0 && LoadingScreen.percent(.nan) == 0)
        // A long name is shortened in its middle; the percentage always shows.
        let list = LoadingScreen(subject: String(repeating: "very-long-manifest-name-", count: 10) + "photos.json")
            .displayList(viewport: Size(width: 320, height: 568), fraction: 0.5, measure: EstimatedTextMeasure())
        let lines = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _, _, _) = command, text.hasPrefix("Reading") { return text }
            return nil
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("…") == true)
        #expect(lines.first?.hasSuffix("photos.json — 50%") == true)
    }

    @Test func theStageWaitsBeforeTheLoadingScreenAndEndsWithTheLoad() {
        let delay = LaunchStage.loadingScreenDelay
        #expect(LaunchStage.at(elapsed: 0, isLoaded: false) == .blank)
        #expect(LaunchStage.at(elapsed: delay - 0.001, isLoaded: false) == .blank)
        #expect(LaunchStage.at(elapsed: delay, isLoaded: false) == .loadingScreen)
        #expect(LaunchStage.at(elapsed: 9, isLoaded: false) == .loadingScreen)
        // A cached start, in before the delay: no loading screen ever shows.
        #expect(LaunchStage.at(elapsed: 0.15, isLoaded: true) == .app)
        #expect(LaunchStage.at(elapsed: 9, isLoaded: true) == .app)
    }
}
