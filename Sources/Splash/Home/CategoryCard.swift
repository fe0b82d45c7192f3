import PhotoLibrary
import Scene

/// One card of the Explore strip: its category, the card's node (clipped to its rounded
/// corners, showing the placeholder until the photo is in), the photo's node over it and
/// the photo's image.
///
/// A class, so the strip's per-step work (the photos' fade-in, 240 times a second) reads
/// a card without copying its category.
public final class CategoryCard {
    public let category: PhotoCategory
    public let node: Node
    /// The card's photo, faded in over the placeholder.
    public let image: Node
    /// The photo's image, made once (making one hashes the file's path).
    public let photo: ImageRef
    /// The photo's BlurHash (or colour), shown until it is decoded.
    let placeholder: NodeContent

    init(category: PhotoCategory) {
        self.category = category
        photo = category.photo.image
        placeholder = category.photo.makePlaceholder()
        node = Node(name: PressableID.category(category.id).description, content: placeholder)
        node.cornerRadius = FeedMetrics.categoryCornerRadius
        node.clipsToBounds = true
        image = Node(name: "category.image")
        image.content = .image(photo, mode: .aspectFill, blurRadius: 0)
        let title = Node(name: "category.title")
        title.content = .text(category.title, font: .bold(FeedMetrics.categoryTitleSize), color: .white, alignment: .center)
        node.addChild(image)
        node.addChild(title)
    }

    /// Fades the photo in over its placeholder; once opaque the placeholder is not drawn
    /// at all.
    func setImageAlpha(_ alpha: Double) {
        image.alpha = alpha
        node.content = alpha >= 1 ? .none : placeholder
    }
}
