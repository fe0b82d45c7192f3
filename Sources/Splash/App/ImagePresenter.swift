import Geometry
import Scene

/// Asks the loader for the images the screen shows, fades each one in when it is ready,
/// and turns decode failures into one report error each.
///
/// Fades are timed on simulation time from the step an image was first seen ready, so a
/// headless run (which decodes synchronously) is the same at every frame rate: the
/// screens lay out any step that would ask for an image for the first time
/// (`wasNeverAskedFor`), looked at or not.
public final class ImagePresenter {
    private let loader: ImageLoading
    /// Output pixels per point; images are decoded at drawn size × this.
    public var displayScale: Double
    /// When each image shown or prefetched was ready, simulation seconds: its fade runs
    /// from here (a prefetched one's a whole fade before it was first shown).
    private(set) var readyTime: [ImageRef: Double] = [:]
    /// When each image not yet seen ready was first asked for: a decode that lands
    /// between frames cannot have been ready before it was asked for.
    private var askedTime: [ImageRef: Double] = [:]
    private var failed: Set<ImageRef> = []
    /// Images last given an alpha below 1 though decoded: drawn part-way through their
    /// fade. The fade's time can run out between two looked-at steps (at 30 fps, or a
    /// window's uneven frames), and a screen sets alphas only on such steps, so until one
    /// has given the image alpha 1 it is still fading (`isBusy`), and the first step
    /// after its fade's end is looked at (`fadeEndsUnseen(at:)`): else the app came to
    /// rest, its idle steps were skipped, and the photo stayed at its last frame's 95%
    /// over its placeholder for good.
    private var drawnMidFade: Set<ImageRef> = []
    private var wanted: Set<ImageRef> = []
    private var now: Double = 0
    /// Problems met, in the order they were met; the app drains these into its report.
    public private(set) var errors: [String] = []

    /// Luminances of a decoded image at points in 0…1 of it; nil until decoded.
    public func luminances(of image: ImageRef, at points: [Point]) -> [Double]? {
        loader.luminances(of: image, at: points)
    }

    public init(loader: ImageLoading, displayScale: Double) {
        self.loader = loader
        self.displayScale = displayScale
    }

    /// The time of the first step since the last looked-at one: an image asked for
    /// earlier and first seen ready at a looked-at step has been ready since then, or
    /// since it was asked for if that was later (its decode landed between frames), so
    /// its fade is timed from there, as if every step had asked.
    private var stretchStart: Double = 0
    /// Whether the last step was looked at (`beginStep(at:observed:)`).
    private var lastStepObserved = true

    /// Starts a simulation step at time `time`. Only a step that is looked at
    /// (`observed`) starts the set of wanted images afresh: the feed asks for its images
    /// only on such steps (`HomeScreen.step(dt:laysOut:)`), and `endStep(observed:)`
    /// keeps what that step asked for.
    public func beginStep(at time: Double, observed: Bool = true) {
        now = time
        if lastStepObserved { stretchStart = time }
        lastStepObserved = observed
        if observed { wanted.removeAll(keepingCapacity: true) }
    }

    /// The alpha to draw `image` at, drawn `drawnWidth` points wide: 0 until decoded,
    /// then rising to 1 over the fade. Asks for the pixels if needed.
    public func alpha(for image: ImageRef, drawnWidth: Double) -> Double {
        wanted.insert(image)
        let known = readyTime[image]
        if known == nil { noteAsked(image) }
        let pixelWidth = Int(saturating: (drawnWidth * displayScale).rounded(.up))
        loader.request(image, pixelWidth: pixelWidth)
        switch loader.status(of: image) {
        case .ready:
            let start = known ?? firstSeenReady(image)
            let alpha = min(1, (now - start) / FeedMetrics.imageFadeDuration)
            if alpha < 1 {
                drawnMidFade.insert(image)
            } else if !drawnMidFade.isEmpty {
                drawnMidFade.remove(image)
            }
            return alpha
        case .failed(let message):
            if failed.insert(image).inserted { errors.append(message) }
            return 0
        case .loading, .notRequested:
            return 0
        }
    }

    /// Asks for `image` before it is shown (a row about to scroll in, `drawnWidth` points
    /// wide): it is decoded and kept like a shown one, and once it is ready before it was
    /// ever shown, it will appear at full alpha, with no fade (FeedMetrics.prefetchScreens).
    /// Call it after the step's `alpha(for:drawnWidth:)` calls, so a photo also shown this
    /// step keeps its fade.
    public func prefetch(_ image: ImageRef, drawnWidth: Double) {
        wanted.insert(image)
        // Already decoded for something on screen (the same photo as an Explore card): not
        // decoded again wider ahead of time, or the card would be drawn from the wider
        // decode, sampled down; its row asks for its own width once it shows.
        switch loader.status(of: image) {
        case .ready:
            markShownWithoutFade(image)
            return
        case .loading:
            // Still decoding in the background for what asked first: the same rule, or
            // a window (whose decodes land frames later) would draw that card from a
            // wider decode where a synchronous run draws it from its own, and the two
            // frames would differ (a card in the Explore strip at 600 points wide).
            return
        case .notRequested, .failed:
            break
        }
        if readyTime[image] == nil { noteAsked(image) }
        let pixelWidth = Int(saturating: (drawnWidth * displayScale).rounded(.up))
        loader.request(image, pixelWidth: pixelWidth)
        if case .ready = loader.status(of: image) { markShownWithoutFade(image) }
    }

    /// An image ready before it was ever shown is drawn at full alpha from its first frame.
    private func markShownWithoutFade(_ image: ImageRef) {
        guard readyTime[image] == nil else { return }
        readyTime[image] = now - FeedMetrics.imageFadeDuration
        askedTime[image] = nil
    }

    /// Remembers when `image` was first asked for, the first time it is.
    private func noteAsked(_ image: ImageRef) {
        if askedTime[image] == nil { askedTime[image] = now }
    }

    /// The time an image's fade starts from, the first time it is seen ready: the step
    /// it was asked for (a synchronous decode is ready at once), or, for a decode that
    /// landed between frames, the first step since the last looked-at one.
    private func firstSeenReady(_ image: ImageRef) -> Double {
        let start = max(stretchStart, askedTime.removeValue(forKey: image) ?? now)
        readyTime[image] = start
        return start
    }

    /// Whether `image` has never been asked for (shown or prefetched) here. Asking is
    /// what starts its decode and times its fade, so a screen lays out a step that would
    /// ask for such an image even when nobody looks at that step (`HomeScreen`,
    /// `CardTransition`): its fade then starts at the step laying out every step would
    /// start it at. Once false it stays false.
    public func wasNeverAskedFor(_ image: ImageRef) -> Bool {
        readyTime[image] == nil && askedTime[image] == nil
    }

    /// Whether `image` was asked for and turned out not to decode (a damaged body behind a
    /// valid header, say).
    public func hasFailed(_ image: ImageRef) -> Bool {
        failed.contains(image)
    }

    /// Whether a step at `time` must be looked at (laid out) though no frame follows it:
    /// an image drawn part-way through its fade has had its fade's time run out, and only
    /// a layout gives it alpha 1. Any later layout would give it the same, so the frames
    /// and reports are those of laying out every step.
    public func fadeEndsUnseen(at time: Double) -> Bool {
        guard !drawnMidFade.isEmpty else { return false }
        return drawnMidFade.contains { image in
            guard let start = readyTime[image] else { return false }
            return time - start >= FeedMetrics.imageFadeDuration
        }
    }

    /// Whether any requested image is still fading in or decoding: its fade's time has
    /// not run out, or it has but the image was last drawn part-way (`drawnMidFade`).
    public var isBusy: Bool {
        wanted.contains { image in
            switch loader.status(of: image) {
            case .ready:
                return now - (readyTime[image] ?? now) < FeedMetrics.imageFadeDuration || drawnMidFade.contains(image)
            case .loading: return true
            case .failed, .notRequested: return false
            }
        }
    }

    /// Ends the step: after a looked-at step, images not asked for in it may be evicted.
    public func endStep(observed: Bool = true) {
        guard observed else { return }
        loader.retainOnly(wanted)
        // One no longer asked for (scrolled away mid-fade) is not drawn: nothing to finish.
        if !drawnMidFade.isEmpty { drawnMidFade.formIntersection(wanted) }
    }
}
