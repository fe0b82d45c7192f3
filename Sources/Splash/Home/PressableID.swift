/// What a press, a lift or a card transition starts from: a photo row or an Explore
/// category card, by their own ids (one typed value instead of a "category:" prefix
/// built and parsed in several places).
public enum PressableID: Hashable, Sendable, CustomStringConvertible {
    case photo(String)
    case category(String)

    /// As the report and node names write it: the photo's id, or "category:ID".
    public var description: String {
        switch self {
        case .photo(let id): id
        case .category(let id): "category:\(id)"
        }
    }
}
