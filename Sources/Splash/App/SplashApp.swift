import Foundation
import Geometry
import Gestures
import PhotoLibrary
import Scene

/// The whole app as a pure state machine: input events in, fixed steps forward, a
/// display list and a state report out. It never reads a clock and never touches SDL;
/// the command wires it to a window or to a script.
public final class SplashApp {
    /// What every frame is cleared to (iOS's systemBackground in light mode); the window's
    /// loading screen uses it too, so the feed appears on the same white.
    public static let background = Color.white

    public let root = Node(name: "window")
    public let arena = GestureArena()
    public let home: HomeScreen
    /// Full-window layers above the feed, back to front: the photo detail or a
    /// collection and their card transition, a photo's detail opened from the
    /// collection, the dragged photo copy and drop zone, then transient messages. Each
    /// lets touches that hit none of its children through to the layers behind.
    public let detailLayer = Node(name: "layer.detail")
    public let nestedLayer = Node(name: "layer.nested")
    public let dragLayer = Node(name: "layer.drag")
    public let toastLayer = Node(name: "layer.toast")
    public let images: ImagePresenter
    public let configuration: AppConfiguration
    /// Simulation time at the end of the last step, seconds.
    public private(set) var time: Double = 0
    public private(set) var steps = 0
    /// Problems met so far, one line each, oldest first.
    public private(set) var errors: [String] = []
    /// Whether the next frame would differ from the last display list built: any drawn
    /// property of any node changed (the tree tracks that itself, so the step that ends
    /// an animation is drawn like every other), input arrived, or an image is decoding or
    /// fading in. Cleared when a display list is built.
    public var needsDisplay: Bool { root.needsDisplay || inputSinceDisplay || images.isBusy }
    /// Input arrived since the last display list (a frame answers every input, which the
    /// live loop's input-latency figure measures).
    private var inputSinceDisplay = true
    private(set) var pointer = Point.zero
    /// Drag to download: the lift on photos, the dragged copy and the drop zone.
    public let drag: DragToDownload
    /// Transient messages ("Saved to …", why a save failed).
    public let toast = ToastView()
    /// The card transition from a home row into the photo's detail, and its scrubbed
    /// dismissal.
    public let transition: CardTransition<DetailView>
    /// The card transition from a category card into its collection.
    public let collection: CardTransition<CollectionView>
    /// A photo opened from the collection: a second card over it, dismissed first.
    public let nested: CardTransition<DetailView>
    /// Copies of saved photos still running (a window) and their ordered reports.
    public let saves: DownloadQueue
    /// Saves photos into the downloads folder (one, for every control that saves).
    let downloader: Downloader
    /// What Ctrl+C asked to copy, until a runner takes it.
    var clipboardRequest: ClipboardContent?
    /// The keyboard shortcuts panel (F1).
    public let shortcuts = ShortcutsOverlay()
    /// The motion panel (M) beside the phone, and the motion values in use (a motion
    /// file's, then the panel's edits).
    public let motionPanel = MotionPanel()
    public internal(set) var motionTuning: MotionTuning
    /// The trace count last taken from each press feedback (`updateMotionTraces`).
    var tracesSeen: [ObjectIdentifier: Int] = [:]
    /// The interaction under way and the last one finished (`SplashApp+Replay`), the
    /// replayed input still to come and the earlier run's frames drawn as a ghost.
    var recording: Interaction?
    var lastInteraction: Interaction?
    var pendingReplay: [(step: Int, event: InputEvent)] = []
    /// Whole steps between the replayed interaction's first run and the replay.
    var replayShift = 0
    var ghost: (frames: [[DrawCommand]], start: Int)?
    /// Set by Ctrl+Q or Ctrl+W; the runner ends the session after the step.
    public internal(set) var quitRequested = false
    /// Set by Ctrl+V until the runner takes it and reads the clipboard.
    var pasteRequested = false

    public init(configuration: AppConfiguration, images loader: ImageLoading) {
        self.configuration = configuration
        images = ImagePresenter(loader: loader, displayScale: configuration.displayScale)
        errors = configuration.library.errorLines
        viewport = configuration.viewport
        motionTuning = configuration.motion
        root.frame = Rect(origin: .zero, size: configuration.viewport)
        // One set of icons for the header, the detail and the zone.
        let icons = Icons(folder: configuration.iconsFolder)
        home = HomeScreen(
            library: configuration.library, icons: icons,
            viewport: configuration.viewport, images: images)
        root.addChild(home.node)
        for layer in [detailLayer, nestedLayer, dragLayer, toastLayer] {
            layer.frame = root.frame
            layer.isTouchTransparent = true
            root.addChild(layer)
        }
        // The status bar is drawn above the detail and the dragged photo, as iOS draws it
        // above every window: a lifted header photo or a card never hides it, and the
        // backdrop never dims it (issue 12). Toasts stay in front.
        root.insertChild(home.statusBar.node, at: root.children.count - 1)
        drag = DragToDownload(feed: home, layer: dragLayer, images: images)
        transition = CardTransition(
            name: "card", source: home, content: DetailView(icons: icons), images: images, layer: detailLayer)
        collection = CardTransition(
            name: "collection", source: home, content: CollectionView(icons: icons), images: images,
            layer: detailLayer)
        nested = CardTransition(
            name: "nested", source: collection.content, content: DetailView(icons: icons), images: images,
            layer: nestedLayer)
        drag.attach(collection.content)
        downloader = Downloader(folder: configuration.downloadsFolder)
        saves = DownloadQueue(mode: configuration.savesInBackground ? .background : .synchronous)
        drag.save = { [unowned self] photo in self.save(photo) }
        saves.onProgress = { [unowned self] message in self.toast.show(message, in: self.viewport) }
        toastLayer.addChild(toast.node)
        toastLayer.addChild(shortcuts.node)
        root.addChild(motionPanel.node)
        images.beginStep(at: 0)
        home.resize(to: configuration.viewport)
        images.endStep()
        collectErrors()
        wireDragAndDrop()
        wireCardTransition()
        home.press.reduceMotion = configuration.reduceMotion
        collection.content.press.reduceMotion = configuration.reduceMotion
        drag.reduceMotion = configuration.reduceMotion
        setCardsReduceMotion(configuration.reduceMotion)
        applyMotion(configuration.motion)
        wireMotionPanel()
        if let summary = configuration.library.problemSummary { toast.show(summary, in: viewport) }
    }

    /// The phone's size in points: the window, less the motion panel beside it when it
    /// is shown (the phone keeps its size when the panel opens).
    public private(set) var viewport: Size

    /// The window's size in points: the phone and, when shown, the motion panel. The
    /// runners keep the window (or headless canvas) this size.
    public var windowSize: Size { root.frame.size }

    /// The full-window layers, back to front.
    private var layers: [Node] { [detailLayer, nestedLayer, dragLayer, toastLayer] }

    /// Every file saved this run, by any route, oldest first.
    public internal(set) var downloads: [String] = []

    /// Records a problem the user should see (and the report lists).
    public func report(error message: String) {
        errors.append(message)
    }

    // MARK: Input

    /// Applies one input event. Call for each event of a step, in order, before `step`.
    public func handle(_ event: InputEvent) {
        inputSinceDisplay = true
        // Input hit-tests the rows where they are now.
        layoutIfNeeded()
        if routeShortcut(event) || routeMotionPanel(event) { return }
        recordInteraction(event)
        if routeSearch(event) || routeDragAndDrop(event) { return }
        switch event.kind {
        case .touchDown(_, let point):
            pointer = point
            haltScrolling(at: point)
            arena.handle(event, hitTest: hitTest)
        case .touchMove(_, let point), .touchUp(_, let point):
            pointer = point
            arena.handle(event, hitTest: hitTest)
        case .touchCancel, .focusLost:
            arena.handle(event, hitTest: hitTest)
        case .hover(let point):
            pointer = point
        case .wheel(let dx, let dy, let point, let modifiers):
            pointer = point
            wheel(dx: dx, dy: dy, at: point, modifiers: modifiers)
        case .key(let name, _):
            if !handleCardKey(name), let command = ScrollCommand(key: name) { home.feed.perform(command) }
        case .resize(let size):
            // The window's size: the phone is what the panel leaves of it.
            viewport = Size(width: max(1, size.width - panelWidth), height: size.height)
            root.frame = Rect(origin: .zero, size: size)
            for layer in layers { layer.frame = Rect(origin: .zero, size: viewport) }
            layoutMotionPanel()
            home.resize(to: viewport)
            resizeCards(to: viewport)
            drag.resize(to: viewport)
            toast.layout(in: viewport)
            shortcuts.layout(in: viewport)
        case .drop:
            break  // routeDragAndDrop imports dropped files.
        case .text, .composition:
            break  // Only a focused search field takes text (routeSearch).
        }
    }

    private func hitTest(_ point: Point) -> [GestureRecognizer] {
        root.hitTest(point)?.recognizersFromHereUp ?? []
    }

    /// A touch landing on moving content stops it, as on iOS.
    private func haltScrolling(at point: Point) {
        var node = root.hitTest(point)
        while let current = node {
            if let scroll = current as? ScrollView, scroll.phase == .decelerating { scroll.stop() }
            node = current.parent
        }
    }

    /// Sends the wheel to the nearest scroll view under the pointer along the wheel's
    /// axis; Shift turns a vertical wheel into a horizontal one.
    private func wheel(dx: Double, dy: Double, at point: Point, modifiers: KeyModifiers) {
        let (horizontal, vertical) = WheelMapping.scrollDeltas(dx: dx, dy: dy, modifiers: modifiers)
        let axis: ScrollAxis = abs(horizontal) > abs(vertical) ? .horizontal : .vertical
        // SDL's wheel y is positive away from the user, which scrolls toward the top.
        let delta = axis == .vertical ? -vertical : horizontal
        var node = root.hitTest(point)
        while let current = node {
            if let scroll = current as? ScrollView, scroll.axis == axis {
                scroll.scroll(byWheel: delta)
                return
            }
            node = current.parent
        }
    }

    // MARK: Time

    /// How fast animations and physics run against simulation time: 1 normally, 0.1
    /// under "Slow animations" (S, `--slow 10`). Gestures keep real time, as in the iOS
    /// Simulator's Debug ▸ Slow Animations: a long press still takes 0.5 s to lift,
    /// a fling's velocity is measured on real time, and only what moves on its own
    /// (springs, curves, deceleration, fades) slows down. Steps stay 1/240 s, so a run
    /// is as deterministic slowed as not.
    public var timeScale: Double = 1

    /// Advances the simulation by one fixed step of `dt` seconds. A step whose state
    /// nothing looks at (`observed` false: a frame follows a later step, and no input
    /// comes before it) leaves the feed's rows, the cards' nodes and their images to the
    /// next step that is looked at, or to the first thing that reads them
    /// (`layoutIfNeeded`): laying them out was most of a step, and at 60 fps three steps
    /// in four were never drawn. The step after a photo's fade ran out while it was drawn
    /// part-way is laid out all the same (`ImagePresenter.fadeEndsUnseen(at:)`).
    public func step(dt: Double, observed looked: Bool = true) {
        deliverReplay(dt: dt)
        steps += 1
        time = Double(steps) * dt
        let observed = looked || images.fadeEndsUnseen(at: time)
        saves.deliverFinished()
        // A timer that fires now (a long press maturing) acts as input does, on the
        // screen where it is.
        if let deadline = arena.nextTimerDeadline, deadline <= time { layoutIfNeeded() }
        arena.advance(to: time)
        images.beginStep(at: time, observed: observed)
        let motion = dt * timeScale
        home.statusBarOverride = cardCoversStatusBar ? true : nil
        home.step(dt: motion, laysOut: observed)
        stepCards(dt: motion, laysOut: observed)
        drag.step(dt: motion)
        toast.step(dt: motion)
        shortcuts.step(dt: motion)
        motionPanel.scroll.step(dt: motion)
        updateMotionTraces()
        stepRecording()
        images.endStep(observed: observed)
        collectErrors()
    }

    /// Whether steps up to `step` (of `dt` seconds) would change nothing but the time:
    /// nothing animates, and any touch held still has no timer due by then (a button
    /// held for an hour waits on nothing once its long press has matured).
    public func isAtRest(throughStep step: Int, dt: Double) -> Bool {
        // A photo held still, a finger resting on the feed: at rest though touched.
        guard
            home.isAtRest && drag.isAtRest && !toast.isAnimating && !cardsAnimate && saves.pendingCount == 0
                && !shortcuts.isAnimating && !motionPanel.scroll.isMovingOnItsOwn && !isReplaying
        else { return false }
        // Rows the last steps moved into view ask for their images before `isBusy` is
        // read; asked last, so a step that is moving anyway lays nothing out here.
        layoutIfNeeded()
        guard !images.isBusy else { return false }
        guard let deadline = arena.nextTimerDeadline else { return true }
        return Double(step + 1) * dt < deadline - dt
    }

    /// Moves the clock over `count` steps in which nothing moves and no input arrives:
    /// such steps change nothing but the time, so they need not be run one by one.
    public func skipIdleSteps(_ count: Int, dt: Double) {
        precondition(isAtRest(throughStep: steps + count, dt: dt), "only an app at rest may skip steps")
        steps += count
        time = Double(steps) * dt
        arena.advance(to: time)
    }

    private func collectErrors() {
        let fresh = images.errors.dropFirst(reportedImageErrors)
        errors += fresh
        reportedImageErrors = images.errors.count
    }
    private var reportedImageErrors = 0

    /// Whether anything moves on its own (a spring, a fade, a glide, a decode, a save).
    /// `isAtRest` asks the same features, more finely (a photo held still is at rest): a
    /// feature that animates must be in both, or headless runs skip over its motion.
    private var movesOnItsOwn: Bool {
        movesOnItsOwnExceptReplay || isReplaying
    }

    /// Whether anything but a replay moves on its own (a replay's interaction is over
    /// when this is false and its input has all come).
    var movesOnItsOwnExceptReplay: Bool {
        home.isAnimating || images.isBusy || drag.isAnimating || toast.isAnimating || cardsAnimate
            || saves.pendingCount > 0 || shortcuts.isAnimating || motionPanel.scroll.isScrolling
    }

    /// Whether anything moves on its own or a touch is held; when false and no input
    /// arrives, the loop may sleep until the next event.
    public var isAnimating: Bool { movesOnItsOwn || arena.activeTouchCount > 0 }

    // MARK: Output

    public func displayList() -> DisplayList {
        layoutIfNeeded()
        inputSinceDisplay = false
        root.markDisplayed()
        var list = DisplayListBuilder(viewport: windowSize, background: SplashApp.background, pixelScale: configuration.displayScale).build(root)
        if let ghost = ghostCommands() { list.commands += ghost }
        return list
    }

    public func stateReport() -> StateReport {
        layoutIfNeeded()
        var report = StateReport()
        report.timeMilliseconds = (time * 1000).rounded()
        report.steps = steps
        report.scrollOffset = home.feed.offset
        let header = home.headerState
        report.headerHeight = header.height
        report.headerTitleAlpha = header.titleAlpha
        report.searchStyle = home.header.searchStyle.rawValue
        report.pressedPhoto = home.press.pressedID?.description
        report.pressedScale = home.press.pressedID.map { home.press.scale(of: $0) }
        report.photos = home.photos.count
        report.visiblePhotos = home.visiblePhotos
        report.drag = drag.report
        report.downloads = downloads
        fillCards(&report)
        report.errors = errors
        report.toasts = toast.history
        report.shortcutsVisible = shortcuts.isShown
        report.search.focused = home.search.isFocused
        report.search.text = home.search.editing.text
        report.search.results = home.search.results?.count
        report.dragOutside = drag.isOutsideWindow
        report.windowWidth = viewport.width
        report.windowHeight = viewport.height
        return report
    }
}
