/// The search field's two looks: frosted over the photo, or flat grey when collapsed.
public enum SearchStyle: String, Hashable, Sendable {
    case dark
    case light
}
