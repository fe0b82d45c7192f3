import Foundation
import Geometry
import Scene

/// The SVG icons in Assets/Icons, as image references.
public struct Icons: Sendable {
    /// Every icon is drawn on a 24 × 24 grid.
    public static let gridSize = Size(width: 24, height: 24)

    public var searchLight: ImageRef
    public var searchDark: ImageRef
    public var close: ImageRef
    public var download: ImageRef

    public init(folder: String) {
        func icon(_ name: String) -> ImageRef {
            ImageRef(path: (folder as NSString).appendingPathComponent(name), pixelSize: Icons.gridSize)
        }
        searchLight = icon("search.svg")
        searchDark = icon("search-dark.svg")
        close = icon("close.svg")
        download = icon("download.svg")
    }
}
