import Geometry

/// One photograph in the feed, with the credit it must always carry.
public struct Photo: Hashable, Sendable, Identifiable {
    public var id: String
    /// The original file; downloads copy these exact bytes.
    public var path: String
    /// Natural size in pixels (from the manifest or the file header).
    public var pixelSize: Size
    /// The placeholder shown until the pixels are decoded (Unsplash's `color`).
    public var color: Color
    public var blurHash: String?
    public var description: String
    public var authorName: String
    public var authorUsername: String
    public var license: String?
    /// The Explore categories (collections) the photo is in, by id.
    public var categoryIDs: [String]

    public init(
        id: String, path: String, pixelSize: Size, color: Color, blurHash: String? = nil,
        description: String = "", authorName: String, authorUsername: String = "", license: String? = nil,
        categoryIDs: [String] = []
    ) {
        self.id = id
        self.path = path
        self.pixelSize = pixelSize
        self.color = color
        self.blurHash = blurHash
        self.description = description
        self.authorName = authorName
        self.authorUsername = authorUsername
        self.license = license
        self.categoryIDs = categoryIDs
    }

    /// "Photo by NAME", as the header and the clipboard show it.
    public var creditLine: String { "Photo by \(authorName)" }
}
