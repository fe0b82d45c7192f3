/// How the benchmark's floor (`BareFloor`) puts each photo on screen. `copy` is the floor
/// proper: each photo decoded at its drawn width and copied, the cheapest way SDL has.
/// `resampled` is the floor for a frame whose photos change size: each photo decoded
/// `BareFloor.resampleMargin` wider and shrunk bilinearly to the drawn width from a source
/// rectangle that changes every frame, so SDL resamples every pixel of every frame, as a
/// card in flight or under a scrub resamples its photo (docs/PERFORMANCE.md, "Two floors").
public enum FloorDrawing: Sendable {
    case copy
    case resampled
}
