import Geometry
import Scene
import Testing

@testable import Splash

/// A photo's fade-in ends drawn whole: the presenter stays busy until a looked-at step
/// has given the photo alpha 1, even when the fade's time runs out between two such
/// steps, so the app is not at rest (and skips no steps) with the photo part-way.
@Suite struct ImageFadeTests {
    private let photo = ImageRef(path: "/photos/a.jpg", pixelSize: Size(width: 1200, height: 800))
    private let fade = FeedMetrics.imageFadeDuration

    @Test func aFadeWhoseTimeRanOutBetweenFramesIsBusyUntilDrawnWhole() {
        let presenter = ImagePresenter(loader: TestImages(), displayScale: 1)
        presenter.beginStep(at: 0)
        #expect(presenter.alpha(for: photo, drawnWidth: 414) == 0)
        presenter.beginStep(at: 0.95 * fade)
        #expect(abs(presenter.alpha(for: photo, drawnWidth: 414) - 0.95) < 1e-9)
        presenter.endStep()
        // Steps nobody looks at, past the fade's end (a frame at 30 fps is eight steps):
        // the photo on screen is still the one drawn at 95%, and the first step past the
        // end is to be looked at.
        #expect(!presenter.fadeEndsUnseen(at: 0.99 * fade))
        #expect(presenter.fadeEndsUnseen(at: 1.01 * fade))
        presenter.beginStep(at: 1.01 * fade, observed: false)
        #expect(presenter.isBusy)
        presenter.endStep(observed: false)
        presenter.beginStep(at: 1.02 * fade)
        #expect(presenter.alpha(for: photo, drawnWidth: 414) == 1)
        #expect(!presenter.isBusy)
        #expect(!presenter.fadeEndsUnseen(at: 1.03 * fade))
    }

    @Test func aPhotoNoLongerShownMidFadeDoesNotKeepTheAppBusy() {
        let presenter = ImagePresenter(loader: TestImages(), displayScale: 1)
        presenter.beginStep(at: 0)
        _ = presenter.alpha(for: photo, drawnWidth: 414)
        presenter.endStep()
        // Scrolled away before its fade ended: not asked for on the next looked-at step.
        presenter.beginStep(at: 2 * fade)
        presenter.endStep()
        #expect(!presenter.isBusy)
        #expect(!presenter.fadeEndsUnseen(at: 3 * fade))
    }
}
