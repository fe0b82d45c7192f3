import Geometry
import Gestures
import PhotoLibrary
import Scene

/// A category's collection: its cover photo with the category's title, "N photos", and
/// the category's photos as the same rows as the home feed (one column or a masonry by
/// width, virtualized, with the press-down effect), in a vertical scroll view inside the
/// card's chrome. The category card flies open into it, a row opens a photo's detail as a
/// second card on top, and a long press lifts a row for the drop zone, as on the home
/// feed: it is a `PhotoFeed` as well as a `CardContent`.
public final class CollectionView: CardContent, PhotoFeed {
    public let chrome: CardChrome
    public let scroll: ScrollView
    public let press = PressFeedback()
    /// The category shown, and its photos in feed order.
    public private(set) var category: PhotoCategory?
    public private(set) var photos: [Photo] = []
    /// The cover: the category's photo, clipped to the cover's height, with the title.
    public let coverNode = Node(name: "collection.cover")
    private let coverFill = Node(name: "collection.cover.photo")
    private let title = Node(name: "collection.title")
    /// White from the cover's bottom edge down, under the caption and between the rows.
    private let sheet = Node(name: "collection.sheet", content: .color(.white))
    /// "12 photos", as the home feed's "New" title.
    private let caption = Node(name: "collection.caption")
    /// Holds the rows, laid out from its own top under the caption.
    private let rows = Node(name: "collection.rows")
    private var layout = FeedLayout(width: 0, photoSizes: [], photosTop: 0)
    private var cells: [Int: PhotoCell] = [:]
    private var pool: [PhotoCell] = []
    private var coverPlaceholder: NodeContent = .none
    /// The title's drawn size over its content size at the cell: the category card's
    /// title size, so the title grows from the card's to the collection's as it opens.
    private var titleStartRatio = 1.0
    private let iconImages: [ImageRef]
    /// How text is measured (the platform's fonts; set through `SplashApp.textMeasure`).
    public var textMeasure: TextMeasuring = EstimatedTextMeasure()

    public init(icons: Icons) {
        scroll = ScrollView(name: "collection.scroll", axis: .vertical, frame: .zero)
        chrome = CardChrome(name: "collection", icons: icons, body: scroll)
        iconImages = [icons.close]
        scroll.addChild(sheet)
        scroll.addChild(coverNode)
        coverNode.clipsToBounds = true
        coverNode.addChild(coverFill)
        coverNode.addChild(title)
        scroll.addChild(caption)
        scroll.addChild(rows)
        scroll.addGestureRecognizer(press.recognizer)
        scroll.onBeginDragging = { [unowned self] in self.press.cancel() }
        press.targetAt = { [unowned self] point in self.pressable(at: point) }
        press.nodeFor = { [unowned self] id in self.nodeShowing(id) }
    }

    // MARK: CardContent

    public func opens(_ id: PressableID) -> Bool {
        if case .category = id { return true }
        return false
    }

    public func show(_ id: PressableID, from source: PhotoFeed, titleScale: Double) -> Photo? {
        guard let category = source.category(for: id) else { return nil }
        clear()
        self.category = category
        photos = source.photos(in: category)
        chrome.captureBackdrop()
        coverPlaceholder = category.photo.makePlaceholder()
        coverNode.content = coverPlaceholder
        coverFill.content = .image(category.photo.image, mode: .aspectFill, blurRadius: 0)
        coverFill.alpha = 0
        title.content = .text(
            category.title, font: .bold(CollectionMetrics.titleSize), color: .white, alignment: .center)
        titleStartRatio = titleScale > 0 ? FeedMetrics.categoryTitleSize / (CollectionMetrics.titleSize * titleScale) : 1
        let count = photos.count
        caption.content = .text(
            "\(count) photo\(count == 1 ? "" : "s")", font: .bold(FeedMetrics.sectionTitleSize), color: .black,
            alignment: .left)
        layout = FeedLayout(width: 0, photoSizes: [], photosTop: 0)
        scroll.setOffset(0)
        return category.photo
    }

    public func presentedImageHeight(width: Double) -> Double { CollectionMetrics.coverHeight }

    public func layout(size: Size, imageHeight: Double, reveal: Double, scale: Double) {
        let width = size.width
        scroll.frame = Rect(origin: .zero, size: size)
        coverNode.frame = Rect(x: 0, y: 0, width: width, height: imageHeight)
        coverFill.frame = Rect(origin: .zero, size: coverNode.frame.size)
        title.frame = Rect(
            x: FeedMetrics.sectionInset, y: (imageHeight - CollectionMetrics.titleLineHeight) / 2,
            width: max(0, width - 2 * FeedMetrics.sectionInset), height: CollectionMetrics.titleLineHeight)
        // The title grows from the card's size to its own as the card opens (scaled
        // about its centre, which stays the cover's).
        let titleScale = titleStartRatio + (1 - titleStartRatio) * min(1, max(0, reveal))
        title.transform = titleScale == 1 ? .identity : Transform(scaleX: titleScale, scaleY: titleScale, translateX: 0, translateY: 0)
        caption.frame = Rect(
            x: FeedMetrics.sectionInset, y: imageHeight + FeedMetrics.sectionTopPadding,
            width: max(0, width - 2 * FeedMetrics.sectionInset), height: FeedMetrics.sectionTitleHeight)
        if layout.width != width {
            layout = FeedLayout(width: width, photoSizes: photos.map(\.pixelSize), photosTop: 0)
            for (_, cell) in cells { recycle(cell) }
            cells.removeAll()
        }
        rows.frame = Rect(x: 0, y: imageHeight + FeedMetrics.newTitleHeight, width: width, height: layout.contentHeight)
        scroll.contentLength = rows.frame.maxY
        // Down to the card's bottom however few the rows, and past it for a bounce.
        let sheetTop = max(0, imageHeight - 1)
        sheet.frame = Rect(x: 0, y: sheetTop, width: width, height: max(scroll.contentLength, size.height) * 2 - sheetTop)
        layoutVisibleRows()
    }

    /// Lays out the rows on screen, reusing cells.
    private func layoutVisibleRows() {
        let top = scroll.offset - rows.frame.minY - HomeScreen.overscan
        let bottom = scroll.offset + scroll.frame.height - rows.frame.minY + HomeScreen.overscan
        let visible = layout.rowCount > 0 ? layout.rows(from: top, to: bottom) : []
        for (row, cell) in cells where !visible.contains(row) {
            cells[row] = nil
            recycle(cell)
        }
        for row in visible {
            let cell = cells[row] ?? dequeue()
            cell.configure(photo: photos[row], row: row, frame: layout.frame(ofRow: row), measure: textMeasure)
            cells[row] = cell
        }
    }

    private func dequeue() -> PhotoCell {
        let cell = pool.popLast() ?? PhotoCell()
        rows.addChild(cell.node)
        return cell
    }

    private func recycle(_ cell: PhotoCell) {
        if let id = cell.photo?.id { press.forget(.photo(id)) }
        cell.node.transform = .identity
        cell.node.removeFromParent()
        pool.append(cell)
    }

    public func isOnControl(_ point: Point) -> Bool {
        chrome.isOnClose(point) || pressable(at: point) != nil
    }

    public func step(dt: Double) {
        scroll.step(dt: dt)
        press.step(dt: dt)
        layoutVisibleRows()
    }

    public func updateImages(_ images: ImagePresenter, contentWidth: Double) {
        if let category {
            let alpha = images.alpha(for: category.photo.image, drawnWidth: contentWidth)
            coverFill.alpha = alpha
            coverNode.content = alpha >= 1 ? .none : coverPlaceholder
        }
        for (cell, image) in visibleCells() {
            cell.setImageAlpha(images.alpha(for: image, drawnWidth: cell.node.frame.width))
        }
        for icon in iconImages { _ = images.alpha(for: icon, drawnWidth: Icons.gridSize.width) }
    }

    public func wouldAskForNewImages(_ images: ImagePresenter) -> Bool {
        category.map { images.wasNeverAskedFor($0.photo.image) } == true
            || visibleCells().contains { images.wasNeverAskedFor($0.image) }
            || iconImages.contains(where: images.wasNeverAskedFor)
    }

    /// The laid-out cells on screen in the scroll view, with their photos' images.
    private func visibleCells() -> [(cell: PhotoCell, image: ImageRef)] {
        let viewport = Rect(x: 0, y: scroll.offset - rows.frame.minY, width: layout.width, height: scroll.frame.height)
        return cells.values.compactMap { cell in
            guard let image = cell.image, cell.node.frame.intersects(viewport) else { return nil }
            return (cell, image)
        }
    }

    public var isAnimating: Bool { scroll.isScrolling || press.isAnimating }

    public func clear() {
        press.cancel()
        for (_, cell) in cells { recycle(cell) }
        cells.removeAll()
        category = nil
        photos = []
    }

    // MARK: PhotoFeed

    public var feed: ScrollView { scroll }

    public var screenNode: Node { chrome.container }

    public var isShowing: Bool { !chrome.container.isHidden && category != nil }

    public var coveredTop: Double { 0 }

    public var cover: (photo: Photo, node: Node)? {
        category.map { ($0.photo, coverNode) }
    }

    public func pressable(at point: Point) -> PressFeedback.Target? {
        photoCell(at: point).flatMap { cell in cell.photo.map { .init(id: .photo($0.id), node: cell.node) } }
    }

    public func nodeShowing(_ id: PressableID) -> Node? {
        guard case .photo(let photo) = id else { return nil }
        return cells.values.first { $0.photo?.id == photo }?.node
    }

    public func windowFrame(ofPhoto id: String) -> Rect? {
        guard let row = photos.firstIndex(where: { $0.id == id }) else { return nil }
        return rows.convert(layout.frame(ofRow: row), to: nil)
    }

    public func photoCell(at point: Point) -> PhotoCell? {
        // Rows scrolled out of the card are cut off by it: only what is seen is a row.
        guard isShowing, chrome.card.frameInWindow.contains(point) else { return nil }
        return cells.values.first { $0.node.frameInWindow.contains(point) }
    }

    public func photo(for id: PressableID) -> Photo? {
        guard case .photo(let photo) = id else { return nil }
        return photos.first { $0.id == photo }
    }

    public func category(for id: PressableID) -> PhotoCategory? { nil }

    public func photos(in category: PhotoCategory) -> [Photo] {
        photos.filter { $0.categoryIDs.contains(category.id) }
    }

    /// The photo rows on screen, in window points, top to bottom (the report's
    /// `visible_photos` while the collection is the screen).
    public var visiblePhotos: [StateReport.VisiblePhoto] {
        let card = chrome.card.frameInWindow
        return cells.keys.sorted().compactMap { row in
            guard let cell = cells[row], let photo = cell.photo else { return nil }
            let frame = cell.node.frameInWindow
            guard frame.intersects(card) else { return nil }
            return .init(id: photo.id, x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        }
    }
}
