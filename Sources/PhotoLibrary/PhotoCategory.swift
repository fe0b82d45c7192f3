/// A card in the Explore strip: a title over one of the photos.
public struct PhotoCategory: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var photo: Photo

    public init(id: String, title: String, photo: Photo) {
        self.id = id
        self.title = title
        self.photo = photo
    }
}
