import Geometry

/// Everything the header's look decisions (the search field's style, the status bar's
/// light or dark) depend on. Each decision samples the photo's luminance behind a region,
/// about a hundred `pow` calls, and was made on every step: a tenth of a card scenario's
/// instructions (callgrind). They are remade only when one of these changes.
struct HeaderLookInputs: Equatable {
    var width: Double
    var height: Double
    var overlay: Double
    /// The search field's frame in the header.
    var field: Rect
    /// The look shown now, which the hysteresis keeps.
    var shown: Bool?
    /// Whether the decoded photo is shown (its pixels are read) or its placeholder.
    var photoShown: Bool
}
