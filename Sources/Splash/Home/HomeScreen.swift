import Geometry
import Gestures
import PhotoLibrary
import Scene

/// The Unsplash home screen: the feed under its animated header, with row 0's category
/// strip, virtualized photo rows and the press-down effect (seed 003, docs/MOTION.md, Home feed).
public final class HomeScreen {
    public let node = Node(name: "home")
    public let feed: ScrollView
    public let header: HeaderView
    public let statusBar = StatusBarView()
    public let explore: ExploreRow
    public let press = PressFeedback()
    /// Every photo of the feed.
    public private(set) var photos: PhotoList
    /// The photos the feed shows: all of them, or a search's results (sharing `photos`'
    /// storage).
    public private(set) var shown: PhotoList {
        didSet {
            prefetched = ([], [])
            offsetsWithoutNewRows = nil
        }
    }
    /// How text is measured (the platform's fonts; set through `SplashApp.textMeasure`).
    public var textMeasure: TextMeasuring = EstimatedTextMeasure() {
        didSet {
            header.field.measure = textMeasure
            header.textMeasureChanged()
            for cell in cells.values { cell.textMeasureChanged() }
            for cell in pool + leavingCells { cell.textMeasureChanged() }
            resize(to: viewport)
        }
    }
    /// The search field's focus, text and results.
    public let search = SearchController()
    /// Rows gliding to their places after the list changed (a search, a drop).
    private var transition: FeedTransition?
    /// Whether row 0 fades in with the current filter transition (Explore coming back,
    /// or the summary replacing it).
    private var exploreFades = false
    /// Where the feed was when the field took focus, to go back there on Cancel.
    private var offsetBeforeSearch: Double = 0
    public private(set) var layout: FeedLayout {
        didSet { offsetsWithoutNewRows = nil }
    }
    private let images: ImagePresenter
    private var headerPhoto: Photo? { didSet { headerImage = headerPhoto?.image } }
    /// The header photo's image, made once per photo (making one hashes its path).
    private var headerImage: ImageRef?
    /// Cells on screen by row, and cells waiting for reuse.
    private var cells: [Int: PhotoCell] = [:]
    private var pool: [PhotoCell] = []
    /// Rows kept laid out beyond each edge of the viewport, so a fast fling never shows
    /// an empty row for a frame (tuned).
    static let overscan = 200.0

    public init(library: PhotoLibrary, icons: Icons, viewport: Size, images: ImagePresenter) {
        photos = library.photos
        shown = library.photos
        headerPhoto = library.header
        headerImage = library.header?.image  // (no didSet in an initializer)
        self.images = images
        feed = ScrollView(name: "feed", axis: .vertical, frame: Rect(origin: .zero, size: viewport))
        header = HeaderView(icons: icons)
        header.luminances = { [images] image, points in images.luminances(of: image, at: points) }
        header.setPhoto(library.header)
        explore = ExploreRow(categories: library.categories)
        layout = FeedLayout(width: viewport.width, photoSizes: library.photos.pixelSizes, exploreHeight: explore.height)
        node.frame = Rect(origin: .zero, size: viewport)
        node.addChild(feed)
        node.addChild(statusBar.node)
        feed.addChild(explore.node)
        feed.addChild(header.node)
        feed.addGestureRecognizer(press.recognizer)
        feed.onBeginDragging = { [unowned self] in self.press.cancel() }
        explore.strip.onBeginDragging = { [unowned self] in self.press.cancel() }
        press.targetAt = { [unowned self] point in self.pressable(at: point) }
        press.nodeFor = { [unowned self] id in self.laidOutNode(showing: id) }
        let titles = Dictionary(library.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        search.makeIndex = { [unowned self] in
            let photos = self.photos
            return { SearchIndex(photos: photos, categoryTitles: titles) }
        }
        search.onResultsChanged = { [unowned self] in self.showSearchResults() }
        search.onFocusChanged = { [unowned self] focused in self.searchFocusChanged(focused) }
        header.searchTap.addTarget { [unowned self] recognizer in
            guard recognizer.state == .recognized else { return }
            if search.isFocused {
                let x = header.textAreaX(ofWindowPoint: recognizer.location)
                search.placeCaret(at: header.field.caretPosition(atX: x, in: search.editing))
            } else {
                search.focus()
            }
        }
        header.cancelTap.addTarget { [unowned self] recognizer in
            if recognizer.state == .recognized { search.cancel() }
        }
        resize(to: viewport)
    }

    public var viewport: Size { node.frame.size }

    /// A new window size. The photo at the top of the screen stays at the top, at the
    /// same share of its height, across a change of width or of column count.
    public func resize(to size: Size) {
        offsetsWithoutNewRows = nil
        let anchor = topPhotoAnchor()
        node.frame = Rect(origin: .zero, size: size)
        feed.frame = node.frame
        explore.layout(width: size.width, top: headerRestHeight)
        if size.width != layout.width {
            reflow()
            if let (row, share, screenY) = anchor.flatMap({ anchor in
                shown.firstIndex(ofID: anchor.id).map { ($0, anchor.share, anchor.screenY) }
            }) {
                let frame = layout.frame(ofRow: row)
                feed.setOffset(min(max(0, frame.minY + share * frame.height - screenY), feed.maxOffset))
            }
        }
        updateContentLength()
        statusBar.layout(width: size.width)
        layoutVisibleContent()
    }

    /// The photo under the top edge of the visible feed (below the header), where on it
    /// that edge falls (0…1 of its height), and where on screen: what a resize keeps.
    private func topPhotoAnchor() -> (id: String, share: Double, screenY: Double)? {
        guard layout.rowCount > 0, feed.offset > layout.photosTop - headerState.height else { return nil }
        let edge = feed.offset + headerState.height
        let rows = layout.rows(from: edge, to: edge + 1)
        guard let row = rows.first else { return nil }
        let frame = layout.frame(ofRow: row)
        return (shown.id(at: row), frame.height > 0 ? (edge - frame.minY) / frame.height : 0, headerState.height)
    }

    /// Lays the shown photos out afresh. Given the list shown before (`previous`), the
    /// rows on screen glide from where they were to where they go and the rest fade
    /// (`FeedTransition`); without it they jump.
    private func reflow(animatedFrom previous: PhotoList? = nil) {
        let screen = Rect(x: 0, y: feed.offset, width: viewport.width, height: viewport.height)
        let before = cells.compactMap { row, cell -> (row: Int, photo: Photo, frame: Rect)? in
            let frame = layout.frame(ofRow: row)
            guard let photo = cell.photo, frame.intersects(screen) else { return nil }
            return (row, photo, frame)
        }
        layout = FeedLayout(width: viewport.width, photoSizes: shown.pixelSizes, photosTop: headerRestHeight + explore.height)
        if let previous {
            // Only the rows on screen before glide: their new rows are all the
            // transition asks for, found without making the other photos.
            let known = before.filter { $0.row < previous.count && previous.id(at: $0.row) == $0.photo.id }
            var newFrames: [String: Rect] = [:]
            for (entry, row) in zip(known, shown.positions(of: known.map(\.row), in: previous)) {
                if let row { newFrames[entry.photo.id] = layout.frame(ofRow: row) }
            }
            transition = FeedTransition(before: before.map { ($0.photo, $0.frame) }, maximumGlide: viewport.height) {
                newFrames[$0]
            }
        } else {
            transition = nil
        }
        for cell in cells.values { recycle(cell) }
        cells.removeAll()
        updateContentLength()
    }

    public var headerState: HeaderState {
        HeaderState(offset: feed.offset, restHeight: headerRestHeight, collapsedHeight: headerCollapsedHeight)
    }

    /// The header's height at rest and collapsed (docs/MOTION.md, Home feed; a motion
    /// file's `header.height` and `header.collapsed`).
    public private(set) var headerRestHeight = HeaderMetrics.restHeight
    public private(set) var headerCollapsedHeight = HeaderMetrics.collapsedHeight

    /// How far the feed scrolls to collapse the header: a focused search scrolls there.
    public var collapsedOffset: Double { headerRestHeight - headerCollapsedHeight }

    /// New header heights: the rows move to stay under the header at rest.
    public func setHeaderHeights(rest: Double, collapsed: Double) {
        guard rest != headerRestHeight || collapsed != headerCollapsedHeight else { return }
        headerRestHeight = rest
        headerCollapsedHeight = collapsed
        explore.layout(width: viewport.width, top: headerRestHeight)
        reflow()
        updateContentLength()
        layoutVisibleContent()
    }

    /// Light or dark status-bar content something above the feed asks for (a card
    /// covering the bar); nil lets the header decide.
    public var statusBarOverride: Bool?

    /// Inserts photos at the top of the feed (files dropped onto the window); they fade
    /// in while the rows below slide down to make room.
    public func insertPhotos(_ new: [Photo]) {
        guard !new.isEmpty else { return }
        // Dropped photos show at the top of the whole feed, so a search gives way.
        search.cancel()
        let previous = shown
        photos.insert(contentsOf: new, at: 0)
        shown = photos
        search.invalidateIndex()
        reflow(animatedFrom: previous)
        layoutVisibleContent()
    }

    // MARK: Search

    /// The feed shows the search's results (or everything again): rows on screen glide to
    /// their new places, the others fade, and row 0 says how many photos matched.
    private func showSearchResults() {
        let previous = shown
        shown = search.results.map { photos.selecting($0) } ?? photos
        let wasExplore = explore.searchSummary == nil
        if search.results == nil {
            explore.setSearchSummary(nil)
        } else if shown.isEmpty {
            explore.setSearchSummary(("No results", "No photos match “\(search.editing.text)”"))
        } else {
            explore.setSearchSummary(("\(shown.count) photo\(shown.count == 1 ? "" : "s")", nil))
        }
        explore.layout(width: viewport.width, top: headerRestHeight)
        reflow(animatedFrom: previous)
        // Row 0 changing between Explore and a summary fades in with the rows.
        exploreFades = wasExplore != (explore.searchSummary == nil)
        layoutVisibleContent()
    }

    /// Focused, the header collapses to the search bar (the feed glides up to where it
    /// has); on Cancel the feed glides back to where it was.
    private func searchFocusChanged(_ focused: Bool) {
        press.cancel()
        if focused {
            offsetBeforeSearch = feed.offset
            updateContentLength()
            if feed.offset < collapsedOffset {
                feed.scroll(to: collapsedOffset, duration: SearchMetrics.focusDuration)
            }
        } else {
            updateContentLength()
            feed.scroll(to: offsetBeforeSearch, duration: SearchMetrics.focusDuration)
        }
    }

    /// The feed's length: while searching, at least enough to keep the header collapsed
    /// above even one result.
    private func updateContentLength() {
        var length = layout.contentHeight
        if search.isFocused || search.results != nil {
            length = max(length, collapsedOffset + viewport.height)
        }
        feed.contentLength = length
    }

    // MARK: Steps

    /// Advances the feed by one step. With `laysOut` false (a step nothing looks at,
    /// `SplashApp.step(dt:observed:)`) only the header is laid out, since the springs
    /// after it read it; the rows and their images wait for `layoutIfNeeded`, unless
    /// laying out would ask for an image never asked for.
    public func step(dt: Double, laysOut: Bool = true) {
        feed.step(dt: dt)
        explore.strip.step(dt: dt)
        search.step(dt: dt)
        transition?.step(dt: dt)
        let transitionEnded = transition?.isFinished == true
        if transitionEnded {
            transition = nil
            for cell in leavingCells { recycle(cell) }
            leavingCells.removeAll()
        }
        // A step that would ask for an image for the first time is laid out though
        // nobody looks at it: the image's fade starts at the step it was first asked for,
        // as it would if every step were laid out (ImagePresenter.wasNeverAskedFor). So
        // is every step of a search's rows gliding, whose frames come from the glide, and
        // the step it ends on: else the rows keep the alphas of the glide's last step
        // (Explore at 99.96% after a Cancel at 30 fps), and the app, at rest, never
        // draws them whole.
        if laysOut || transition != nil || transitionEnded || wouldAskForNewImages() {
            layoutVisibleContent()
            removeUndecodablePhotos()
        } else {
            layoutHeader()
            if feedMovedSinceRowsLaidOut { rowsNeedLayout = true }
        }
        press.step(dt: dt)
        header.step(dt: dt)
        statusBar.step(dt: dt)
        header.setScrim(statusBar.lightness)
    }

    public var isAnimating: Bool {
        feed.isScrolling || explore.strip.isScrolling || press.isAnimating || header.isAnimating
            || statusBar.isAnimating || transition != nil || search.isAnimating || search.isFocused
    }

    /// Whether time alone changes nothing here: a scroll view held still under a finger
    /// waits on the finger.
    public var isAtRest: Bool {
        !(feed.isMovingOnItsOwn || explore.strip.isMovingOnItsOwn || press.isAnimating
            || transition != nil || search.isAnimating || search.isFocused)
    }

    /// Whether steps have moved the feed since its rows were last laid out.
    private var rowsNeedLayout = false
    /// The feed's offset and the window's size the rows were last laid out for. A step
    /// nobody looks at that leaves both as they were, with no search's rows gliding,
    /// leaves nothing for the rows to catch up on: a reader between frames then finds
    /// them as they are (the card asks for its source cell at every step, and laying
    /// the rows out for it was about 45% of a card's step instructions,
    /// docs/PERFORMANCE.md, "Steps nothing looks at"). Every change to the rows
    /// themselves lays them out at once.
    private var rowsLaidOutFor: (offset: Double, viewport: Size)?
    private var feedMovedSinceRowsLaidOut: Bool {
        rowsLaidOutFor.map { $0.offset != feed.offset || $0.viewport != viewport } ?? true
    }
    /// How many times the rows have been laid out: tests count what steps cost.
    public private(set) var rowLayouts = 0

    /// The feed's and the Explore strip's offsets at which no image laid out would have
    /// been asked for the first time (the last layout, or the last step that checked).
    private var imagesAskedFor: (offset: Double, stripOffset: Double)?

    /// Whether laying out now would ask for an image never asked for: a header glyph, a
    /// photo of a row or an Explore card within the prefetch reach. An image once asked
    /// for stays asked for, so rows are looked up only once the reach has crossed a
    /// row's edge since the last look (`offsetsWithoutNewRows`).
    private func wouldAskForNewImages() -> Bool {
        // The header's search glyph, whose dark and light looks cross-fade on their own.
        if header.lookFade != glyphsAskedAtLook {
            if header.iconImages.contains(where: images.wasNeverAskedFor) { return true }
            glyphsAskedAtLook = header.lookFade
        }
        let offsets = (offset: feed.offset, stripOffset: explore.strip.offset)
        if let checked = imagesAskedFor, checked == offsets { return false }
        let viewportRect = Rect(x: 0, y: feed.offset, width: viewport.width, height: viewport.height)
        let cards = stripCards(around: viewportRect, prefetching: true)
        if cards.contains(where: { images.wasNeverAskedFor($0.photo) }) { return true }
        if let calm = offsetsWithoutNewRows, calm.contains(feed.offset) {
            imagesAskedFor = offsets
            return false
        }
        if updatePrefetched(around: viewportRect).images.contains(where: images.wasNeverAskedFor) { return true }
        imagesAskedFor = offsets
        // Until the reach crosses the next row's edge, the rows in it stay these.
        let reach = prefetchReach
        let range = layout.rangeWithoutNewRows(from: viewportRect.minY - reach, to: viewportRect.maxY + reach)
        offsetsWithoutNewRows = (range.top + reach)...max(range.top + reach, range.bottom - viewport.height - reach)
        return false
    }

    /// The header's look (`HeaderView.lookFade`) at which its glyphs were last found
    /// asked for: they change only with it.
    private var glyphsAskedAtLook: Double?

    /// The feed offsets at which the prefetch reach holds no row it did not hold at the
    /// last check (`FeedLayout.rangeWithoutNewRows`), all of them asked for since; nil
    /// when the rows, the list or the window's size change.
    private var offsetsWithoutNewRows: ClosedRange<Double>?

    /// Has the next `layoutIfNeeded` lay the rows out even if the feed has not moved: for
    /// a reader that takes their images' fades too (the motion panel's ghost frames).
    public func setNeedsLayout() {
        rowsNeedLayout = true
    }

    /// Lays out the rows if steps have moved the feed since they were last laid out:
    /// whatever reads the rows (a frame, input, the state report) calls this first.
    public func layoutIfNeeded() {
        guard rowsNeedLayout else { return }
        layoutVisibleContent()
        removeUndecodablePhotos()
    }

    /// Lays out the header for the offset, and the status bar's content over it.
    private func layoutHeader() {
        let state = headerState
        // Pinned where the feed's content is drawn: at its offset in whole device pixels
        // (DisplayListBuilder), or the header would shift by a fraction of a pixel a frame.
        header.layout(
            width: viewport.width, top: feed.offset.roundedToDevicePixels(at: images.displayScale), state: state,
            search: search)
        statusBar.setLight(statusBarOverride ?? header.prefersLightStatusBar(state: state, now: statusBar.isLight))
        header.setScrim(statusBar.lightness)
    }

    /// Lays out the header for the offset and the photo rows on screen, reusing cells.
    private func layoutVisibleContent() {
        rowsNeedLayout = false
        rowsLaidOutFor = (feed.offset, viewport)
        imagesAskedFor = (feed.offset, explore.strip.offset)
        rowLayouts += 1
        layoutHeader()
        // Rows gliding to their places after a search may still be a screen away.
        let reach = transition?.reach ?? 0
        let top = feed.offset - HomeScreen.overscan - reach
        let bottom = feed.offset + viewport.height + HomeScreen.overscan + reach
        let visible = layout.rows(from: top, to: bottom)
        for (row, cell) in cells where !visible.contains(row) {
            cells[row] = nil
            recycle(cell)
        }
        for row in visible {
            let cell = cells[row] ?? dequeue()
            // A cell already showing this row keeps its photo: making it afresh from the
            // list on every frame was 1.3 % of a fling's instructions.
            let photo: Photo
            if let kept = cell.photo, cell.row == row, kept.id == shown.id(at: row) { photo = kept } else { photo = shown[row] }
            var frame = layout.frame(ofRow: row)
            if let transition { frame = transition.frame(of: photo.id, resting: frame) }
            cell.configure(photo: photo, row: row, frame: frame, measure: textMeasure)
            cell.node.alpha = transition?.alpha(of: photo.id) ?? 1
            cells[row] = cell
        }
        layoutLeavingRows()
        explore.node.alpha = exploreFades ? transition?.fraction ?? 1 : 1
        updateImages()
    }

    /// Only files that decode as images keep a cell (DESIGN.md, "Hostile input"): a
    /// photo whose header looked right but whose pixels do not decode leaves the feed as
    /// soon as the decoder says so (headless, before its row is ever drawn), and the rows
    /// below close the gap. Its one error line is the presenter's.
    private func removeUndecodablePhotos() {
        // A header photo that does not decode gives its place to the first one that may
        // (the header is not a cell: with no other photo it keeps its BlurHash).
        if let photo = headerPhoto, let image = headerImage, images.hasFailed(image),
            let replacement = photos.first(where: { $0.id != photo.id && !images.hasFailed($0.image) })
        {
            headerPhoto = replacement
            header.setPhoto(replacement)
        }
        let broken = Set(
            cells.values.compactMap { cell in
                cell.image.flatMap { images.hasFailed($0) ? cell.photo?.id : nil }
            })
        guard !broken.isEmpty else { return }
        photos.removeAll(whereID: broken.contains)
        shown.removeAll(whereID: broken.contains)
        search.invalidateIndex()
        reflow()
        layoutVisibleContent()
    }

    /// Cells for rows that left the feed with the last search keystroke, fading where they were.
    private var leavingCells: [PhotoCell] = []

    private func layoutLeavingRows() {
        let leaving = transition?.leaving ?? []
        while leavingCells.count > leaving.count { recycle(leavingCells.removeLast()) }
        while leavingCells.count < leaving.count { leavingCells.append(dequeue()) }
        for (cell, row) in zip(leavingCells, leaving) {
            cell.configure(photo: row.photo, row: -1, frame: row.frame, measure: textMeasure)
            cell.node.alpha = transition?.leavingAlpha ?? 0
        }
    }

    private func dequeue() -> PhotoCell {
        let cell = pool.popLast() ?? PhotoCell()
        feed.insertChild(cell.node, at: 0)
        return cell
    }

    private func recycle(_ cell: PhotoCell) {
        if let id = cell.photo?.id { press.forget(.photo(id)) }
        // The press spring is forgotten, so nothing would bring its scale back (fix 10).
        cell.node.transform = .identity
        cell.node.removeFromParent()
        pool.append(cell)
    }

    private func updateImages() {
        let width = viewport.width
        let viewportRect = Rect(x: 0, y: feed.offset, width: width, height: viewport.height)
        if let headerImage {
            header.setImageAlpha(images.alpha(for: headerImage, drawnWidth: width))
        }
        for image in header.iconImages { _ = images.alpha(for: image, drawnWidth: HeaderMetrics.glyphSize) }
        // Only each photo's image is read, not the photo (nor an Explore card's category)
        // copied whole: at 240 steps a second those copies, their retains and releases
        // were a third of a drag's simulation step (callgrind).
        func update(_ cell: PhotoCell) {
            guard let image = cell.image, cell.node.frame.intersects(viewportRect) else { return }
            cell.setImageAlpha(images.alpha(for: image, drawnWidth: cell.node.frame.width))
        }
        for cell in cells.values { update(cell) }
        for cell in leavingCells { update(cell) }
        let cardsOnScreen = stripCards(around: viewportRect, prefetching: false)
        for card in cardsOnScreen {
            card.setImageAlpha(images.alpha(for: card.photo, drawnWidth: card.node.frame.width))
        }
        // Last: what is on screen has asked for its images (and widths) first.
        prefetchRows(around: viewportRect)
        // The strip's cards a screen either way, as the rows are: a card flung in shows
        // its photo, not its placeholder and a fade. Those on screen were asked for just
        // above (prefetching them too would change nothing and cost a lookup each).
        for card in stripCards(around: viewportRect, prefetching: true)
        where !cardsOnScreen.contains(where: { $0 === card }) {
            images.prefetch(card.photo, drawnWidth: card.node.frame.width)
        }
    }

    /// The Explore cards on screen with the feed's visible rectangle `viewportRect`, or,
    /// `prefetching`, within `FeedMetrics.prefetchScreens` of it across the strip and
    /// within the rows' prefetch reach down the feed.
    private func stripCards(around viewportRect: Rect, prefetching: Bool) -> [CategoryCard] {
        let down = prefetching ? prefetchReach : 0
        let across = prefetching ? viewportRect.width * FeedMetrics.prefetchScreens : 0
        let stripTop = explore.node.frame.minY + explore.strip.frame.minY
        guard
            stripTop + explore.strip.frame.height > viewportRect.minY - down
                && stripTop < viewportRect.maxY + down
        else { return [] }
        let reached = Rect(
            x: explore.strip.offset - across, y: 0, width: viewportRect.width + 2 * across,
            height: FeedMetrics.categoryHeight)
        return explore.cards.filter { $0.node.frame.intersects(reached) }
    }

    /// Decodes the photos of the rows within `FeedMetrics.prefetchScreens` beyond the
    /// laid-out cells, above and below, and of laid-out cells not yet on screen.
    private func prefetchRows(around viewportRect: Rect) {
        let reached = updatePrefetched(around: viewportRect)
        for (row, image) in zip(reached.rows, reached.images) {
            let frame = layout.frame(ofRow: row)
            guard !frame.intersects(viewportRect) else { continue }
            images.prefetch(image, drawnWidth: frame.width)
        }
    }

    /// The rows within the prefetch reach of `viewportRect` and their images, kept in
    /// `prefetched`. The rows' images are made once while the rows and the list stay
    /// the same (every step asks again, so they stay wanted): a Photo made from the list
    /// per row and step would cost more than the requests.
    private func updatePrefetched(around viewportRect: Rect) -> (rows: [Int], images: [ImageRef]) {
        let rows = layout.rows(from: viewportRect.minY - prefetchReach, to: viewportRect.maxY + prefetchReach)
        if rows != prefetched.rows {
            prefetched = (rows, rows.map { shown[$0].image })
        }
        return prefetched
    }

    /// How far above and below the visible feed rows are prefetched, points.
    private var prefetchReach: Double { viewport.height * FeedMetrics.prefetchScreens + HomeScreen.overscan }

    /// The rows in prefetch reach at the last layout or check, and their images (emptied
    /// when the list changes).
    private var prefetched: (rows: [Int], images: [ImageRef]) = ([], [])

    // MARK: Queries

    /// The photo cell or category card under a window point.
    public func pressable(at point: Point) -> PressFeedback.Target? {
        if let cell = photoCell(at: point), let photo = cell.photo { return .init(id: .photo(photo.id), node: cell.node) }
        for card in explore.cards where card.node.frameInWindow.contains(point) {
            return .init(id: .category(card.category.id), node: card.node, pressedScale: press.cardScale)
        }
        return nil
    }

    /// The photo cell under a window point, if it is not covered by the header.
    public func photoCell(at point: Point) -> PhotoCell? {
        layoutIfNeeded()
        guard point.y >= headerState.height else { return nil }
        return cells.values.first { $0.node.frameInWindow.contains(point) }
    }

    /// The node showing a pressable id now (cells are reused), if it is laid out.
    public func nodeShowing(_ id: PressableID) -> Node? {
        layoutIfNeeded()
        return laidOutNode(showing: id)
    }

    /// The node showing `id` as the rows were last laid out. The press spring scales it
    /// at every step: a pressed photo's row keeps its cell while it stays on screen
    /// (laying out reuses it), and a cell leaving the screen is recycled, which forgets
    /// its press; so the spring needs no layout of its own, which at every step would
    /// undo what leaving unlooked-at steps alone saves.
    private func laidOutNode(showing id: PressableID) -> Node? {
        switch id {
        case .category(let category): explore.cards.first { $0.category.id == category }?.node
        case .photo(let photo): cells.values.first { $0.photo?.id == photo }?.node
        }
    }

    /// Where a photo of the feed is laid out now, window points, whether or not its cell
    /// is on screen (a card flying back, a lifted photo returning): the one answer to
    /// "where is the source cell now". Nil when the feed does not show it (a search left
    /// it out).
    public func windowFrame(ofPhoto id: String) -> Rect? {
        guard let row = shown.firstIndex(where: { $0.id == id }) else { return nil }
        return feed.convert(layout.frame(ofRow: row), to: nil)
    }

    /// The photo rows on screen, in window points, top to bottom.
    public var visiblePhotos: [StateReport.VisiblePhoto] {
        layoutIfNeeded()
        let screen = Rect(origin: .zero, size: viewport)
        return cells.keys.sorted().compactMap { row in
            guard let cell = cells[row], let photo = cell.photo else { return nil }
            let frame = cell.node.frameInWindow
            guard frame.intersects(screen) else { return nil }
            return .init(id: photo.id, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }
}
