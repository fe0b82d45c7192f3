import Geometry
import PhotoLibrary
import Scene

/// The home feed as a `PhotoFeed`: its rows under the header, its category cards, and the
/// header photo as the cover a long press may lift.
extension HomeScreen: PhotoFeed {
    public var screenNode: Node { node }

    public var isShowing: Bool { !node.isHidden }

    public var coveredTop: Double { headerState.height }

    public var cover: (photo: Photo, node: Node)? {
        header.photo.map { ($0, header.photoNode) }
    }

    public func photo(for id: PressableID) -> Photo? {
        switch id {
        case .category: category(for: id)?.photo
        case .photo(let photo): photos.firstIndex(ofID: photo).map { photos[$0] }
        }
    }

    public func category(for id: PressableID) -> PhotoCategory? {
        guard case .category(let category) = id else { return nil }
        return explore.cards.first { $0.category.id == category }?.category
    }

    public func photos(in category: PhotoCategory) -> [Photo] {
        Array(photos.selecting(photos.positions(inCategory: category.id)))
    }
}
