import Geometry
import Motion
import PhotoLibrary
import Scene

/// Row 0 of the feed: "Explore", the horizontal strip of category cards that snaps to
/// the nearest card by projected velocity, then "New" (docs/MOTION.md, Home feed).
public final class ExploreRow {
    public let node = Node(name: "explore")
    public let strip: ScrollView
    private let exploreTitle = Node(name: "explore.title")
    private let newTitle = Node(name: "explore.new")
    /// Searching: "12 photos" in place of "New", the cards hidden, and when nothing
    /// matches, a message saying so (nil when not searching).
    public private(set) var searchSummary: (title: String, emptyMessage: String?)?
    private let emptyMessage = Node(name: "explore.search.empty")
    public private(set) var cards: [CategoryCard] = []

    public init(categories: [PhotoCategory]) {
        strip = ScrollView(name: "explore.strip", axis: .horizontal, frame: .zero)
        exploreTitle.content = .text("Explore", font: .bold(FeedMetrics.sectionTitleSize), color: .black, alignment: .left)
        newTitle.content = .text("New", font: .bold(FeedMetrics.sectionTitleSize), color: .black, alignment: .left)
        node.addChild(exploreTitle)
        node.addChild(strip)
        node.addChild(newTitle)
        node.addChild(emptyMessage)
        for category in categories {
            let card = CategoryCard(category: category)
            strip.addChild(card.node)
            cards.append(card)
        }
        strip.snapTarget = { [unowned self] projected, _ in self.snappedOffset(for: projected) }
    }

    /// Row 0's height: without categories (or while searching) only the title is shown,
    /// and the empty state's message below it when nothing matches.
    public var height: Double {
        if let searchSummary {
            return FeedMetrics.newTitleHeight + (searchSummary.emptyMessage == nil ? 0 : SearchMetrics.emptyStateHeight)
        }
        return cards.isEmpty ? FeedMetrics.newTitleHeight : FeedMetrics.exploreRowHeight
    }

    /// Shows a search's summary instead of Explore (nil shows Explore and "New" again).
    public func setSearchSummary(_ summary: (title: String, emptyMessage: String?)?) {
        searchSummary = summary
        newTitle.content = .text(
            summary?.title ?? "New", font: .bold(FeedMetrics.sectionTitleSize), color: .black,
            alignment: .left)
        let grey = SearchMetrics.emptyMessageGray
        emptyMessage.content =
            summary?.emptyMessage.map {
                .text(
                    $0, font: .regular(SearchMetrics.emptyMessageSize), color: Color(r255: grey, g255: grey, b255: grey),
                    alignment: .center)
            } ?? .none
    }

    /// Card width for a window width: `(width − 32)` (docs/MOTION.md, Home feed) up to 382 pt, so on
    /// a wide window cards keep the shape they have on the reference 414 pt phone
    /// (382 × 150) instead of stretching into banners, and several show side by side.
    func cardWidth(for width: Double) -> Double {
        min(width - 2 * FeedMetrics.categoryInset, FeedMetrics.maximumCardWidth)
    }

    /// The offset that rests the card nearest to `projected` at the left inset.
    func snappedOffset(for projected: Double) -> Double {
        let pitch = cardWidth(for: strip.frame.width) + FeedMetrics.categorySpacing
        guard pitch > 0, !cards.isEmpty else { return 0 }
        let index = min(max(0, (projected / pitch).rounded()), Double(cards.count - 1))
        return min(index * pitch, strip.maxOffset)
    }

    /// Lays the row out at `top` (content coordinates of the feed).
    public func layout(width: Double, top: Double) {
        node.frame = Rect(x: 0, y: top, width: width, height: height)
        var y = FeedMetrics.sectionTopPadding
        let showsCards = !cards.isEmpty && searchSummary == nil
        exploreTitle.isHidden = !showsCards
        strip.isHidden = !showsCards
        if showsCards {
            exploreTitle.frame = Rect(
                x: FeedMetrics.sectionInset, y: y, width: width - 2 * FeedMetrics.sectionInset,
                height: FeedMetrics.sectionTitleHeight)
            y += FeedMetrics.sectionTitleHeight + FeedMetrics.titleToContent
            strip.frame = Rect(x: 0, y: y, width: width, height: FeedMetrics.categoryHeight)
            y += FeedMetrics.categoryHeight + FeedMetrics.sectionTopPadding
        }
        newTitle.frame = Rect(
            x: FeedMetrics.sectionInset, y: y, width: width - 2 * FeedMetrics.sectionInset,
            height: FeedMetrics.sectionTitleHeight)
        emptyMessage.frame = Rect(
            x: FeedMetrics.sectionInset, y: FeedMetrics.newTitleHeight,
            width: width - 2 * FeedMetrics.sectionInset, height: SearchMetrics.emptyStateHeight)
        emptyMessage.isHidden = searchSummary?.emptyMessage == nil
        let cardWidth = cardWidth(for: width)
        for (index, card) in cards.enumerated() {
            let x = FeedMetrics.categoryInset + Double(index) * (cardWidth + FeedMetrics.categorySpacing)
            card.node.frame = Rect(x: x, y: 0, width: cardWidth, height: FeedMetrics.categoryHeight)
            card.image.frame = Rect(origin: .zero, size: card.node.frame.size)
            card.node.children.last?.frame = card.image.frame
        }
        let count = Double(cards.count)
        strip.contentLength =
            count > 0
            ? 2 * FeedMetrics.categoryInset + count * cardWidth + (count - 1) * FeedMetrics.categorySpacing : 0
        // A new card width moves every page: the card that rested at the inset still does.
        let pitch = cardWidth + FeedMetrics.categorySpacing
        if let lastPitch, lastPitch != pitch, lastPitch > 0, !strip.isScrolling {
            let card = (strip.offset / lastPitch).rounded()
            strip.setOffset(min(card * pitch, strip.maxOffset))
        }
        lastPitch = pitch
    }

    /// The distance between cards at the last layout.
    private var lastPitch: Double?
}
